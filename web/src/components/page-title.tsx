import { useShopInfo } from '../lib/shop-info.ts';

/** Sets the document title to "`title` | shop name" (React 19 hoists <title> into <head>). */
export function PageTitle({ title }: { title?: string }) {
  const shop = useShopInfo();
  const name = shop?.name ?? '';
  return <title>{title ? (name ? `${title} | ${name}` : title) : name}</title>;
}
