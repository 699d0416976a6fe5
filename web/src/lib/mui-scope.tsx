/**
 * MUI's theme for the part of the app still drawn with MUI (decision 0030): the back office's
 * pages, whose lazy routes load it with their chunk (`page()` in app/router.tsx). No shopper's page,
 * dialog or menu uses it: MUI, emotion and the theme are out of every shopper's JavaScript. The back
 * office is rendered in the browser only, so emotion's own default cache inserts its styles there;
 * the server renders no MUI (its pages are styled by the static stylesheet, decision 0025).
 */
import type { ReactNode } from 'react';
import { ThemeProvider } from '@mui/system';
import { appTheme } from './theme.ts';

/** Provides the shop's MUI theme to `children`. */
export function MuiScope({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={appTheme()}>{children}</ThemeProvider>;
}
