import type { PaymentMethod } from './payment';
import type { ShopFacts } from './shop-facts';
/**
 * Public facts about the shop: the owner's "Datos de la tienda"
 * (docs/decisions/0028-shop-facts-in-the-database.md; the environment gives the first values),
 * shown in the footer, contact page and checkout, served by GET /api/shop and embedded in the page.
 * `whatsapp` is digits only in international format (e.g. "5493870000000").
 */
export interface ShopInfo extends ShopFacts {
  /** `whatsapp` as people read it, e.g. "+54 9 387 000 0000". */
  whatsappDisplay: string;
  /** Payment methods offered at checkout, in display order; 'mercadopago' only when configured. */
  paymentMethods: PaymentMethod[];
  /** Campaign measurement after consent (docs/decisions/0035); absent when no provider is configured. */
  analytics?: AnalyticsConfig;
}

/**
 * The campaign providers the shop measures with once the shopper consents
 * (docs/decisions/0035-campaigns-measured-with-consent.md): GA4_MEASUREMENT_ID, META_PIXEL_ID, and
 * (tests only) the origin their scripts are fetched from instead of the providers' own hosts.
 */
export interface AnalyticsConfig {
  ga4MeasurementId?: string;
  metaPixelId?: string;
  scriptBaseUrl?: string;
}

/**
 * What a page served while the access gate is locked (/access) carries instead of ShopInfo: the
 * name only, so no contact detail or bank alias reaches a visitor without a key. The web app then neither shows nor fetches the other facts.
 */
export interface WithheldShopInfo {
  name: string;
  nameEn: string;
  withheld: true;
}

/** The shop's name in `lang` (configured per language). */
export function shopNameIn(shop: Pick<ShopInfo, 'name' | 'nameEn'>, lang: string): string {
  return lang === 'en' ? shop.nameEn || shop.name : shop.name;
}

/**
 * A browser tab title, the one pattern of every page: "{page} · {shop name}";
 * the shop name alone when the page has no title of its own.
 */
export function documentTitle(page: string | undefined, shopName: string): string {
  if (!page) return shopName;
  return shopName ? `${page} · ${shopName}` : page;
}
