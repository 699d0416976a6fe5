#!/usr/bin/env node
/**
 * `node --import tsx scripts/bench-serializer.mjs [--rounds=N] [--seconds=S]`: what serialising
 * an answer by its response schema costs (the catalogue endpoint must keep >= 0.8 of a
 * bare Fastify route in `npm run perf`). A measurement, not a test; prints only.
 *
 * 1. starts the real shop (PGlite, temporary DATA_DIR, no web build) and takes its answers to
 *    GET /api/products?limit=10 and GET /api/products/<first slug>;
 * 2. in this process, serialises each answer many times with fastify-type-provider-zod's
 *    serializer (zod safeEncode + JSON.stringify, what the routes use), fast-json-stringify
 *    compiled from the same schema's JSON Schema (Fastify's default), and plain JSON.stringify;
 * 3. over HTTP (autocannon, 10 connections, alternating rounds, medians): the real catalogue
 *    endpoint (memoised JSON text), and three one-route Fastify servers answering the same list
 *    object: bare (JSON.stringify, as perf.mjs's bare server), by zod schema, by fast-json-stringify.
 * Every server is its own process so none shares an event loop with autocannon.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './lib/serve.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// ---------------------------------------------------------------------------------------------
// Child mode: one route answering the list object, serialised the way `mode` says.
if (process.argv[2] === '--serve') {
  const [, , , mode, bodyFile, port] = process.argv;
  const { default: Fastify } = await import('fastify');
  const { productListSchema } = await import('@shop/domain');
  const { serializerCompiler, validatorCompiler } = await import('fastify-type-provider-zod');
  const { z } = await import('zod');
  const body = JSON.parse(fs.readFileSync(bodyFile, 'utf8'));
  const app = Fastify({ logger: false });
  if (mode === 'bare') app.get('/api/products', async () => body);
  if (mode === 'zod') {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.get('/api/products', { schema: { response: { 200: productListSchema } } }, async () => body);
  }
  if (mode === 'fjs') {
    const json = z.toJSONSchema(productListSchema, { io: 'output', target: 'draft-07' });
    delete json.$schema;
    app.get('/api/products', { schema: { response: { 200: json } } }, async () => body);
  }
  await app.listen({ host: '127.0.0.1', port: Number(port) });
  process.stdout.write('ready\n');
  await new Promise(() => {});
}

// ---------------------------------------------------------------------------------------------
const argValue = (name, fallback) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const ROUNDS = argValue('rounds', 3);
const SECONDS = argValue('seconds', 5);
const children = [];
const tempDirs = [];
const cleanup = () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  for (const d of tempDirs) fs.rmSync(d, { recursive: true, force: true });
};
process.on('exit', cleanup);
process.on('SIGINT', () => process.exit(130));

async function waitFor(url, child, ms = 180_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process for ${url} exited with ${child.exitCode}`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

function startChild(args, env = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

// 1. the real shop and its answers
const shopPort = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-ser-'));
tempDirs.push(dataDir);
const shop = startChild(['server/src/main.ts'], {
  PORT: String(shopPort),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  RATE_LIMIT_PER_IP: '100000',
});
const shopBase = `http://127.0.0.1:${shopPort}`;
await waitFor(`${shopBase}/api/health`, shop);
const listText = await (await fetch(`${shopBase}/api/products?limit=10`)).text();
const list = JSON.parse(listText);
const detail = await (await fetch(`${shopBase}/api/products/${list.items[0].slug}`)).json();
const bodyFile = path.join(dataDir, 'list.json');
fs.writeFileSync(bodyFile, listText);

// 2. serialisers alone
const { productDetailSchema, productListSchema } = await import('@shop/domain');
const { serializerCompiler } = await import('fastify-type-provider-zod');
const { default: fastJson } = await import('fast-json-stringify');
const { z } = await import('zod');

function serialisers(schema) {
  const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-07' });
  delete json.$schema;
  return {
    zod: serializerCompiler({ schema, method: 'GET', url: '/bench' }),
    'fast-json-stringify': fastJson(json),
    'JSON.stringify': (data) => JSON.stringify(data),
  };
}

function opsPerSecond(fn, data, ms = 1000) {
  for (let i = 0; i < 200; i += 1) fn(data);
  let n = 0;
  const end = performance.now() + ms;
  while (performance.now() < end) {
    for (let i = 0; i < 50; i += 1) fn(data);
    n += 50;
  }
  return n / (ms / 1000);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

console.log(`load average at start: ${load()} (${os.cpus().length} cores)`);
for (const [name, schema, data] of [
  ['list (limit=10)', productListSchema, list],
  ['detail', productDetailSchema, detail],
]) {
  const fns = serialisers(schema);
  const same = Object.values(fns).map((fn) => JSON.stringify(JSON.parse(fn(data))) === JSON.stringify(data));
  const runs = Object.fromEntries(Object.keys(fns).map((k) => [k, []]));
  for (let round = 0; round < ROUNDS; round += 1)
    for (const [k, fn] of Object.entries(fns)) runs[k].push(opsPerSecond(fn, data));
  console.log(`\n${name}: ${Buffer.byteLength(JSON.stringify(data))} bytes; same output: ${same.join(', ')}`);
  for (const [k, xs] of Object.entries(runs))
    console.log(
      `  ${k.padEnd(20)} ${Math.round(median(xs)).toString().padStart(8)} ops/s  (rounds ${xs.map(Math.round).join(', ')})`,
    );
}

// 3. over HTTP
const { default: autocannon } = await import('autocannon');
const targets = [['shop /api/products?limit=10 (memoised text)', `${shopBase}/api/products?limit=10`]];
for (const mode of ['bare', 'zod', 'fjs']) {
  const port = await freePort();
  const child = startChild([fileURLToPath(import.meta.url), '--serve', mode, bodyFile, String(port)]);
  await waitFor(`http://127.0.0.1:${port}/api/products`, child, 60_000);
  targets.push([`one route, ${mode}`, `http://127.0.0.1:${port}/api/products`]);
}
const cannon = (url, duration) =>
  new Promise((resolve, reject) =>
    autocannon({ url, connections: 10, duration }, (err, r) => (err ? reject(err) : resolve(r))),
  );
const rps = Object.fromEntries(targets.map(([name]) => [name, []]));
for (let round = 1; round <= ROUNDS; round += 1) {
  for (const [name, url] of targets) {
    await cannon(url, 1);
    const r = await cannon(url, SECONDS);
    if (r.non2xx || r.errors) console.log(`  ${name}: non-2xx ${r.non2xx}, errors ${r.errors}`);
    rps[name].push(r.requests.average);
  }
  console.log(`round ${round}/${ROUNDS} done, load ${load()}`);
}
const bare = median(rps['one route, bare']);
console.log(`\nHTTP, 10 connections, ${SECONDS} s per run, median of ${ROUNDS} alternating rounds:`);
for (const [name, xs] of Object.entries(rps)) {
  console.log(
    `  ${name.padEnd(44)} ${Math.round(median(xs)).toString().padStart(7)} req/s  ratio to bare ${(median(xs) / bare).toFixed(2)}  (rounds ${xs.map(Math.round).join(', ')})`,
  );
}
console.log(`load average at end: ${load()}`);
process.exit(0);
