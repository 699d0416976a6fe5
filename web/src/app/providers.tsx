import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { RenderTimeContext } from '../lib/ssr.ts';
import { CardActionsProvider } from './card-actions.tsx';

export interface AppProvidersProps {
  children: ReactNode;
  /** The browser's query client, or the request's on the server. */
  queryClient: QueryClient;
  /** The browser's i18next instance, or the request's clone on the server. */
  i18n: I18n;
  /** Server render time, while rendering or hydrating a server-rendered page. */
  renderedAt?: number;
}

/**
 * Server-state cache and translations for the whole app. No MUI theme here: the parts still drawn
 * with MUI bring it with them (app/mui-scope.tsx, decision 0030), and the page's base styles
 * (CssBaseline's) are static CSS (styles/base.css).
 */
export function AppProviders({ children, queryClient, i18n, renderedAt }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RenderTimeContext.Provider value={renderedAt}>
          <CardActionsProvider>{children}</CardActionsProvider>
        </RenderTimeContext.Provider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
