/**
 * Payment helpers of the specs: a signed-in shopper with a filled cart and profile, an
 * order placed through the API, the run's fake Mercado Pago checkout (support/fake-mercadopago.mjs,
 * started by playwright.config.ts), and the administrator's view of an order's payment.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { createConfirmedAccount, type TestAccount } from './accounts.ts';
import { E2E_ADMIN } from './admin-account.ts';
import { expect } from './fixtures.ts';
import { apiProduct, pickupDelivery, type ApiProduct } from './shop.ts';

/** The payment methods (domain/src/payment.ts). */
export type PaymentMethod = 'mercadopago' | 'transferencia' | 'efectivo';

/** The fake Mercado Pago's address in this run (its checkout pages live there). */
export const mercadoPagoUrl = (): string => `http://127.0.0.1:${process.env.E2E_MP_PORT}`;

export interface Shopper {
  account: TestAccount;
  lastname: string;
}

/**
 * A confirmed account signed in on `page` (its cookies), with a saved profile so /checkout is
 * pre-filled; the lastname is unique, for finding the order on the desk.
 */
export async function signedInShopper(page: Page, prefix: string): Promise<Shopper> {
  const account = await createConfirmedAccount(page.request, prefix);
  const signIn = await page.request.post('/api/account/sign-in', {
    data: { username: account.username, password: account.password },
  });
  expect(signIn.ok(), await signIn.text()).toBeTruthy();
  const lastname = `Pago${Date.now().toString(36)}${Math.floor(Math.random() * 1e3)}`;
  const profile = {
    nombre: 'Lucía',
    apellido: lastname,
    email: account.email,
    direccion: 'Caseros 450',
    telefono: '3875553333',
    notas: '',
  };
  const saved = await page.request.post('/api/cliente', { data: profile });
  expect(saved.ok(), await saved.text()).toBeTruthy();
  return { account, lastname };
}

/** Puts `quantity` of `product` in the saved cart before the app starts. */
export async function seedCart(page: Page, product: ApiProduct, quantity: number): Promise<void> {
  const line = {
    id: product.id,
    type: product.category,
    quantity,
    title: product.title,
    price: product.price,
    imageSrc: product.images[0] ?? '',
    description: '',
  };
  await page.addInitScript(
    (value) => {
      if (!localStorage.getItem('cartItems')) localStorage.setItem('cartItems', value);
    },
    JSON.stringify([line]),
  );
}

/** A cake of the seeded catalogue (its price is what the order and Mercado Pago charge). */
export const cake = (request: APIRequestContext): Promise<ApiProduct> => apiProduct(request, '12');

/** Places a web order as the shopper signed in on `page`, through the API; answers its id. */
export async function placeOrder(
  page: Page,
  shopper: Shopper,
  paymentMethod: PaymentMethod,
  items = [{ id: '12', quantity: 1 }],
): Promise<string> {
  const placed = await page.request.post('/api/pedido', {
    data: {
      firstname: 'Lucía',
      lastname: shopper.lastname,
      email: shopper.account.email,
      address: 'Caseros 450',
      phone: '3875553333',
      paymentMethod,
      delivery: pickupDelivery(),
      items,
    },
    headers: {
      'Idempotency-Key': `pay-${shopper.lastname}-${paymentMethod}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { pedido: { id: string } }).pedido.id;
}

/** Asks the shop for the order's Mercado Pago checkout address, as "Pagar" does (POST /api/pedidos/:id/pago). */
export async function checkoutUrlOf(page: Page, orderId: string): Promise<string> {
  const res = await page.request.post(`/api/pedidos/${orderId}/pago`);
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { checkoutUrl: string }).checkoutUrl;
}

/** On the fake checkout page: checks it charges `total`, then presses Aprobar, Rechazar or Pendiente. */
export async function payOnFakeCheckout(
  page: Page,
  button: 'Aprobar' | 'Rechazar' | 'Pendiente',
  total?: number,
): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`^${mercadoPagoUrl()}/checkout/v1/redirect\\?pref_id=`));
  await expect(page.getByRole('heading', { name: 'Mercado Pago (prueba)' })).toBeVisible();
  if (total !== undefined) await expect(page.getByText(`Total: $ ${total}`)).toBeVisible();
  await page.getByRole('button', { name: button }).click();
}

export interface AdminPaymentView {
  paymentMethod: string;
  paymentStatus: string;
  payments: { id: string; status: string; amount: number }[];
  paymentHistory: { source: string; by: string | null; from: string | null; to: string }[];
}

/** The order as the back office's API answers it, read by the administrator in a context of its own. */
export async function adminOrder(browser: Browser, orderId: string): Promise<AdminPaymentView> {
  const context = await browser.newContext();
  try {
    const signIn = await context.request.post('/api/account/sign-in', {
      data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
    });
    expect(signIn.ok(), await signIn.text()).toBeTruthy();
    const res = await context.request.get(`/api/admin/orders/${orderId}`);
    expect(res.ok(), await res.text()).toBeTruthy();
    return (await res.json()) as AdminPaymentView;
  } finally {
    await context.close();
  }
}
