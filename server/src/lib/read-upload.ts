/**
 * Reads the one file of a multipart upload (the multipart parser must be registered in the
 * route's scope with its fileSize limit, through `registerUploadParsers`): used by the receipt and
 * the product image uploads.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ShopError } from './error-table.ts';
import { containsNul, nulInputError } from './nul-input.ts';

export interface Upload {
  bytes: Buffer;
  /** The name the browser gave the file (never trusted for its type). */
  filename: string;
}

/** Why no file came out of the request; each upload route maps these to its own 4xx errors. */
export type UploadProblem = 'no_file' | 'too_large' | 'malformed';

export interface UploadLimits {
  /** Largest accepted file, in bytes; one more byte makes the upload `too_large`. */
  fileSize: number;
  /** Text fields the parser reads before giving up (the routes read none; the browser sends none). */
  fields: number;
  /** Parts of any kind the parser reads before giving up. */
  parts: number;
}

/**
 * Registers, in an upload route's own scope, the multipart parser with `limits` (one file, short
 * fields) and a parser for every other Content-Type that reads nothing: a body that is not a
 * multipart form then reaches the handler as "no file" (400) instead of Fastify's 415, the same
 * answer as a form sent with nothing picked.
 */
export async function registerUploadParsers(scope: FastifyInstance, limits: UploadLimits): Promise<void> {
  await scope.register(multipart, {
    limits: {
      fileSize: limits.fileSize,
      files: 1,
      fields: limits.fields,
      fieldSize: 1000,
      parts: limits.parts,
    },
  });
  // Not read: the handler answers before wanting it, and Node discards what is left of it.
  scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
}

/**
 * @param field the multipart field that must hold the file.
 * @returns the file, or why there is none: `'no_file'` when the request is not multipart, has no
 *   part named `field`, or an empty one (a form sent with nothing picked); `'too_large'` when the
 *   file passes the parser's fileSize limit, however its bytes were cut into chunks on the way;
 *   `'malformed'` when the body cannot be parsed as multipart (no boundary, a cut-off part, a part
 *   that never ends, too many parts). Nothing here throws for what a client sends.
 * @throws ShopError 400 `invalid_input` when the file name holds a NUL byte.
 */
export async function readSingleUpload(
  request: FastifyRequest,
  field: string,
): Promise<Upload | UploadProblem> {
  if (!request.isMultipart()) return 'no_file';
  try {
    const part = await request.file();
    if (!part || part.fieldname !== field) return 'no_file';
    // plugins/reject-nul.ts runs before multipart is read, so the file name is checked here.
    if (containsNul(part.filename)) throw nulInputError();
    const bytes = await part.toBuffer();
    // The plugin's own check runs only as chunks arrive: when the limit falls exactly on a chunk's
    // end, the file ends "truncated" with no further chunk and toBuffer returns the first
    // fileSize bytes. busboy's flag is the only reliable signal.
    if (part.file.truncated) return 'too_large';
    return bytes.length === 0 ? 'no_file' : { bytes, filename: part.filename ?? '' };
  } catch (err) {
    if (err instanceof ShopError) throw err;
    if ((err as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') return 'too_large';
    // Everything else the parser throws comes from the request's bytes (busboy's "Boundary not
    // found", "Unexpected end of form", the plugin's part limits): the client's mistake.
    request.log.info({ err }, 'unreadable multipart upload');
    return 'malformed';
  }
}
