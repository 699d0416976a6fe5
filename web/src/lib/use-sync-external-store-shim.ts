/**
 * `use-sync-external-store/shim` for React 19, which has `useSyncExternalStore` itself: the shim's
 * own fallback for React 16-17 is dead code here, yet it was bundled into the first load of every
 * page (react-i18next imports it). vite.config.ts resolves the shim's import to this module.
 */
export { useSyncExternalStore } from 'react';
