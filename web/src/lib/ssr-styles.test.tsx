// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { render, cleanup } from '@testing-library/react';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import { Box } from '@mui/material';
import { adoptServerStyles } from './ssr-styles.ts';

/** emotion's name (the part after "css-") of a Box with `sx`, read from a throwaway render. */
function nameOf(sx: Record<string, string>): string {
  const probe = createCache({ key: 'probe' });
  const { container, unmount } = render(
    <CacheProvider value={probe}>
      <Box sx={sx} />
    </CacheProvider>,
  );
  const name = /probe-([a-z0-9]+)/.exec((container.firstElementChild as HTMLElement).className)![1]!;
  unmount();
  return name;
}

const ruleCount = () => Array.from(document.styleSheets).reduce((n, sheet) => n + sheet.cssRules.length, 0);

afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
});

describe('adoptServerStyles', () => {
  it('keeps the server element in place and counts its classes as inserted', () => {
    const red = nameOf({ color: 'red' });
    document.head.innerHTML = `<style data-ssr-css="${red}" data-ssr-global="">body{margin:0}.css-${red}{color:red;}</style><title>x</title>`;
    const element = document.head.firstElementChild;
    const { cache, hasGlobalStyles } = adoptServerStyles();
    expect(cache.inserted[red]).toBe(true);
    expect(hasGlobalStyles).toBe(true);
    expect(document.head.firstElementChild).toBe(element);

    // Rendering the server's class inserts nothing; a class the server did not send is inserted.
    const before = ruleCount();
    render(
      <CacheProvider value={cache}>
        <Box sx={{ color: 'red' }} />
      </CacheProvider>,
    );
    expect(ruleCount()).toBe(before);
    expect(document.head.firstElementChild).toBe(element);
    render(
      <CacheProvider value={cache}>
        <Box sx={{ color: 'blue' }} />
      </CacheProvider>,
    );
    expect(ruleCount()).toBeGreaterThan(before);
  });

  it('reports no global styles on a page without the server element', () => {
    const { cache, hasGlobalStyles } = adoptServerStyles();
    expect(hasGlobalStyles).toBe(false);
    expect(Object.keys(cache.inserted)).toEqual([]);
  });
});
