/**
 * Path of a product's detail page (/allProducts/{slug}: the original shop's path, by slug
 * instead of by title).
 */
export function productPath(slug: string): string {
  return `/allProducts/${encodeURIComponent(slug)}`;
}
