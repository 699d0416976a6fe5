import { createTheme, type Theme } from '@mui/material/styles';

let theme: Theme | undefined;

/**
 * The shop's single MUI theme: warm bakery browns on cream; system fonts (no font download).
 * Made on first use, not on import: creating it takes ~10 ms (~40 ms on a slow phone), which the
 * browser spends in a task of its own before hydrating (client.tsx).
 */
export function shopTheme(): Theme {
  theme ??= createShopTheme();
  return theme;
}

const createShopTheme = () =>
  createTheme({
    palette: {
      primary: { main: '#6d4c2f', contrastText: '#ffffff' },
      secondary: { main: '#2e7d32' },
      // MUI's orange (#ed6c02) carries white text at 3.1:1, under WCAG's 4.5:1 for the small text
      // of chips and buttons ("Pendiente", "Iniciado por WhatsApp"): this one reads 5.0:1.
      warning: { main: '#b45309', contrastText: '#ffffff' },
      // The same for the blue of "Cotizado" (MUI's #0288d1: 3.9:1; this one 4.8:1).
      info: { main: '#0277bd', contrastText: '#ffffff' },
      background: { default: '#fffaf3', paper: '#ffffff' },
      text: { primary: '#2b2118', secondary: '#5c4a3b' },
    },
    typography: {
      fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
      h1: { fontSize: '2rem', fontWeight: 700 },
      h2: { fontSize: '1.6rem', fontWeight: 700 },
      h3: { fontSize: '1.3rem', fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    shape: { borderRadius: 10 },
    components: {
      // No ripple: mounting it on the first touch and inserting its styles was most of a card
      // button's touchstart work (INP of "add to cart" 312 -> 232 ms at 4x CPU with the toggles'
      // single style; docs/performance.md). Without it, keyboard focus and presses get their own
      // CSS-only cues, as MUI asks for when the ripple is off.
      MuiButtonBase: {
        defaultProps: { disableRipple: true },
        styleOverrides: {
          root: ({ theme: t }) => ({
            '&.Mui-focusVisible': { outline: `3px solid ${t.palette.primary.main}`, outlineOffset: 2 },
            '&:active:not(.Mui-disabled)': { transform: 'scale(0.97)' },
          }),
        },
      },
      MuiSnackbar: {
        styleOverrides: {
          // Toasts at the top right open below the sticky header (60 px on
          // phones, 64 px from sm), never over the language switch or the cart and wishlist
          // badges.
          anchorOriginTopRight: ({ theme: t }) => ({ top: 68, [t.breakpoints.up('sm')]: { top: 76 } }),
        },
      },
    },
  });

let noVarsTheme: Theme | undefined;

/**
 * The theme MUI's ThemeProvider gets (app/mui-scope.tsx). MUI's own ThemeProvider also bundles
 * the CSS-variables provider (~3 KB gzip) for themes with colour schemes; ours has none, so this
 * is what MUI's ThemeProvider renders for it. Made on first call (see shopTheme).
 */
export function appTheme(): Theme {
  noVarsTheme ??= { ...shopTheme(), vars: null } as unknown as Theme;
  return noVarsTheme;
}
