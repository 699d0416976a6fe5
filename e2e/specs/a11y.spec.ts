import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { createConfirmedAccount } from '../support/accounts.ts';
import { E2E_ADMIN } from '../support/admin-account.ts';
import { expect, test } from '../support/fixtures.ts';
import { apiProducts, main, productCards, type ApiProduct } from '../support/shop.ts';

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

const pages: { name: string; path: (slug: string) => string; ready: (page: Page) => Promise<void>; cart?: boolean; signedIn?: boolean; admin?: boolean }[] = [
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
    name: 'orders (signed in)',
    path: () => '/orders',
    signedIn: true,
    ready: async (page) => {
      await expect(main(page).getByText('No tienes pedidos registrados.')).toBeVisible();
    },
  },
  {
    name: 'back office: orders',
    path: () => '/admin',
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
      await expect(main(page).getByRole('link', { name: /^Editar/ }).first()).toBeVisible();
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
    if (target.signedIn) {
      const account = await createConfirmedAccount(request, 'axe');
      expect((await page.request.post('/api/account/sign-in', { data: { username: account.username, password: account.password } })).ok()).toBeTruthy();
    }
    if (target.admin) {
      const signIn = await page.request.post('/api/account/sign-in', { data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password } });
      expect(signIn.ok()).toBeTruthy();
    }
    await page.goto(target.path(items[0]!.slug));
    await target.ready(page);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
}
