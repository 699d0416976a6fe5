/**
 * Compressed copies of a cached page (found by `npm run bench:load`, the load benchmark): the
 * rendered /allProducts is ~140 KB of HTML, and compressing it again for every request (brotli in
 * @fastify/compress) cost ~25 ms of CPU each, so 100 browsing connections got ~40 pages/s where
 * the cached page itself allows ~550. A cached page is compressed once per encoding instead.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type PageEncoding = 'br' | 'gzip';

/**
 * The encoding to answer with for an Accept-Encoding header: br if accepted, else gzip, else
 * undefined (identity). A coding with q=0 is not accepted; "*" accepts both.
 */
export function acceptedEncoding(header: string | string[] | undefined): PageEncoding | undefined {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const accepted = new Set<string>();
  for (const part of value.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    if (!name) continue;
    const q = params.find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name);
  }
  if (accepted.has('br') || accepted.has('*')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/** Where a page keeps its compressed copies (one promise per encoding, made on first use). */
export interface CompressedCopies {
  page: string;
  compressed?: Partial<Record<PageEncoding, Promise<Buffer>>>;
}

/**
 * The page compressed with `encoding`, made once per page and encoding (concurrent callers share
 * it). Brotli at quality 5: close to the best size for HTML at a small part of quality 11's time.
 */
export function compressedPage(entry: CompressedCopies, encoding: PageEncoding): Promise<Buffer> {
  entry.compressed ??= {};
  return (entry.compressed[encoding] ??=
    encoding === 'br'
      ? brotli(entry.page, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(entry.page),
          },
        })
      : gzip(entry.page));
}
