/**
 * The Checkout Pro preference for an order, built only from what is stored (issue 12): the lines
 * as sold, never the browser's prices. external_reference is the order id (notifications and the
 * reconciliation find the order by it); every back_url is the shop's own page for the order, which
 * asks the server for the state instead of reading the query string.
 */
import type { PreferenceRequest } from 'mercadopago/dist/clients/preference/commonTypes';
import type { OrderRow } from '../../db/schema.ts';

export interface PreferenceLine {
  productId: number;
  title: string;
  quantity: number;
  unitPriceArs: number;
}

/** PUBLIC_URL/pedidos/:id/pago: where Mercado Pago sends the shopper back (success, failure, pending). */
export const paymentPageUrl = (publicUrl: string, orderId: string) => `${publicUrl}/pedidos/${orderId}/pago`;

/** The URL registered for notifications; `source_news=webhooks` asks for signed webhooks only, not the older unsigned IPN. */
export const webhookUrl = (publicUrl: string) => `${publicUrl}/api/payments/mercadopago/webhook?source_news=webhooks`;

/** The preference body for `order` and its `lines` (delivery becomes its own line with issue 14). */
export function buildPreference(order: OrderRow, lines: readonly PreferenceLine[], publicUrl: string, shopName: string): PreferenceRequest {
  const back = paymentPageUrl(publicUrl, order.id);
  return {
    items: lines.map((l) => ({
      id: String(l.productId),
      title: l.title,
      quantity: l.quantity,
      unit_price: l.unitPriceArs,
      currency_id: 'ARS',
    })),
    external_reference: order.id,
    back_urls: { success: back, failure: back, pending: back },
    // Mercado Pago refuses auto_return unless the success URL is a public https address.
    ...(publicUrl.startsWith('https:') ? { auto_return: 'approved' } : {}),
    notification_url: webhookUrl(publicUrl),
    payer: { name: order.firstname, surname: order.lastname, email: order.email },
    statement_descriptor: shopName.normalize('NFD').replace(/[^\w .-]/g, '').slice(0, 22),
    metadata: { order_id: order.id },
  };
}
