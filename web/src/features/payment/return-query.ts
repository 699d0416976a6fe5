/**
 * Whether the payment page was reached by Mercado Pago's return after a payment attempt.
 * Checkout Pro's back_urls get `payment_id` and `collection_id` (the string "null" when the shopper
 * left without paying). Only the presence of an attempt is read here, to decide whether the page
 * waits for its confirmation; the payment's state always comes from the server, never from this query.
 */
export function returnedFromPayment(search: string): boolean {
  const params = new URLSearchParams(search);
  return ['payment_id', 'collection_id'].some((name) => {
    const value = params.get(name)?.trim();
    return Boolean(value) && value !== 'null';
  });
}
