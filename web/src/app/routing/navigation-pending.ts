import { createContext, useContext } from 'react';

/**
 * True while the browser's router loads the next page's code before showing it (the previous page
 * stays on screen meanwhile); false on the server and when no navigation is under way.
 */
export const NavigationPendingContext = createContext(false);

/** Whether a navigation is waiting for its page's code (routing/app-router.tsx). */
export const useNavigationPending = (): boolean => useContext(NavigationPendingContext);
