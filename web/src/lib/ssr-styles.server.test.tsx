// Tests run React in development mode, where emotion adds labels to the names ("1m3qo3w-MuiButton-root").
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import { Button, GlobalStyles } from '@mui/material';
import { collectStyles, serverStyleTag } from './ssr-styles.ts';

// The server side of lib/ssr-styles.ts, in Node as entry-server.tsx runs it.
describe('serverStyleTag', () => {
  function renderWithStyles() {
    const cache = collectStyles(createCache({ key: 'css' }));
    const html = renderToString(
      <CacheProvider value={cache}>
        <GlobalStyles styles={{ body: { margin: 0 } }} />
        <Button variant="contained">Comprar</Button>
      </CacheProvider>,
    );
    return { html, tag: serverStyleTag(cache) };
  }

  it('writes no style into the markup, and one element with the global styles first', () => {
    const { html, tag } = renderWithStyles();
    expect(html).not.toContain('<style');
    expect(tag).toMatch(/^<style data-ssr-css="[\w -]+" data-ssr-global="">body\{margin:0;\}\.css-/);
    expect(tag.match(/<style/g)).toHaveLength(1);
  });

  it('lists and holds every class of the markup, and the classes of styled layers no element carries', () => {
    const { html, tag } = renderWithStyles();
    const listed = /data-ssr-css="([\w -]+)"/.exec(tag)![1]!.split(' ');
    const used = [...html.matchAll(/\bcss-([\w-]+)/g)].map((m) => m[1]!);
    expect(used.length).toBeGreaterThan(0);
    for (const name of used) {
      expect(listed).toContain(name);
      expect(tag).toContain(`.css-${name}{`);
    }
    // MUI's Button is styled(ButtonBase): its own layer's class is in no element but the browser
    // computes it while hydrating, so it must be listed too (else it is compiled and inserted again).
    const layers = listed.filter((name) => !used.includes(name) && tag.includes(`.css-${name}{`));
    expect(layers.length).toBeGreaterThan(0);
  });

  it('returns nothing when the render inserted no style', () => {
    const cache = collectStyles(createCache({ key: 'css' }));
    renderToString(
      <CacheProvider value={cache}>
        <p>Sin estilos</p>
      </CacheProvider>,
    );
    expect(serverStyleTag(cache)).toBe('');
  });
});
