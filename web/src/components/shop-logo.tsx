import type { SVGProps } from 'react';

/**
 * The shop's mark: a loaf of bread on a brown tile, drawn inline so it costs no request
 * (the header's logo). Decorative: the shop name next to it carries the meaning.
 */
export function ShopLogo(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 64 64" width={40} height={40} aria-hidden="true" focusable="false" {...props}>
      <rect width="64" height="64" rx="14" fill="#6d4c2f" />
      <path d="M14 38c0-11 8-20 18-20s18 9 18 20v6H14z" fill="#e9c08b" />
      <path d="M22 30l4 4m6-6l0 6m6-4l-4 4" stroke="#6d4c2f" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
