// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Product } from '@shop/domain';
import { renderAt } from '../../../test/render.tsx';
import { useCartStore } from '../cart-store.ts';
import { ProductPurchase } from './product-purchase.tsx';

const product: Product = {
  id: '3',
  slug: 'pan-de-semillas',
  title: 'Pan de semillas',
  details: 'Pan keto',
  imageAlt: 'Foto',
  category: 'salados',
  price: 4000,
  originalPrice: null,
  discountPercent: null,
  isNew: false,
  inStock: true,
  images: [],
  rating: { average: 0, count: 0 },
  allergens: null,
  netCarbsG: null,
};

const quantityShown = () =>
  within(screen.getByRole('group', { name: 'Cantidad de Pan de semillas' })).getByText(/^\d+$/).textContent;
const inCart = () => useCartStore.getState().lines.find((l) => l.id === '3')?.quantity ?? 0;

describe('ProductPurchase (decision 0019)', () => {
  beforeEach(() => useCartStore.getState().clear());
  afterEach(() => cleanup());

  it('starts at 1 with "Agregar al carrito" and "Comprar ahora" when the product is not in the cart', () => {
    renderAt(<ProductPurchase product={product} />);
    expect(quantityShown()).toBe('1');
    expect(screen.getByRole('button', { name: 'Agregar al carrito' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Comprar ahora' })).toHaveProperty('disabled', false);
    // The minus stops at 1; changing the quantity does not touch the cart yet.
    expect(screen.getByRole('button', { name: 'Restar uno: Pan de semillas' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sumar uno: Pan de semillas' }));
    expect(quantityShown()).toBe('2');
    expect(inCart()).toBe(0);
  });

  it('"Agregar al carrito" puts the chosen quantity in the cart and says so', async () => {
    renderAt(<ProductPurchase product={product} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sumar uno: Pan de semillas' }));
    fireEvent.click(screen.getByRole('button', { name: 'Agregar al carrito' }));
    expect(inCart()).toBe(2);
    expect(
      (await screen.findByText('Agregaste Pan de semillas al carrito (2 en total).')).textContent,
    ).toBeTruthy();
    expect(screen.getByTestId('product-in-cart').textContent).toBe('Tenés 2 en tu carrito. Ver carrito');
    // In the cart, the stepper changes the cart's line.
    fireEvent.click(screen.getByRole('button', { name: 'Sumar uno: Pan de semillas' }));
    expect(inCart()).toBe(3);
    expect(quantityShown()).toBe('3');
  });

  it('"Comprar ahora" puts the quantity in the cart and goes to /checkout', async () => {
    const { router } = renderAt(<ProductPurchase product={product} />, {
      path: '/allProducts/pan-de-semillas',
      routes: [{ path: '/checkout', element: <p>checkout</p> }],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Comprar ahora' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(inCart()).toBe(1);
  });

  it('with a product in the cart, "Comprar ahora" keeps the cart as it is', async () => {
    useCartStore.getState().add({
      id: '3',
      type: 'salados',
      title: 'Pan de semillas',
      price: 4000,
      imageSrc: '',
      description: '',
    });
    const { router } = renderAt(<ProductPurchase product={product} />, {
      path: '/allProducts/pan-de-semillas',
      routes: [{ path: '/checkout', element: <p>checkout</p> }],
    });
    expect(quantityShown()).toBe('1');
    expect(screen.queryByRole('button', { name: 'Agregar al carrito' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Comprar ahora' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(inCart()).toBe(1);
  });

  it('offers nothing to buy when the product is out of stock', () => {
    renderAt(<ProductPurchase product={{ ...product, inStock: false }} />);
    expect(screen.getByRole('button', { name: 'Agregar al carrito' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Comprar ahora' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Sumar uno: Pan de semillas' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});
