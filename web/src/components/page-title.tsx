import { useEffect } from 'react';
import { useShopName } from '../lib/shop-info.ts';

const onServer = typeof document === 'undefined';

/**
 * Sets the document title to "`title` | shop name". The server renders a <title> (React 19 puts it
 * first in the markup; the renderer moves it into <head>); the browser sets document.title, as the
 * pages without a PageTitle do: React's own <title> elements in the browser would sit beside
 * the one those pages change, and the first one in <head> wins.
 */
export function PageTitle({ title }: { title?: string }) {
  const name = useShopName();
  const text = title ? (name ? `${title} | ${name}` : title) : name;
  useEffect(() => {
    document.title = text;
  }, [text]);
  return onServer ? <title>{text}</title> : null;
}
