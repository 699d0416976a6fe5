import { useEffect } from 'react';
import { documentTitle } from '@shop/domain';
import { useShopName } from '../lib/shop-info.ts';

const onServer = typeof document === 'undefined';

/**
 * Keeps the browser tab's title at "`title` · shop name" (the shop name in the page's language),
 * the one pattern of every tab. The server's <head> uses the same
 * `documentTitle` (app/page-head/page-head.ts), so a page keeps its title after hydration and
 * after navigation.
 */
export function useDocumentTitle(title: string | undefined): string {
  const name = useShopName();
  const text = documentTitle(title, name);
  useEffect(() => {
    document.title = text;
  }, [text]);
  return text;
}

/**
 * `useDocumentTitle` as an element. The server renderer (React 19) hoists the <title> into
 * <head>; the browser sets document.title instead, so no <title> ends up inside the page's markup.
 */
export function PageTitle({ title }: { title?: string }) {
  const text = useDocumentTitle(title);
  return onServer ? <title>{text}</title> : null;
}
