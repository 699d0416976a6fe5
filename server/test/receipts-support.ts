/**
 * Helpers for receipt tests: tiny but real files (PNG, PDF, a Windows executable), a multipart
 * body builder, and the upload request.
 */
import { deflateSync, crc32 } from 'node:zlib';
import type { TestContext } from './helper.ts';
import { ORIGIN } from './accounts-support.ts';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 1×1 RGBA PNG: signature, IHDR, IDAT, IEND. */
export function tinyPng(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0); // width
  ihdr.writeUInt32BE(1, 4); // height
  ihdr.set([8, 6, 0, 0, 0], 8); // bit depth 8, RGBA, deflate, no filter, no interlace
  const scanline = Buffer.from([0, 255, 0, 0, 255]); // filter byte + one red pixel
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(scanline)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A minimal one-page PDF 1.4 document. */
export function tinyPdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n' +
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 10 10] >> endobj\n' +
      'trailer << /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  );
}

/** The start of a Windows executable (DOS "MZ" header) followed by filler. */
export function fakeExe(): Buffer {
  const bytes = Buffer.alloc(512);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c); // offset of the PE header
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
}

export interface Part {
  name: string;
  /** Present for a file part. */
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/** A multipart/form-data body and its Content-Type header. */
export function multipart(parts: Part[]): { payload: Buffer; contentType: string } {
  const boundary = `----shoptest${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    const head = [`--${boundary}`, `Content-Disposition: ${disposition}`];
    if (part.contentType) head.push(`Content-Type: ${part.contentType}`);
    chunks.push(
      Buffer.from(`${head.join('\r\n')}\r\n\r\n`),
      Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POSTs `parts` as multipart to the receipt route of `orderId`, from the shop's origin. */
export function uploadReceipt(ctx: TestContext, orderId: string, parts: Part[], cookie?: string) {
  const body = multipart(parts);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/pedidos/${orderId}/comprobante`,
    payload: body.payload,
    headers: { origin: ORIGIN, 'content-type': body.contentType, ...(cookie ? { cookie } : {}) },
  });
}
