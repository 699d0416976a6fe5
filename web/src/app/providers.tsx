import type { ReactNode } from 'react';
import type { Theme } from '@mui/material/styles';
import { CssBaseline } from '@mui/material';
import { ThemeProvider } from '@mui/system';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { RenderTimeContext } from '../lib/ssr.ts';
import { shopTheme } from './theme.ts';
import { CardActionsProvider } from './card-actions.tsx';

export interface AppProvidersProps {
  children: ReactNode;
  /** The browser's query client, or the request's on the server. */
  queryClient: QueryClient;
  /** The browser's i18next instance, or the request's clone on the server. */
  i18n: I18n;
  /** Server render time, while rendering or hydrating a server-rendered page. */
  renderedAt?: number;
  /**
   * Renders CssBaseline's global styles (default). False when hydrating a page whose server
   * styles already hold them (lib/ssr-styles.ts): inserting them again would restyle the page.
   */
  baseline?: boolean;
}

let noVarsTheme: Theme | undefined;

/**
 * The theme the providers pass down. MUI's own ThemeProvider also bundles the CSS-variables
 * provider (~3 KB gzip) for themes with colour schemes; ours has none, so this is what MUI's
 * ThemeProvider renders for it. Made on first call (see shopTheme).
 */
export function appTheme(): Theme {
  noVarsTheme ??= { ...shopTheme(), vars: null } as unknown as Theme;
  return noVarsTheme;
}

/** Theme, server-state cache and translations for the whole app. */
export function AppProviders({
  children,
  queryClient,
  i18n,
  renderedAt,
  baseline = true,
}: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RenderTimeContext.Provider value={renderedAt}>
          <ThemeProvider theme={appTheme()}>
            {baseline && <CssBaseline />}
            <CardActionsProvider>{children}</CardActionsProvider>
          </ThemeProvider>
        </RenderTimeContext.Provider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
