import { useEffect } from 'react';
import { useShopName } from '../lib/shop-info.ts';

const onServer = typeof document === 'undefined';

/**
 * Sets the document title to "`title` | shop name". The server renderer (React 19) hoists the
 * <title> into <head>; the browser (Preact, which has no hoisting, docs/decisions/0005) sets
 * document.title instead, so no <title> ends up inside the page's markup.
 */
export function PageTitle({ title }: { title?: string }) {
  const name = useShopName();
  const text = title ? (name ? `${title} | ${name}` : title) : name;
  useEffect(() => {
    document.title = text;
  }, [text]);
  return onServer ? <title>{text}</title> : null;
}
