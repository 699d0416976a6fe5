#!/usr/bin/env node
/**
 * `npm run typecheck`: type-checks each workspace (domain, server, web, e2e) with TypeScript 7, the
 * native compiler (installed as `typescript-native`): about 8 s for the four where TypeScript 5.9's
 * `tsc` took 60-90 s on a 2-core machine. TypeScript 5.9 stays installed as `typescript` because
 * typescript-eslint (lint) supports only TypeScript < 6.1. Exits with the first failing check's code.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

// The package exports no subpaths: find its folder through its package.json.
const tsc = path.join(
  path.dirname(createRequire(import.meta.url).resolve('typescript-native/package.json')),
  'bin',
  'tsc',
);
for (const project of ['domain', 'server', 'web', 'e2e']) {
  const { status } = spawnSync(process.execPath, [tsc, '-p', project], { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
