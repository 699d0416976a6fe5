/**
 * MUI's theme and the browser's emotion cache for the parts of the app still drawn with MUI
 * (decision 0030): the back office, the shopper's pages not moved to CSS Modules yet, and the
 * dialogs, menus and snackbars opened on a tap. Loaded with them (lazy routes, `lazyWithMui`),
 * never by the first load of a page whose own components are on CSS Modules: MUI, emotion and the
 * theme are then out of the first-load JavaScript.
 *
 * Same tree on both sides: the server renders each scope too (its emotion cache is the request's,
 * set around the whole page by entry-server.tsx), so hydration finds the server's markup.
 */
import type { ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import { ThemeProvider } from '@mui/system';
import { appTheme } from './theme.ts';
import { adoptServerStyles } from './ssr-styles.ts';

const onServer = typeof document === 'undefined';
let browserCache: EmotionCache | undefined;

/**
 * The browser's one emotion cache: the classes of the server's style element count as inserted
 * (lib/ssr-styles.ts). Made on the first render of a scope, which on a server-rendered page is
 * its hydration: the server's element is still in place then.
 */
function cache(): EmotionCache {
  browserCache ??= adoptServerStyles().cache;
  return browserCache;
}

/** Provides the shop's MUI theme (and, in the browser, the adopted emotion cache) to `children`. */
export function MuiScope({ children }: { children: ReactNode }) {
  const themed = <ThemeProvider theme={appTheme()}>{children}</ThemeProvider>;
  return onServer ? themed : <CacheProvider value={cache()}>{themed}</CacheProvider>;
}
