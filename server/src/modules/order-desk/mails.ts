/**
 * The order desk's mail: the mail a customer gets when the shop changes an order's status, in the order's
 * language, with the delivery date in Argentina's time zone when one is set.
 */
import { formatOrderNumber, type Lang, type OrderStatus } from '@shop/domain';
import type { OrderRow } from '../../db/schema.ts';
import { escapeHtml, type MailMessage } from '../../plugins/mail.ts';

const labels: Record<OrderStatus, Record<Lang, string>> = {
  pendiente: { es: 'pendiente', en: 'pending' },
  en_camino: { es: 'en camino', en: 'on its way' },
  listo_para_retirar: { es: 'listo para retirar', en: 'ready for pickup' },
  entregado: { es: 'entregado', en: 'delivered' },
  cancelado: { es: 'cancelado', en: 'cancelled' },
};

/** "Tu pedido N.º 1042 está en camino", plus the delivery date when given. */
export function statusChangeMail(
  order: OrderRow,
  status: OrderStatus,
  deliveryDate: Date | null,
  shopName: string,
): MailMessage {
  const lang: Lang = order.lang === 'en' ? 'en' : 'es';
  const id = formatOrderNumber(order.number, lang);
  const when = deliveryDate
    ? new Intl.DateTimeFormat(lang === 'en' ? 'en-US' : 'es-AR', {
        dateStyle: 'full',
        timeStyle: 'short',
        hourCycle: 'h23',
        timeZone: 'America/Argentina/Salta',
      }).format(deliveryDate)
    : null;
  // A pickup ready to collect says where: the point's name and address as the order keeps them.
  const place =
    status === 'listo_para_retirar' && order.deliveryName
      ? [order.deliveryName, order.deliveryAddress].filter(Boolean).join(', ')
      : null;
  const lines =
    lang === 'en'
      ? [
          `Hi ${order.firstname}, your order ${id} is now ${labels[status].en}.`,
          ...(place ? [`Pick it up at ${place}.`] : []),
          ...(when ? [`Delivery: ${when}.`] : []),
          'You can follow it in "My orders".',
          shopName,
        ]
      : [
          `Hola ${order.firstname}, tu pedido ${id} ahora está ${labels[status].es}.`,
          ...(place ? [`Retiralo en ${place}.`] : []),
          ...(when ? [`Entrega: ${when}.`] : []),
          'Podés seguirlo en "Mis pedidos".',
          shopName,
        ];
  return {
    to: order.email,
    subject:
      lang === 'en'
        ? `${shopName}: order ${id} ${labels[status].en}`
        : `${shopName}: pedido ${id} ${labels[status].es}`,
    text: lines.join('\n\n'),
    html: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join(''),
  };
}
