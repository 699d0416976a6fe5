// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { RECEIPT_MAX_BYTES } from '@shop/domain';
import { renderAt } from '../../../test/render.tsx';
import { ReceiptUploadForm } from './receipt-upload-form.tsx';

const ID = '3f2a9c1e-1111-4000-8000-000000000000';
const pedido = {
  id: ID,
  number: 1042,
  fechaPedido: '2025-05-04T17:05:00Z',
  fechaEntrega: null,
  total: 8000,
  status: 'pendiente',
  paymentMethod: 'transferencia',
  paymentStatus: 'pendiente',
  items: [],
  hasReceipt: false,
};

function receiptFetch(upload: { status: number; body: unknown }, order: unknown = pedido) {
  const posts: RequestInit[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (init?.method === 'POST') {
      posts.push(init);
      return new Response(JSON.stringify(upload.body), { status: upload.status });
    }
    if (url === `/api/pedidos/${ID}`) return new Response(JSON.stringify(order), { status: 200 });
    return new Response('{}', { status: 404 });
  });
  return { fetch, posts };
}

const fileInput = () => screen.getByLabelText(/^Comprobante \(imagen o PDF/) as HTMLInputElement;
const pick = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Subir comprobante' }));

describe('ReceiptUploadForm (/pedidos/:pedidoId/comprobante)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the order id (8 characters) and asks for a file when none is picked, without sending', async () => {
    const { fetch, posts } = receiptFetch({ status: 201, body: {} });
    vi.stubGlobal('fetch', fetch);
    renderAt(<ReceiptUploadForm pedidoId={ID} />);
    expect(await screen.findByText('Pedido N.º 1042')).toBeTruthy();
    expect(fileInput().getAttribute('accept')).toBe('image/*,application/pdf');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Por favor seleccioná un archivo.');
    expect(posts).toHaveLength(0);
  });

  it('refuses a file over 10 MB before sending', async () => {
    const { fetch, posts } = receiptFetch({ status: 201, body: {} });
    vi.stubGlobal('fetch', fetch);
    renderAt(<ReceiptUploadForm pedidoId={ID} />);
    await screen.findByText('Pedido N.º 1042');
    const big = new File(['x'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: RECEIPT_MAX_BYTES + 1 });
    pick(big);
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('El archivo supera los 10 MB.');
    expect(posts).toHaveLength(0);
  });

  it('sends the file in the field "comprobante" and confirms', async () => {
    const { fetch, posts } = receiptFetch({
      status: 201,
      body: { receipt: { id: 'r1', contentType: 'image/png', sizeBytes: 3, createdAt: '' } },
    });
    vi.stubGlobal('fetch', fetch);
    renderAt(<ReceiptUploadForm pedidoId={ID} />);
    await screen.findByText('Pedido N.º 1042');
    pick(new File(['png'], 'pago.png', { type: 'image/png' }));
    submit();
    expect((await screen.findByText(/Comprobante subido con éxito/)).closest('[role="status"]')).toBeTruthy();
    expect(posts).toHaveLength(1);
    const body = posts[0]!.body as FormData;
    expect((body.get('comprobante') as File).name).toBe('pago.png');
  });

  it('shows "Error al subir el comprobante." with the server reason', async () => {
    const { fetch } = receiptFetch({
      status: 415,
      body: { error: { code: 'unsupported_type', message: 'El archivo no es una imagen ni un PDF.' } },
    });
    vi.stubGlobal('fetch', fetch);
    renderAt(<ReceiptUploadForm pedidoId={ID} />);
    await screen.findByText('Pedido N.º 1042');
    pick(new File(['MZ'], 'foto.png', { type: 'image/png' }));
    submit();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Error al subir el comprobante. El archivo no es una imagen ni un PDF.',
      ),
    );
  });

  it.each([
    [
      409,
      'too_many_receipts',
      'Este pedido ya tiene 5 comprobantes, el máximo. Si necesitás corregir uno, escribinos.',
    ],
    [
      429,
      'receipts_daily_limit',
      'Con este archivo superarías el máximo de 50 MB en comprobantes por día. Probá con un archivo más liviano o subilo mañana.',
    ],
  ])('shows why the server refused a receipt over its caps (%i)', async (status, code, message) => {
    const { fetch } = receiptFetch({ status, body: { error: { code, message } } });
    vi.stubGlobal('fetch', fetch);
    renderAt(<ReceiptUploadForm pedidoId={ID} />);
    await screen.findByText('Pedido N.º 1042');
    pick(new File(['%PDF'], 'pago.pdf', { type: 'application/pdf' }));
    submit();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(`Error al subir el comprobante. ${message}`),
    );
  });

  it('does not offer the upload once the order is no longer pendiente', async () => {
    const { fetch } = receiptFetch({ status: 201, body: {} }, { ...pedido, status: 'entregado' });
    vi.stubGlobal('fetch', fetch);
    renderAt(<ReceiptUploadForm pedidoId={ID} />);
    expect(await screen.findByText(/ya no está pendiente/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Subir comprobante' })).toHaveProperty('disabled', true);
  });

  it('does not offer the upload once the order is paid, and says so', async () => {
    const { fetch } = receiptFetch({ status: 201, body: {} }, { ...pedido, paymentStatus: 'pagado' });
    vi.stubGlobal('fetch', fetch);
    renderAt(<ReceiptUploadForm pedidoId={ID} />);
    expect(
      await screen.findByText('Este pedido ya figura pagado: no hace falta un comprobante.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Subir comprobante' })).toHaveProperty('disabled', true);
  });
});
