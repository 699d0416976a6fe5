import type { PaymentMethod } from './payment';
/**
 * Public facts about the shop, from the server's configuration (DESIGN.md difference 11):
 * shown in the footer, contact page and checkout, served by GET /api/shop and embedded in the
 * page. `whatsapp` is digits only in international format (e.g. "5493870000000").
 */
export interface ShopInfo {
  name: string;
  whatsapp: string;
  /** `whatsapp` as people read it, e.g. "+54 9 387 000 0000" (issue 17 item 21). */
  whatsappDisplay: string;
  infoEmail: string;
  developerEmail: string;
  address: string;
  city: string;
  instagramUrl: string;
  bankAlias: string;
  /** CBU of the transfer account, '' when not configured (issue 12). */
  bankCbu: string;
  /** Payment methods offered at checkout, in display order; 'mercadopago' only when configured (issue 12). */
  paymentMethods: PaymentMethod[];
}

/**
 * What a page served while the access gate is locked (/access) carries instead of ShopInfo: the
 * name only, so no contact detail or bank alias reaches a visitor without a key (issue 11,
 * finding 3). The web app then neither shows nor fetches the other facts.
 */
export interface WithheldShopInfo {
  name: string;
  withheld: true;
}
