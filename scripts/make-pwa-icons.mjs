#!/usr/bin/env node
/**
 * Makes the installable shop's icons from the shop's logo (web/public/favicon.svg)
 * with sharp: web/public/icons/icon-192.png and icon-512.png (the logo as it is), maskable-512.png
 * (the logo's bread on a full-bleed background, inside the central 80 % "safe zone" launchers
 * keep whatever shape they cut) and apple-touch-icon.png (180 px, opaque). The PNGs are
 * committed; run again after changing the logo: `node scripts/make-pwa-icons.mjs`.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// sharp is the server's dependency (product images); resolved from there.
const sharp = createRequire(path.join(repoRoot, 'server', 'package.json'))('sharp');
const publicDir = path.join(repoRoot, 'web', 'public');
const outDir = path.join(publicDir, 'icons');
mkdirSync(outDir, { recursive: true });

const logo = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const BACKGROUND = '#6d4c2f';
// The logo's drawing without its rounded square, scaled to 70 % around the centre (inside the safe zone).
const drawing = logo
  .replace(/<svg[^>]*>/, '')
  .replace('</svg>', '')
  .replace(/<rect[^>]*\/>/, '');
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BACKGROUND}"/><g transform="translate(32 32) scale(0.7) translate(-32 -31)">${drawing}</g></svg>`;
const opaque = logo.replace(/rx="[^"]*"/, '');

const render = (svg, size, file) =>
  sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(outDir, file));

await Promise.all([
  render(logo, 192, 'icon-192.png'),
  render(logo, 512, 'icon-512.png'),
  render(maskable, 512, 'maskable-512.png'),
  render(opaque, 180, 'apple-touch-icon.png'),
]);
console.log(`icons written to ${path.relative(repoRoot, outDir)}`);
