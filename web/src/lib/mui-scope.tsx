/**
 * MUI's theme and the browser's emotion cache for the part of the app still drawn with MUI
 * (decision 0030): the back office's pages, whose lazy routes load it with their chunk (`page()` in
 * app/router.tsx). No shopper's page, dialog or menu uses it: MUI, emotion and the theme are out of
 * every shopper's JavaScript.
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
