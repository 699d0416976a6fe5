/**
 * How the shopper's orders are shown: the shared formatting (web/src/lib/order-format.ts, also
 * used by the back office) and what only the shopper's pages need.
 */
import { formatDeliveryDate, formatDeliveryWindow, type Lang, type Pedido } from '@shop/domain';
import { formatOrderDate } from '../../lib/order-format.ts';

export {
  ORDER_TIME_ZONE,
  formatOrderDate,
  STATUS_BADGES,
  statusBadge,
  type StatusBadgeStyle,
} from '../../lib/order-format.ts';

/**
 * Whether an order still waits for its payment, so "Cómo pagar" makes sense (it
 * was offered on delivered orders): neither delivered nor cancelled, and not paid or refunded.
 */
export function awaitsPayment(order: { status: string; paymentStatus: string }): boolean {
  return (
    (order.status === 'pendiente' || order.status === 'en_camino' || order.status === 'listo_para_retirar') &&
    (order.paymentStatus === 'pendiente' || order.paymentStatus === 'rechazado')
  );
}

/** What /orders says about when an order arrives; see `orderDeliveryDates`. */
export interface OrderDeliveryDates {
  /** The day and window promised at checkout ("Jueves 26 de noviembre, tarde (14 a 19 h)"), and whether it is a pickup; null for orders placed before delivery choices existed. */
  promised: { kind: 'delivery' | 'pickup'; text: string } | null;
  /** When it was actually delivered (date and time, Argentina); null until the order is "entregado". */
  delivered: string | null;
}

/**
 * The delivery dates /orders shows (polish brief): the promised day once, and the
 * actual delivery date only once delivered, instead of a "Fecha de entrega —" beside "Día de entrega".
 */
export function orderDeliveryDates(
  order: Pick<Pedido, 'delivery' | 'fechaEntrega' | 'status'>,
  lang: Lang,
): OrderDeliveryDates {
  const promised = order.delivery
    ? {
        kind: order.delivery.kind,
        text: `${capitalize(formatDeliveryDate(order.delivery.date, lang))}, ${formatDeliveryWindow(order.delivery.window, lang)}`,
      }
    : null;
  const delivered =
    order.status === 'entregado' && order.fechaEntrega ? formatOrderDate(order.fechaEntrega, lang) : null;
  return { promised, delivered };
}

const capitalize = (text: string): string => text.charAt(0).toLocaleUpperCase() + text.slice(1);
