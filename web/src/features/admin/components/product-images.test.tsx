// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeFetch, renderAt } from '../../../test/render.tsx';
import { makeAdminProduct } from '../test-support.ts';
import { ProductImages } from './product-images.tsx';

const product = makeAdminProduct({
  id: '7',
  sortOrder: 3,
  imageAltEs: 'Pan de nuez en rodajas',
  imageAltEn: 'Sliced walnut bread',
  images: ['/images/uploads/products/7/a', '/images/uploads/products/7/b'],
});

const fileInput = () => screen.getByLabelText(/^Imagen nueva \(JPEG, PNG, WebP o AVIF/) as HTMLInputElement;
const pick = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });
const upload = () => fireEvent.click(screen.getByRole('button', { name: 'Subir imagen' }));

describe('ProductImages (/admin/products/:id)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the images with their alt text, the first as the main one, and a labelled file picker for the accepted types', () => {
    vi.stubGlobal('fetch', fakeFetch({}));
    renderAt(<ProductImages product={product} />);
    const list = screen.getByRole('list', { name: 'Imágenes del producto' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('img', { name: 'Pan de nuez en rodajas (Imagen 1 de 2)' })).toBeTruthy();
    expect(within(within(list).getAllByRole('listitem')[0]!).getByText('Principal')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Usar como principal (imagen 1)' })).toBeNull();
    expect(fileInput().getAttribute('accept')).toBe('image/jpeg,image/png,image/webp,image/avif');
  });

  it('posts the file as multipart in the field "image" and confirms', async () => {
    const forms: FormData[] = [];
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'POST /api/admin/products/7/images': (init) => {
          forms.push(init!.body as FormData);
          return {
            status: 201,
            body: { ...product, images: [...product.images, '/images/uploads/products/7/c'] },
          };
        },
      }),
    );
    renderAt(<ProductImages product={product} />);
    pick(new File(['png'], 'budin.png', { type: 'image/png' }));
    upload();
    expect((await screen.findByText('Imagen subida.')).closest('[role="status"]')).toBeTruthy();
    expect(forms).toHaveLength(1);
    expect(forms[0]).toBeInstanceOf(FormData);
    expect((forms[0]!.get('image') as File).name).toBe('budin.png');
    expect([...forms[0]!.keys()]).toEqual(['image']);
  });

  it("shows the server's reason in an alert when it refuses the image", async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'POST /api/admin/products/7/images': () => ({
          status: 422,
          body: {
            error: { code: 'image_too_small', message: 'La imagen tiene que medir al menos 400 × 400 px.' },
          },
        }),
      }),
    );
    renderAt(<ProductImages product={product} />);
    pick(new File(['png'], 'chica.png', { type: 'image/png' }));
    upload();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'No se pudo subir la imagen. La imagen tiene que medir al menos 400 × 400 px.',
      ),
    );
  });

  it('refuses before sending when no file is picked or the file is not an accepted image', async () => {
    const fetch = vi.fn(fakeFetch({}));
    vi.stubGlobal('fetch', fetch);
    renderAt(<ProductImages product={product} />);
    upload();
    expect((await screen.findByRole('alert')).textContent).toBe('Elegí un archivo primero.');
    pick(new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }));
    upload();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('El archivo tiene que ser JPEG, PNG, WebP o AVIF.'),
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('"Usar como principal" sends the images with that one first', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'PUT /api/admin/products/7/images': (init) => {
          const body = JSON.parse(String(init!.body)) as { images: string[] };
          bodies.push(body);
          return { status: 200, body: { ...product, images: body.images } };
        },
      }),
    );
    renderAt(<ProductImages product={product} />);
    fireEvent.click(screen.getByRole('button', { name: 'Usar como principal (imagen 2)' }));
    expect((await screen.findByText('Imagen principal cambiada.')).closest('[role="status"]')).toBeTruthy();
    expect(bodies).toEqual([{ images: ['/images/uploads/products/7/b', '/images/uploads/products/7/a'] }]);
  });

  it('"Quitar" asks first, then deletes that image by its index', async () => {
    const deleted: string[] = [];
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'DELETE /api/admin/products/7/images/1': () => {
          deleted.push('1');
          return { status: 200, body: { ...product, images: product.images.slice(0, 1) } };
        },
      }),
    );
    renderAt(<ProductImages product={product} />);
    fireEvent.click(screen.getByRole('button', { name: 'Quitar la imagen 2' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Quitar la imagen 2?' });
    expect(deleted).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Quitar' }));
    expect((await screen.findByText('Imagen quitada.')).closest('[role="status"]')).toBeTruthy();
    expect(deleted).toEqual(['1']);
  });

  it('offers no upload once the product has four images', () => {
    vi.stubGlobal('fetch', fakeFetch({}));
    renderAt(<ProductImages product={{ ...product, images: ['/a', '/b', '/c', '/d'] }} />);
    expect(screen.getByText('Máximo 4 imágenes: quitá una para subir otra.')).toBeTruthy();
    expect(screen.queryByLabelText(/^Imagen nueva/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Subir imagen' })).toBeNull();
  });
});
