/**
 * The server-rendered page's styles, handed from the server's emotion cache to the browser's
 * without emotion's own hand-over (speed; decision 0009).
 *
 * Emotion's hand-over moves the server's `<style data-emotion="css …">` element twice when the
 * browser creates a cache (to the end of <head>, then into its sheet), and each move makes the
 * browser re-read the whole stylesheet and recompute the style of every element: two full style
 * recalculations of the page while it loads. Its critical-CSS extraction also leaves out the
 * classes of styled(Component) layers that no element carries (MUI's Button over ButtonBase, …),
 * which the browser then compiles and inserts again while hydrating.
 *
 * Global styles are moved the same way (and inserted again when not found).
 *
 * Here the server writes its global styles and every class its render inserted, with its CSS,
 * into one `<style data-ssr-css="name name …">` element that emotion does not look for; the
 * browser creates its cache with those names marked as inserted, leaves the element where it is,
 * and does not render CssBaseline (its styles are static: one theme, no colour schemes).
 */
import createCache, { type EmotionCache } from '@emotion/cache';

/** Attribute of the server's style element: the emotion class names (without "css-") it holds. */
export const SSR_STYLES_ATTR = 'data-ssr-css';

/** Present on that element when it also holds the global styles (CssBaseline's). */
export const SSR_GLOBAL_ATTR = 'data-ssr-global';

/** Same key as emotion's default cache: class names are `css-<hash>` on both sides. */
export const EMOTION_KEY = 'css';

/**
 * Marks `cache` (a request's, before rendering) to keep each inserted class's CSS text in
 * `cache.inserted` instead of writing `<style>` elements into the markup (emotion's compat mode).
 */
export function collectStyles(cache: EmotionCache): EmotionCache {
  cache.compat = true;
  return cache;
}

/**
 * The server's style element for a render made with a `collectStyles` cache: the global styles
 * (CssBaseline) first, then every class, as emotion would order them.
 * @returns `<style data-ssr-css="…" data-ssr-global="">…</style>`, or '' when nothing was inserted.
 */
export function serverStyleTag(cache: EmotionCache): string {
  const names: string[] = [];
  let globalCss = '';
  let classCss = '';
  for (const [name, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    names.push(name);
    // Classes are registered under their class name; global styles are not.
    if (cache.registered[`${cache.key}-${name}`] === undefined) globalCss += rules;
    else classCss += rules;
  }
  if (names.length === 0) return '';
  const globalAttr = globalCss ? ` ${SSR_GLOBAL_ATTR}=""` : '';
  return `<style ${SSR_STYLES_ATTR}="${names.join(' ')}"${globalAttr}>${globalCss}${classCss}</style>`;
}

/** The browser's emotion cache for a server-rendered page, and whether the page holds the global styles. */
export interface AdoptedStyles {
  cache: EmotionCache;
  /** True when the server's element holds the global styles: the browser must not insert them again. */
  hasGlobalStyles: boolean;
}

/**
 * The browser's emotion cache for a server-rendered page: the classes of the server's style
 * element count as inserted, so hydration inserts only what the server did not render.
 * Call once, before hydrating; the element stays in place.
 */
export function adoptServerStyles(): AdoptedStyles {
  const cache = createCache({ key: EMOTION_KEY });
  let hasGlobalStyles = false;
  for (const el of document.querySelectorAll(`style[${SSR_STYLES_ATTR}]`)) {
    for (const name of (el.getAttribute(SSR_STYLES_ATTR) ?? '').split(' '))
      if (name) cache.inserted[name] = true;
    if (el.hasAttribute(SSR_GLOBAL_ATTR)) hasGlobalStyles = true;
  }
  return { cache, hasGlobalStyles };
}
