import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { createConfirmedAccount } from '../support/accounts.ts';
import { E2E_ADMIN } from '../support/admin-account.ts';
import { expect, test } from '../support/fixtures.ts';
import { apiProducts, main, pickupDelivery, productCards, type ApiProduct } from '../support/shop.ts';

test.use({ bypassCSP: true });

/** Puts two real products in the saved cart before the app starts. */
async function seedCart(page: Page, lines: ApiProduct[]) {
  const stored = lines.map((p, i) => ({
    id: p.id,
    type: p.category,
    quantity: i + 1,
    title: p.title,
    price: p.price,
    imageSrc: p.images[0] ?? '',
    description: '',
  }));
  await page.addInitScript((value) => {
    if (!localStorage.getItem('cartItems')) localStorage.setItem('cartItems', value);
  }, JSON.stringify(stored));
}

/** Places a Mercado Pago order as a new customer in a request context of its own; answers its id. */
async function placeMercadoPagoOrder(request: APIRequestContext): Promise<string> {
  const account = await createConfirmedAccount(request, 'axe_buyer');
  expect(
    (
      await request.post('/api/account/sign-in', {
        data: { username: account.username, password: account.password },
      })
    ).ok(),
  ).toBeTruthy();
  const placed = await request.post('/api/pedido', {
    data: {
      firstname: 'Ana',
      lastname: 'Axe',
      email: account.email,
      address: 'Mitre 1',
      phone: '3875550000',
      paymentMethod: 'mercadopago',
      delivery: pickupDelivery(),
      items: [{ id: '12', quantity: 1 }],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { pedido: { id: string } }).pedido.id;
}

const pages: {
  name: string;
  /** `orderId`: a Mercado Pago order placed for the page (with `order`). */
  path: (slug: string, orderId: string) => string;
  ready: (page: Page) => Promise<void>;
  cart?: boolean;
  signedIn?: boolean;
  admin?: boolean;
  /** 'own': placed by the signed-in visitor; 'customer': by another account (for the back office). */
  order?: 'own' | 'customer';
}[] = [
  {
    name: 'home',
    path: () => '/',
    ready: async (page) => {
      await expect(productCards(main(page)).first()).toBeVisible();
    },
  },
  {
    name: 'all products',
    path: () => '/allProducts',
    ready: async (page) => {
      await expect(productCards(main(page))).toHaveCount(10);
    },
  },
  {
    name: 'category',
    path: () => '/category?selected=Dulces',
    ready: async (page) => {
      // The category menu: a native select named by its label, reachable with the keyboard.
      const menu = main(page).getByRole('combobox', { name: 'Categoría' });
      await expect(menu).toHaveValue('Dulces');
      await menu.focus();
      await expect(menu).toBeFocused();
      await expect(productCards(main(page)).first()).toBeVisible();
    },
  },
  {
    name: 'product page',
    path: (slug) => `/allProducts/${slug}`,
    ready: async (page) => {
      await expect(main(page).getByRole('button', { name: 'Comprar ahora' })).toBeVisible();
    },
  },
  {
    name: 'cart',
    path: () => '/cart',
    cart: true,
    ready: async (page) => {
      await expect(main(page).getByRole('link', { name: 'Realizar Pedido' })).toBeVisible();
    },
  },
  {
    name: 'checkout',
    path: () => '/checkout',
    cart: true,
    ready: async (page) => {
      await expect(main(page).getByRole('button', { name: /Mis Datos Personales/ })).toBeVisible();
      await expect(main(page).getByRole('button', { name: 'Confirmar Pedido en Web' })).toBeVisible();
    },
  },
  {
    name: 'contact',
    path: () => '/contact',
    ready: async (page) => {
      await expect(main(page).getByRole('button', { name: 'Enviar por WhatsApp' })).toBeVisible();
    },
  },
  {
    name: 'sign-up',
    path: () => '/signup',
    ready: async (page) => {
      await expect(main(page).getByRole('button', { name: 'Crear cuenta' })).toBeVisible();
    },
  },
  {
    name: 'login',
    path: () => '/login',
    ready: async (page) => {
      await expect(main(page).getByRole('button', { name: 'Ingresar', exact: true })).toBeVisible();
    },
  },
  {
    name: 'account (signed in)',
    path: () => '/account',
    signedIn: true,
    ready: async (page) => {
      await expect(main(page).getByRole('button', { name: 'Guardar cambios' })).toBeVisible();
    },
  },
  {
    name: 'account menu open (signed in)',
    path: () => '/account',
    signedIn: true,
    ready: async (page) => {
      await page.getByRole('banner').getByRole('button', { name: 'Cuenta' }).click();
      await expect(page.getByRole('menu', { name: 'Menú de mi cuenta' })).toBeVisible();
    },
  },
  {
    // The phone's menu drawer open (decision 0044: a modal panel of our own).
    name: 'menu drawer open (phone, signed in)',
    path: () => '/allProducts',
    signedIn: true,
    ready: async (page) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('banner').getByRole('button', { name: 'Abrir menú' }).click();
      const drawer = page.getByRole('dialog', { name: 'Menú principal' });
      await expect(drawer.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Cerrar menú' })).toBeFocused();
    },
  },
  {
    name: 'review dialog (signed in)',
    path: () => '/allProducts',
    signedIn: true,
    ready: async (page) => {
      await productCards(main(page))
        .first()
        .getByRole('button', { name: /^Escribir una reseña/ })
        .click();
      await expect(
        page.getByRole('dialog').getByRole('radiogroup', { name: 'Tu calificación' }),
      ).toBeVisible();
    },
  },
  {
    name: 'newsletter leave form (/baja)',
    path: () => '/baja',
    ready: async (page) => {
      await expect(main(page).getByRole('button', { name: 'Pedir la baja' })).toBeVisible();
    },
  },
  {
    name: 'orders (signed in)',
    path: () => '/orders',
    signedIn: true,
    ready: async (page) => {
      await expect(main(page).getByText('No tenés pedidos registrados.')).toBeVisible();
    },
  },
  {
    name: 'order payment page (signed in)',
    path: (_slug, orderId) => `/pedidos/${orderId}/pago`,
    signedIn: true,
    order: 'own',
    ready: async (page) => {
      await expect(main(page).getByRole('button', { name: 'Pagar con Mercado Pago' })).toBeVisible();
    },
  },
  {
    name: 'back office: order page with its payment',
    path: (_slug, orderId) => `/admin/orders/${orderId}`,
    admin: true,
    order: 'customer',
    ready: async (page) => {
      await expect(
        main(page).getByText('Mercado Pago todavía no informó pagos de este pedido.'),
      ).toBeVisible();
    },
  },
  {
    name: 'back office: dashboard',
    path: () => '/admin',
    admin: true,
    ready: async (page) => {
      await expect(
        main(page).getByRole('heading', { name: 'Facturación de los últimos 30 días' }),
      ).toBeVisible();
    },
  },
  {
    name: 'back office: production list',
    path: () => '/admin/production',
    admin: true,
    ready: async (page) => {
      await expect(
        main(page)
          .getByRole('status')
          .filter({ hasText: /unidades|No hay pedidos/ }),
      ).toBeVisible();
    },
  },
  {
    name: 'back office: orders',
    path: () => '/admin/orders',
    admin: true,
    ready: async (page) => {
      await expect(main(page).getByLabel('Buscar por nombre, e-mail o número de pedido')).toBeVisible();
    },
  },
  {
    name: 'back office: customers',
    path: () => '/admin/customers',
    admin: true,
    ready: async (page) => {
      await expect(main(page).getByText(/\d+ de \d+ clientes/)).toBeVisible();
    },
  },
  {
    name: 'back office: products',
    path: () => '/admin/products',
    admin: true,
    ready: async (page) => {
      await expect(
        main(page)
          .getByRole('link', { name: /^Editar/ })
          .first(),
      ).toBeVisible();
    },
  },
  {
    name: 'back office: product form',
    path: () => '/admin/products/1',
    admin: true,
    ready: async (page) => {
      await expect(main(page).getByRole('button', { name: 'Guardar cambios' })).toBeVisible();
      await expect(main(page).getByRole('list', { name: 'Imágenes del producto' })).toBeVisible();
    },
  },
  {
    name: 'back office: deal',
    path: () => '/admin/deal',
    admin: true,
    ready: async (page) => {
      await expect(main(page).getByRole('button', { name: 'Guardar oferta' })).toBeVisible();
    },
  },
];

for (const target of pages) {
  test(`axe: no serious or critical violations on ${target.name}`, async ({ page, request }) => {
    const { items } = await apiProducts(request, { limit: 2 });
    if (target.cart) await seedCart(page, items);
    let orderId = '';
    if (target.order === 'customer') orderId = await placeMercadoPagoOrder(request);
    if (target.signedIn) {
      if (target.order === 'own') orderId = await placeMercadoPagoOrder(page.request);
      else {
        const account = await createConfirmedAccount(request, 'axe');
        expect(
          (
            await page.request.post('/api/account/sign-in', {
              data: { username: account.username, password: account.password },
            })
          ).ok(),
        ).toBeTruthy();
      }
    }
    if (target.admin) {
      const signIn = await page.request.post('/api/account/sign-in', {
        data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
      });
      expect(signIn.ok()).toBeTruthy();
    }
    await page.goto(target.path(items[0]!.slug, orderId));
    await target.ready(page);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
}
