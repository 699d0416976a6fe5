// Writes .br and .gz copies of the text assets in web/dist so the server sends them
// pre-compressed (@fastify/static preCompressed) instead of compressing on every request.
// Usage: node scripts/compress-dist.mjs [distDir]
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(process.argv[2] ?? 'web/dist');
const TEXT = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
let count = 0;

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (TEXT.test(name) && statSync(file).size > 1024) {
      const data = readFileSync(file);
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      count++;
    }
  }
}
walk(dist);
console.log(`compressed ${count} files in ${path.relative(process.cwd(), dist) || dist}`);
