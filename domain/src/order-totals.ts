/** Whole-ARS totals of an order (issue 14): discount on the products' subtotal, then delivery. */
export function orderTotals(input: { subtotal: number; discount: number; delivery: number }) {
  const discount = Math.min(Math.max(0, input.discount), input.subtotal);
  const delivery = Math.max(0, input.delivery);
  return { subtotal: input.subtotal, discount, delivery, total: input.subtotal - discount + delivery };
}
