import type { ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import i18n from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { theme } from './theme.ts';
import { CardActionsProvider } from './card-actions.tsx';

/** Theme, server-state cache and translations for the whole app. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <CardActionsProvider>{children}</CardActionsProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
