import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { appTheme, shopTheme } from './theme.ts';

// Chips and buttons of these colours carry small text (the invoices' "Pendiente", "Iniciado por
// WhatsApp", "Cotizado"): WCAG AA asks 4.5:1. MUI's own orange and light blue carry white at
// 3.1:1 and 3.9:1, which axe refused on /admin/invoices while an invoice was still pending.
describe('the theme colours that carry text', () => {
  for (const [name, theme] of [
    ['shopTheme', shopTheme()],
    ['appTheme', appTheme()],
  ] as const) {
    it(`reach 4.5:1 against their text in ${name}`, () => {
      for (const key of ['primary', 'success', 'warning', 'error', 'info'] as const) {
        const { main, contrastText } = theme.palette[key];
        expect(
          getContrastRatio(main, contrastText),
          `${key}: ${main} on ${contrastText}`,
        ).toBeGreaterThanOrEqual(4.5);
      }
    });
  }
});
