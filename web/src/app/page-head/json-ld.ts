/**
 * Structured data for search engines (JSON-LD), typed with schema.org's own types
 * (schema-dts) so a wrong property or type does not compile: the shop as a Bakery (a
 * LocalBusiness), a product with its Offer (and AggregateRating only when it has reviews), and
 * the breadcrumb trail of a page. Absolute URLs throughout; prices in whole ARS.
 */
import type { Bakery, BreadcrumbList, Product as SchemaProduct, WithContext } from 'schema-dts';
import { imageSources, type Product, type ShopInfo } from '@shop/domain';
import type { SiteFacts } from '../../entry-types.ts';

export type { SiteFacts };

/** The Bakery's node id, so offers can name their seller without repeating it. */
export const bakeryId = (site: SiteFacts): string => `${site.publicUrl}/#bakery`;

/**
 * The shop as a Bakery: name, address (street = SHOP_ADDRESS up to its first comma, city,
 * region, country AR), phone (the WhatsApp number), e-mail, opening hours, Instagram.
 */
export function bakeryJsonLd(
  shop: ShopInfo,
  name: string,
  site: SiteFacts,
  image: string | undefined,
): WithContext<Bakery> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Bakery',
    '@id': bakeryId(site),
    name,
    url: `${site.publicUrl}/`,
    ...(image ? { image } : {}),
    telephone: `+${shop.whatsapp}`,
    email: shop.infoEmail,
    address: {
      '@type': 'PostalAddress',
      streetAddress: shop.address.split(',')[0]!.trim(),
      addressLocality: shop.city,
      addressRegion: site.region,
      ...(site.postalCode ? { postalCode: site.postalCode } : {}),
      addressCountry: 'AR',
    },
    openingHours: site.openingHours,
    currenciesAccepted: 'ARS',
    sameAs: [shop.instagramUrl],
  };
}

/** A product with its Offer in ARS; AggregateRating only when it has stored reviews. */
export function productJsonLd(product: Product, url: string, site: SiteFacts): WithContext<SchemaProduct> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.details,
    sku: product.slug,
    url,
    image: product.images.map((base) => `${site.publicUrl}${imageSources(base).src}`),
    offers: {
      '@type': 'Offer',
      url,
      price: product.price,
      priceCurrency: 'ARS',
      availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      seller: { '@id': bakeryId(site) },
    },
    ...(product.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating.average,
            reviewCount: product.rating.count,
            bestRating: 5,
            worstRating: 0.5,
          },
        }
      : {}),
  };
}

/** The trail from the home page to this page: `crumbs` in order, each with its absolute URL. */
export function breadcrumbJsonLd(crumbs: { name: string; url: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}
