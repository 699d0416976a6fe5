/** Path of a product's detail page (SPEC.md section 2: /allProducts/{title}, by slug here). */
export function productPath(slug: string): string {
  return `/allProducts/${encodeURIComponent(slug)}`;
}
