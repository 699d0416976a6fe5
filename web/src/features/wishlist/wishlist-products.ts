import type { Product, WishlistItem } from '@shop/domain';

/**
 * The products to show for the saved items: the catalogue's current version when known (fresh
 * price, rating, language), otherwise a card built from what was saved, so the grid shows at once
 * and an item missing from the catalogue still appears and can be removed.
 */
export function wishlistProducts(
  items: readonly WishlistItem[],
  catalog: readonly Product[] | undefined,
): Product[] {
  const byId = new Map((catalog ?? []).map((p) => [p.id, p]));
  return items.map(
    (item) =>
      byId.get(item.id) ?? {
        id: item.id,
        slug: item.id,
        title: item.title,
        details: item.description,
        imageAlt: item.title,
        category: item.type,
        price: item.price,
        originalPrice: null,
        discountPercent: null,
        isNew: false,
        inStock: true,
        images: [item.imageSrc],
        rating: { average: 0, count: 0 },
        // Not saved with the item: unknown, so no allergen filter counts it as free of any.
        allergens: null,
        netCarbsG: null,
      },
  );
}
