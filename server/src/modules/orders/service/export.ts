/**
 * The orders export: the orders placed in a range of Argentina days as CSV, one
 * row per line item with the order's customer, delivery and payment repeated, so a spreadsheet can
 * sum either. Formula-looking values are neutralised by lib/csv.ts (shoppers type names and notes).
 */
import { addDaysToDate, shopDateTime, shopDayStart, type OrderExportQuery } from '@shop/domain';
import type { Db } from '../../../db/client.ts';
import { toCsv } from '../../../lib/csv.ts';
import { readOrdersWithLines } from '../store/export.ts';

const HEADER = {
  es: [
    'pedido',
    'fecha',
    'estado',
    'forma_de_pago',
    'estado_del_pago',
    'nombre',
    'apellido',
    'email',
    'telefono',
    'direccion',
    'notas_direccion',
    'entrega',
    'lugar_de_entrega',
    'direccion_de_entrega',
    'dia_de_entrega',
    'franja',
    'envio_ars',
    'cupon',
    'descuento_ars',
    'subtotal_ars',
    'total_ars',
    'producto_id',
    'producto',
    'cantidad',
    'precio_unitario_ars',
    'total_linea_ars',
  ],
  en: [
    'order',
    'placed_at',
    'status',
    'payment_method',
    'payment_status',
    'first_name',
    'last_name',
    'email',
    'phone',
    'address',
    'address_notes',
    'delivery',
    'delivery_place',
    'delivery_address',
    'delivery_day',
    'window',
    'delivery_ars',
    'coupon',
    'discount_ars',
    'subtotal_ars',
    'total_ars',
    'product_id',
    'product',
    'quantity',
    'unit_price_ars',
    'line_total_ars',
  ],
} as const;

/**
 * @param range `from`..`to`, Argentina days, inclusive (validated by domain orderExportQuerySchema).
 * @returns the CSV text (UTF-8 with BOM, CRLF) and the number of orders in it; orders oldest first.
 */
export async function exportOrders(
  db: Db,
  range: Pick<OrderExportQuery, 'from' | 'to'>,
  lang: 'es' | 'en',
): Promise<{ csv: string; orders: number }> {
  const start = shopDayStart(range.from);
  const end = shopDayStart(addDaysToDate(range.to, 1));
  // One query: lines joined to their orders, in the order's and then the line's order.
  const rows = await readOrdersWithLines(db, start, end);
  const out = rows.map(({ o, l }) => [
    o.id,
    shopDateTime(o.createdAt),
    o.status,
    o.paymentMethod,
    o.paymentStatus,
    o.firstname,
    o.lastname,
    o.email,
    o.phone,
    o.address,
    o.addressNotes,
    o.deliveryKind,
    o.deliveryName,
    o.deliveryAddress,
    o.deliveryDay,
    o.deliveryWindow,
    o.deliveryPriceArs,
    o.couponCode,
    o.discountArs,
    o.subtotalArs ?? o.totalArs,
    o.totalArs,
    l.productId,
    l.title,
    l.quantity,
    l.unitPriceArs,
    l.lineTotalArs,
  ]);
  return { csv: toCsv(HEADER[lang], out), orders: new Set(rows.map((r) => r.o.id)).size };
}
