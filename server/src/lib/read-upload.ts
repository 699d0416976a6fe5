/**
 * Reads the one file of a multipart upload (the multipart parser must be registered in the
 * route's scope, with its fileSize limit): used by the receipt and the product image uploads.
 */
import type { FastifyRequest } from 'fastify';
import { containsNul, nulInputError } from './nul-input.ts';
import { requestLang } from './lang.ts';

export interface Upload {
  bytes: Buffer;
  /** The name the browser gave the file (never trusted for its type). */
  filename: string;
}

/**
 * @param field the multipart field that must hold the file.
 * @returns the file, `'no_file'` when the request is not multipart, has no part named `field`, or
 *   an empty one (a form sent with nothing picked), or `'too_large'` when it passes the parser's
 *   fileSize limit.
 * @throws HttpError 400 `invalid_input` when the file name holds a NUL byte; whatever else the parser throws.
 */
export async function readSingleUpload(request: FastifyRequest, field: string): Promise<Upload | 'no_file' | 'too_large'> {
  if (!request.isMultipart()) return 'no_file';
  const part = await request.file();
  if (!part || part.fieldname !== field) return 'no_file';
  // plugins/reject-nul.ts runs before multipart is read, so the file name is checked here.
  if (containsNul(part.filename)) throw nulInputError(requestLang(request));
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (err) {
    if ((err as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') return 'too_large';
    throw err;
  }
  return bytes.length === 0 ? 'no_file' : { bytes, filename: part.filename ?? '' };
}
