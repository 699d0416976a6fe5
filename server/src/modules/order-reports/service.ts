/**
 * The production list: what to bake for one delivery day. Sums the units of each
 * product over the orders booked for that day (orders.delivery_day, an Argentina date)
 * that are not cancelled, and the WhatsApp orders the owner confirmed for it (decision 0034),
 * and lists the orders behind each line. Knows nothing of HTTP.
 */
import {
  type ProductionList,
  type ProductionLine,
  addDaysToDate,
  shopDateTime,
  shopDayStart,
  type OrderExportQuery,
} from '@shop/domain';
import type { Db } from '../../db/client.ts';
import { toCsv } from '../../lib/csv.ts';
import { readProductTitles } from '../catalog/index.ts';
import { readWebProductionLines, readWhatsappProductionLines, readOrdersWithLines } from './store.ts';

/**
 * @param day "YYYY-MM-DD", an Argentina calendar day (already validated).
 * @param lang the language of the product titles (the owner's).
 * @returns lines ordered by product title, each order in it by window then customer; products
 *   with the same id across several lines of one order are summed into one entry.
 */
export async function productionList(db: Db, day: string, lang: 'es' | 'en'): Promise<ProductionList> {
  const rows = await readWebProductionLines(db, day);
  // Confirmed WhatsApp orders count like web orders; started or discarded ones do not.
  const whatsappRows = await readWhatsappProductionLines(db, day);
  const all = [
    ...rows.map((r) => ({ ...r, reference: undefined as string | undefined })),
    ...whatsappRows.map((r) => ({ ...r, orderNumber: null })),
  ];

  // The catalogue's current titles (order_lines' product_id is a restricting foreign key: every one is found).
  const titles = new Map(
    (await readProductTitles(db, [...new Set(all.map((r) => r.productId))])).map((t) => [t.id, t]),
  );
  const byProduct = new Map<number, ProductionLine>();
  const orderIds = new Set<string>();
  for (const r of all) {
    orderIds.add(r.orderId);
    let line = byProduct.get(r.productId);
    if (!line) {
      line = {
        productId: String(r.productId),
        title: (lang === 'en' ? titles.get(r.productId)?.titleEn : titles.get(r.productId)?.titleEs) ?? '',
        units: 0,
        orders: [],
      };
      byProduct.set(r.productId, line);
    }
    line.units += r.quantity;
    const same = line.orders.find((o) => o.id === r.orderId);
    if (same) same.quantity += r.quantity;
    else
      line.orders.push({
        id: r.orderId,
        number: r.orderNumber,
        ...(r.reference ? { reference: r.reference } : {}),
        quantity: r.quantity,
        customer: `${r.firstname} ${r.lastname}`,
        kind: r.kind,
        place: r.place,
        window: r.window,
        status: r.status,
      });
  }
  const lines = [...byProduct.values()].sort((a, b) => a.title.localeCompare(b.title, lang));
  return { date: day, totalUnits: lines.reduce((n, l) => n + l.units, 0), orderCount: orderIds.size, lines };
}

/**
 * The production list of `day` as a CSV file (lib/csv.ts: UTF-8 with BOM, CRLF), one row per order
 * and product, headers in `lang`.
 * @returns the CSV text and the day it covers ("YYYY-MM-DD", for the file name).
 */
export async function productionCsv(
  db: Db,
  day: string,
  lang: 'es' | 'en',
): Promise<{ date: string; csv: string }> {
  const list = await productionList(db, day, lang);
  return { date: list.date, csv: toCsv(productionCsvHeader(lang), productionCsvRows(list)) };
}

/** The list as CSV rows (one per order and product), for lib/csv.ts's toCsv. */
function productionCsvRows(list: ProductionList): (string | number | null)[][] {
  return list.lines.flatMap((line) =>
    line.orders.map((o) => [
      list.date,
      line.productId,
      line.title,
      line.units,
      o.id,
      o.customer,
      o.quantity,
      o.kind,
      o.place,
      o.window,
    ]),
  );
}

/** The CSV header of productionCsvRows, per language. */
function productionCsvHeader(lang: 'es' | 'en'): string[] {
  return lang === 'en'
    ? [
        'day',
        'product_id',
        'product',
        'units_of_product',
        'order',
        'customer',
        'units_in_order',
        'delivery_kind',
        'delivery_place',
        'window',
      ]
    : [
        'dia',
        'producto_id',
        'producto',
        'unidades_producto',
        'pedido',
        'cliente',
        'unidades_pedido',
        'entrega',
        'lugar',
        'franja',
      ];
}

/*
 * The orders export: the orders placed in a range of Argentina days as CSV, one
 * row per line item with the order's customer, delivery and payment repeated, so a spreadsheet can
 * sum either. Formula-looking values are neutralised by lib/csv.ts (shoppers type names and notes).
 */

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
