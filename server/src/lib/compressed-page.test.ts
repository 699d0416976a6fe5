import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding, compressedPage } from './compressed-page.ts';

describe('acceptedEncoding', () => {
  it('prefers br, then gzip, and honours q=0', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip, deflate')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('identity')).toBeUndefined();
    expect(acceptedEncoding(undefined)).toBeUndefined();
  });
});

describe('compressedPage', () => {
  it('compresses a page once per encoding, and the bytes decompress to the page', async () => {
    const entry = { page: '<html>' + 'Pan keto de semillas '.repeat(500) + '</html>' };
    const [a, b] = await Promise.all([compressedPage(entry, 'br'), compressedPage(entry, 'br')]);
    expect(a).toBe(b);
    expect(zlib.brotliDecompressSync(a).toString()).toBe(entry.page);
    expect(zlib.gunzipSync(await compressedPage(entry, 'gzip')).toString()).toBe(entry.page);
    expect(a.length).toBeLessThan(entry.page.length / 10);
  });
});
