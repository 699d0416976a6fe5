/**
 * Leaving the shop for Mercado Pago's checkout (Checkout Pro's redirect). An object, so
 * component tests can replace `leave` (jsdom cannot navigate).
 */
export const paymentRedirect = {
  /**
   * Sends the browser to `url` (http or https only; anything else throws TypeError before leaving).
   * `backPath`, when given, first replaces the current history entry, so the browser's Back button
   * on Mercado Pago returns to that page of the shop (the order's payment page) instead of a page
   * whose state is gone (an emptied checkout); a page restored from the back-forward cache is reloaded
   * so it shows fresh data instead of its "taking you to Mercado Pago" screen.
   */
  leave(url: string, backPath?: string): void {
    const target = new URL(url, window.location.href);
    if (target.protocol !== 'https:' && target.protocol !== 'http:')
      throw new TypeError(`not a web address: ${url}`);
    if (backPath) window.history.replaceState(window.history.state, '', backPath);
    window.addEventListener(
      'pageshow',
      (event) => {
        if (event.persisted) window.location.reload();
      },
      { once: true },
    );
    window.location.assign(target.href);
  },
};
