#!/usr/bin/env node
/**
 * Draws the product illustrations of the catalogue (no third-party images).
 *
 * Usage (from the repository root; no npm script needed):
 *
 *     node scripts/draw-products.mjs
 *
 * regenerates everything:
 *   - SVG sources:  server/assets/products/src/{id}-{n}.svg          (n = 1..4)
 *   - rasters:      web/public/images/products/{id}-{n}-{w}.{avif,webp} (w = 400, 800; square)
 *
 * Scenes: 1 = the product whole on a plate, 2 = close-up (sliced / cut / stacked),
 *         3 = on a wooden board with ingredients around, 4 = in a kraft box with a label.
 *
 * The kind of each product id must match server/src/db/seed/products.ts (table KINDS below).
 * Everything is deterministic (seeded random numbers), so re-running gives the same files.
 * Optional arguments: a list of ids to draw only those (e.g. `node scripts/draw-products.mjs 3 12`).
 */
import { mkdir, writeFile, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SVG_DIR = join(ROOT, 'server/assets/products/src');
const OUT_DIR = join(ROOT, 'web/public/images/products');
const SIZE = 800;
const WIDTHS = [400, 800];

/** id -> kind and category; must match the seed (server/src/db/seed/products.ts). */
const KINDS = [
  { id: 0, kind: 'seedLoaf', category: 'salados' }, // Pan keto de semillas
  { id: 1, kind: 'boule', category: 'salados' }, // Pan keto de almendras
  { id: 2, kind: 'lactal', category: 'salados' }, // Pan lactal keto
  { id: 3, kind: 'crackers', category: 'salados' }, // Crackers keto de semillas
  { id: 4, kind: 'grisines', category: 'salados' }, // Grisines keto
  { id: 5, kind: 'buns', category: 'salados' }, // Pan de hamburguesa keto
  { id: 6, kind: 'chipa', category: 'salados' }, // Chipá keto
  { id: 7, kind: 'tart', category: 'dulces' }, // Tarta keto de frutos rojos
  { id: 8, kind: 'lemonLoaf', category: 'dulces' }, // Budín keto de limón
  { id: 9, kind: 'cookies', category: 'dulces' }, // Cookies keto con chips de chocolate
  { id: 10, kind: 'alfajores', category: 'dulces' }, // Alfajores keto de dulce de leche
  { id: 11, kind: 'brownies', category: 'dulces' }, // Brownies keto
  { id: 12, kind: 'cake', category: 'dulces' }, // Torta keto de chocolate y nuez
  { id: 13, kind: 'muffins', category: 'dulces' }, // Muffins keto de arándanos
  { id: 14, kind: 'focaccia', category: 'nuevos' }, // Focaccia keto de romero
  { id: 15, kind: 'pizza', category: 'nuevos' }, // Prepizzas keto
  { id: 16, kind: 'rolls', category: 'nuevos' }, // Rolls keto de canela
];

const THEMES = {
  salados: { bg1: '#FBEBD5', bg2: '#EDC79B', accent: '#B5532E', cloth: '#C2452D', dots: '#D9A46A' },
  dulces: { bg1: '#FDEBEE', bg2: '#EFBFC8', accent: '#B8476A', cloth: '#D0587A', dots: '#E29AAA' },
  nuevos: { bg1: '#EDF5E4', bg2: '#C2DAB2', accent: '#4F7D3A', cloth: '#5E9444', dots: '#9DC184' },
};

// ---------------------------------------------------------------- helpers

const f = (n) => Math.round(n * 10) / 10;

function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hexRgb(h) {
  const n = parseInt(h.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
function mix(a, b, t) {
  const x = hexRgb(a);
  const y = hexRgb(b);
  return `#${x
    .map((v, i) =>
      Math.round(v + (y[i] - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
const light = (c, t) => mix(c, '#ffffff', t);
const dark = (c, t) => mix(c, '#1a0d05', t);

/** Drawing context of one SVG: collects <defs>, gives ids and seeded random numbers. */
class Ctx {
  constructor(seed) {
    this.defs = [];
    this.n = 0;
    this.r = rng(seed);
  }
  id(p = 'g') {
    this.n += 1;
    return `${p}${this.n}`;
  }
  rand(a, b) {
    return a + (b - a) * this.r();
  }
  pick(list) {
    return list[Math.floor(this.r() * list.length)];
  }
  /** Linear gradient in bounding-box units. stops: [[offset, colour, opacity?]] or colours. */
  lin(stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1) {
    const id = this.id('l');
    this.defs.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsXml(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  rad(stops, cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy) {
    const id = this.id('r');
    this.defs.push(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${stopsXml(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  clip(shape) {
    const id = this.id('c');
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return `clip-path="url(#${id})"`;
  }
}

function stopsXml(stops) {
  return stops
    .map((s, i) => {
      const [o, c, op] = Array.isArray(s) ? s : [i / (stops.length - 1), s];
      return `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`;
    })
    .join('');
}

const g = (x, y, k, inner, extra = '') =>
  `<g transform="translate(${f(x)} ${f(y)})${k === 1 ? '' : ` scale(${k})`}"${extra}>${inner}</g>`;
const rot = (deg, inner) => `<g transform="rotate(${f(deg)})">${inner}</g>`;
const ell = (cx, cy, rx, ry, fill, extra = '') =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${extra}/>`;
const path = (d, fill, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
const poly = (pts, fill, extra = '') =>
  `<polygon points="${pts.map(([x, y]) => `${f(x)},${f(y)}`).join(' ')}" fill="${fill}"${extra}/>`;

/** Soft contact shadow (blurred ellipse). */
const shadow = (cx, cy, rx, ry, op = 0.3) =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="#3b1f0c" opacity="${op}" filter="url(#blur)"/>`;

/** Smooth closed path through points (Catmull-Rom to cubic Bezier). */
function smooth(pts) {
  const n = pts.length;
  let d = `M ${f(pts[0][0])} ${f(pts[0][1])}`;
  for (let i = 0; i < n; i++) {
    const p0 = pts[(i - 1 + n) % n];
    const p1 = pts[i];
    const p2 = pts[(i + 1) % n];
    const p3 = pts[(i + 2) % n];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C ${f(c1[0])} ${f(c1[1])} ${f(c2[0])} ${f(c2[1])} ${f(p2[0])} ${f(p2[1])}`;
  }
  return `${d} Z`;
}

/** Wobbly ellipse outline. */
function blob(c, cx, cy, rx, ry, wob = 0.05, n = 16) {
  const pts = [];
  const ph = c.rand(0, Math.PI * 2);
  for (let i = 0; i < n; i++) {
    const a = ph + (i / n) * Math.PI * 2;
    const k = 1 + c.rand(-wob, wob);
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  return smooth(pts);
}

function hull(points) {
  const p = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o, a, b) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower = [];
  for (const q of p) {
    while (lower.length >= 2 && cross(lower[lower.length - 2], lower[lower.length - 1], q) <= 0) lower.pop();
    lower.push(q);
  }
  const upper = [];
  for (const q of [...p].reverse()) {
    while (upper.length >= 2 && cross(upper[upper.length - 2], upper[upper.length - 1], q) <= 0) upper.pop();
    upper.push(q);
  }
  return lower.slice(0, -1).concat(upper.slice(0, -1));
}

// ---------------------------------------------------------------- small things

function seed(type, x, y, a, k = 1) {
  const t = `transform="rotate(${f(a)} ${f(x)} ${f(y)})"`;
  switch (type) {
    case 'sesame':
      return ell(x, y, 3.8 * k, 2 * k, '#F6EAC8', ` stroke="#CDB488" stroke-width="${f(0.6 * k)}" ${t}`);
    case 'flax':
      return ell(x, y, 4 * k, 2.3 * k, '#6E3C1C', ` stroke="#4A2610" stroke-width="${f(0.5 * k)}" ${t}`);
    case 'sunflower':
      return ell(x, y, 7.5 * k, 2.8 * k, '#DCD3BA', ` stroke="#9A8F72" stroke-width="${f(0.8 * k)}" ${t}`);
    case 'pumpkin':
      return ell(x, y, 7 * k, 3.6 * k, '#6E9440', ` stroke="#45642A" stroke-width="${f(0.8 * k)}" ${t}`);
    case 'chia':
      return ell(x, y, 1.8 * k, 1.4 * k, '#403733', ` ${t}`);
    case 'almondFlake':
      return ell(x, y, 10 * k, 5.5 * k, '#F4E3C0', ` stroke="#C49460" stroke-width="${f(1.2 * k)}" ${t}`);
    case 'salt':
      return `<rect x="${f(x - 2.4 * k)}" y="${f(y - 2 * k)}" width="${f(4.8 * k)}" height="${f(4 * k)}" fill="#FFFFFF" opacity=".9" ${t}/>`;
    case 'crystal':
      return `<rect x="${f(x - 1.8 * k)}" y="${f(y - 1.5 * k)}" width="${f(3.6 * k)}" height="${f(3 * k)}" fill="#FFFDF6" opacity=".85" ${t}/>`;
    case 'oregano':
      return ell(x, y, 2.6 * k, 1.6 * k, '#4B6B2A', ` ${t}`);
    case 'zest':
      return ell(x, y, 3.5 * k, 1.2 * k, '#E8C62A', ` ${t}`);
    default:
      return '';
  }
}

function scatter(c, n, types, pt, k = 1) {
  let s = '';
  for (let i = 0; i < n; i++) {
    const [x, y] = pt();
    s += seed(c.pick(types), x, y, c.rand(0, 180), k);
  }
  return s;
}

function crumbs(c, n, cx, cy, rx, ry, col) {
  let s = '';
  for (let i = 0; i < n; i++) {
    const a = c.rand(0, Math.PI * 2);
    const d = Math.sqrt(c.r());
    const r = c.rand(3, 8);
    s += path(blob(c, cx + Math.cos(a) * rx * d, cy + Math.sin(a) * ry * d, r, r * 0.75, 0.25, 6), col);
  }
  return s;
}

function walnut(c, x, y, k = 1) {
  const body = blob(c, x, y, 20 * k, 14 * k, 0.08, 12);
  let s = path(body, '#B57E47', ` stroke="#7E4F27" stroke-width="${f(1.2 * k)}"`);
  s += path(
    `M ${f(x)} ${f(y - 13 * k)} L ${f(x)} ${f(y + 13 * k)}`,
    'none',
    ` stroke="#7E4F27" stroke-width="${f(1.6 * k)}"`,
  );
  for (const sx of [-1, 1]) {
    s += path(
      `M ${f(x + sx * 4 * k)} ${f(y - 9 * k)} q ${f(sx * 9 * k)} ${f(3 * k)} ${f(sx * 5 * k)} ${f(8 * k)} q ${f(sx * 8 * k)} ${f(3 * k)} ${f(sx * 3 * k)} ${f(9 * k)}`,
      'none',
      ` stroke="#8A5A2F" stroke-width="${f(1.4 * k)}" stroke-linecap="round"`,
    );
  }
  s += ell(x - 7 * k, y - 6 * k, 5 * k, 3 * k, '#fff', ' opacity=".18"');
  return s;
}

function blueberry(c, x, y, r = 10) {
  const fill = c.rad(['#6B6BB0', '#34356F', '#1E1D45'], 0.35, 0.3, 0.7);
  return (
    ell(x, y, r, r * 0.95, fill) +
    path(
      `M ${f(x - r * 0.25)} ${f(y - r * 0.55)} l ${f(r * 0.25)} ${f(r * 0.18)} l ${f(r * 0.25)} ${f(-r * 0.18)}`,
      'none',
      ` stroke="#15142F" stroke-width="${f(r * 0.15)}" stroke-linecap="round"`,
    ) +
    ell(x - r * 0.35, y - r * 0.2, r * 0.22, r * 0.15, '#fff', ' opacity=".45"')
  );
}

function raspberry(c, x, y, r = 12) {
  let s = ell(x, y, r, r, '#A81E3C');
  const cols = ['#E0435F', '#D33552', '#C72A49'];
  for (let i = 0; i < 9; i++) {
    const a = (i / 9) * Math.PI * 2;
    const d = i === 8 ? 0 : r * 0.55;
    s += ell(x + Math.cos(a) * d, y + Math.sin(a) * d * 0.9, r * 0.42, r * 0.4, cols[i % 3]);
    s += ell(
      x + Math.cos(a) * d - r * 0.12,
      y + Math.sin(a) * d * 0.9 - r * 0.14,
      r * 0.1,
      r * 0.08,
      '#fff',
      ' opacity=".6"',
    );
  }
  return s;
}

function strawberry(c, x, y, k = 1, a = 0) {
  // half strawberry, cut side up
  const d = `M 0 22 C -20 14 -26 -2 -22 -12 C -18 -22 -6 -22 0 -16 C 6 -22 18 -22 22 -12 C 26 -2 20 14 0 22 Z`;
  const inner = `M 0 15 C -13 9 -17 -1 -15 -8 C -12 -14 -5 -14 0 -9 C 5 -14 12 -14 15 -8 C 17 -1 13 9 0 15 Z`;
  let s =
    path(d, '#D8283A') + path(inner, '#F58A8E') + path('M 0 -8 C -2 0 -2 6 0 12 C 2 6 2 0 0 -8 Z', '#FFD6D2');
  for (const [sx, sy] of [
    [-10, -3],
    [10, -3],
    [-6, 7],
    [6, 7],
    [-13, 4],
    [13, 4],
  ])
    s += ell(sx, sy, 1.2, 0.9, '#FFF0C8');
  s += path('M -8 -19 L 0 -13 L 8 -19 L 4 -22 L 0 -18 L -4 -22 Z', '#4E9A3A');
  return g(x, y, k, rot(a, s));
}

function leaf(x, y, len, ang, col = '#4F8A3A') {
  const d = `M 0 0 C ${f(len * 0.3)} ${f(-len * 0.28)} ${f(len * 0.75)} ${f(-len * 0.22)} ${f(len)} 0 C ${f(len * 0.75)} ${f(len * 0.22)} ${f(len * 0.3)} ${f(len * 0.28)} 0 0 Z`;
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(ang)})">${path(d, col)}${path(`M 2 0 L ${f(len * 0.9)} 0`, 'none', ` stroke="${light(col, 0.35)}" stroke-width="1.5"`)}</g>`;
}

function rosemary(c, x, y, len, ang) {
  let s = path(`M 0 0 L ${f(len)} 0`, 'none', ' stroke="#6B5A2E" stroke-width="2.5" stroke-linecap="round"');
  for (let t = 6; t < len; t += 6) {
    for (const sd of [-1, 1]) {
      const l = c.rand(12, 17) * (1 - (t / len) * 0.4);
      s += path(
        `M ${f(t)} 0 L ${f(t + l * 0.45)} ${f(sd * l * 0.85)}`,
        'none',
        ` stroke="${c.pick(['#3F6E36', '#4D7F3F', '#5B8C48'])}" stroke-width="3.6" stroke-linecap="round"`,
      );
    }
  }
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(ang)})">${s}</g>`;
}

function lemonSlice(x, y, r, k = 0.5) {
  let s = ell(x, y, r, r * k, '#F1C529') + ell(x, y, r * 0.86, r * 0.86 * k, '#FFF4B8');
  s += ell(x, y, r * 0.78, r * 0.78 * k, '#F9DC55');
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    s += path(
      `M ${f(x)} ${f(y)} L ${f(x + Math.cos(a) * r * 0.78)} ${f(y + Math.sin(a) * r * 0.78 * k)}`,
      'none',
      ' stroke="#FFF4B8" stroke-width="2"',
    );
  }
  return s + ell(x, y, r * 0.1, r * 0.1 * k, '#FFF4B8');
}

function cherryTomato(c, x, y, r = 16, half = true) {
  if (!half) {
    const fill = c.rad(['#FF7A5C', '#D9331F', '#A31C10'], 0.35, 0.3, 0.7);
    return (
      ell(x, y, r, r * 0.92, fill) +
      path(`M ${f(x - 7)} ${f(y - r * 0.85)} l 7 3 l 7 -3 l -4 6 l 6 3 l -9 -1 l -4 5 l -1 -6 z`, '#3E7A2E') +
      ell(x - r * 0.35, y - r * 0.35, r * 0.25, r * 0.15, '#fff', ' opacity=".5"')
    );
  }
  let s = ell(x, y, r, r * 0.7, '#C92A1C') + ell(x, y, r * 0.82, r * 0.56, '#F06A50');
  for (let i = 0; i < 3; i++) {
    const a = (i / 3) * Math.PI * 2 + 0.5;
    s += ell(x + Math.cos(a) * r * 0.4, y + Math.sin(a) * r * 0.28, r * 0.24, r * 0.16, '#F9B28A');
    s += ell(x + Math.cos(a) * r * 0.4, y + Math.sin(a) * r * 0.28, r * 0.08, r * 0.06, '#E8D36A');
  }
  return s + ell(x - r * 0.4, y - r * 0.25, r * 0.2, r * 0.1, '#fff', ' opacity=".45"');
}

// ---------------------------------------------------------------- scenery

function background(c, theme, variant) {
  const bg = c.rad([theme.bg1, theme.bg1, theme.bg2], 0.5, 0.42, 0.75);
  let s = `<rect width="${SIZE}" height="${SIZE}" fill="${bg}"/>`;
  // subtle scattered dots (sprinkles) along the border
  const r = rng(variant * 97 + theme.bg1.length);
  for (let i = 0; i < 26; i++) {
    const side = i % 4;
    const t = r() * SIZE;
    const e = r() * 70 + 10;
    const [x, y] = side === 0 ? [t, e] : side === 1 ? [SIZE - e, t] : side === 2 ? [t, SIZE - e] : [e, t];
    s += ell(x, y, 3 + r() * 4, 3 + r() * 4, theme.dots, ' opacity=".35"');
  }
  return s;
}

function plate(c, theme, cx, cy, rx) {
  const ry = rx * 0.5;
  return (
    shadow(cx + 10, cy + 22, rx * 1.02, ry * 0.95, 0.28) +
    ell(cx, cy + 11, rx * 0.98, ry * 0.98, '#D8D2C8') +
    ell(cx, cy, rx, ry, c.rad(['#FFFFFF', '#FBF9F5', '#ECE7DF'], 0.45, 0.4, 0.6)) +
    ell(cx, cy, rx * 0.93, ry * 0.93, 'none', ` stroke="${theme.accent}" stroke-width="3" opacity=".55"`) +
    ell(cx, cy + 4, rx * 0.72, ry * 0.7, c.lin(['#E9E4DC', '#F6F3EE'])) +
    ell(cx, cy + 2, rx * 0.72, ry * 0.7, 'none', ' stroke="#DCD6CC" stroke-width="2"')
  );
}

function cakeStand(c, cx, cy, rx) {
  const ry = rx * 0.5;
  return (
    shadow(cx + 8, cy + 175, rx * 0.55, ry * 0.4, 0.3) +
    ell(cx, cy + 170, rx * 0.42, ry * 0.3, '#D6D0C6') +
    ell(cx, cy + 162, rx * 0.42, ry * 0.3, c.lin(['#FFFFFF', '#E8E3DA'])) +
    path(
      `M ${f(cx - 26)} ${f(cy + 160)} C ${f(cx - 20)} ${f(cy + 100)} ${f(cx - 14)} ${f(cy + 60)} ${f(cx - 30)} ${f(cy + 20)} L ${f(cx + 30)} ${f(cy + 20)} C ${f(cx + 14)} ${f(cy + 60)} ${f(cx + 20)} ${f(cy + 100)} ${f(cx + 26)} ${f(cy + 160)} Z`,
      c.lin(['#E2DCD2', '#FFFFFF', '#D8D1C6'], 0, 0, 1, 0),
    ) +
    ell(cx, cy + 16, rx, ry, '#D8D2C8') +
    ell(cx, cy, rx, ry, c.rad(['#FFFFFF', '#FBF9F5', '#ECE7DF'], 0.45, 0.4, 0.6)) +
    ell(cx, cy, rx * 0.95, ry * 0.95, 'none', ' stroke="#E2DDD4" stroke-width="3"')
  );
}

function board(c, cx, cy, w, d) {
  const x = cx - w / 2;
  const y = cy - d / 2;
  const top = `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(d)}" rx="34"`;
  const hx = cx + w / 2 - 20;
  const handle = (dy, fill) =>
    `<rect x="${f(hx)}" y="${f(cy - 34 + dy)}" width="110" height="68" rx="30" fill="${fill}"/>`;
  let s = shadow(cx + 14, cy + 34, w * 0.58, d * 0.6, 0.3);
  s += handle(16, '#8C5428') + `${top.replace(`y="${f(y)}"`, `y="${f(y + 16)}"`)} fill="#8C5428"/>`;
  s += handle(0, c.lin(['#D9A066', '#C98A4E'])) + ell(hx + 72, cy, 13, 8, '#8C5428');
  s += `${top} fill="${c.lin(['#DFA66A', '#CB8A4E', '#BD7B42'])}"/>`;
  let grain = '';
  for (let i = 0; i < 11; i++) {
    const yy = y + 14 + (i * (d - 24)) / 10 + c.rand(-4, 4);
    let dd = `M ${f(x)} ${f(yy)}`;
    for (let xx = x; xx < x + w; xx += 80) dd += ` q 40 ${f(c.rand(-7, 7))} 80 0`;
    grain += path(
      dd,
      'none',
      ` stroke="${i % 2 ? '#A86A35' : '#E8B57E'}" stroke-width="${f(c.rand(1.5, 3))}" opacity=".45"`,
    );
  }
  s += `<g ${c.clip(`${top}/>`)}>${grain}</g>`;
  s += `${top} fill="none" stroke="#EBBB84" stroke-width="2" opacity=".7"/>`;
  return s;
}

function napkin(c, theme) {
  const id = c.id('p');
  c.defs.push(
    `<pattern id="${id}" width="64" height="64" patternUnits="userSpaceOnUse" patternTransform="rotate(-14) scale(1 .6)"><rect width="64" height="64" fill="#FFFDF8"/><rect width="32" height="64" fill="${theme.cloth}" opacity=".25"/><rect width="64" height="32" fill="${theme.cloth}" opacity=".25"/></pattern>`,
  );
  const pts = [
    [-40, 520],
    [560, 430],
    [860, 700],
    [120, 860],
  ];
  return shadow(420, 660, 420, 150, 0.18) + poly(pts, `url(#${id})`);
}

// ---------------------------------------------------------------- primitives

/** Vertical cylinder, base centre at origin. */
function cylinder(c, r, h, side, top, ry = r * 0.5) {
  return (
    path(`M ${f(-r)} ${f(-h)} L ${f(-r)} 0 A ${f(r)} ${f(ry)} 0 0 0 ${f(r)} 0 L ${f(r)} ${f(-h)} Z`, side) +
    ell(0, -h, r, ry, top)
  );
}
const sideGrad = (c, col) =>
  c.lin(
    [
      [0, dark(col, 0.25)],
      [0.3, light(col, 0.12)],
      [0.75, col],
      [1, dark(col, 0.35)],
    ],
    0,
    0,
    1,
    0,
  );

/** Box (cuboid) in the straight-on oblique view: base centre at origin, depth d into the picture. */
function cuboid(w, d, h, front, top, r = 6) {
  return (
    `<rect x="${f(-w / 2)}" y="${f(-h - d / 2)}" width="${f(w)}" height="${f(d / 2 + r)}" rx="${r}" fill="${top}"/>` +
    `<rect x="${f(-w / 2)}" y="${f(-h)}" width="${f(w)}" height="${f(h)}" rx="${r}" fill="${front}"/>`
  );
}

/** Loaf outline (side view): bottom centre at origin. */
function loafPath(w, h, sh = 0.58, bulge = 6, r = 16) {
  return (
    `M ${f(-w / 2 + r)} 0 L ${f(w / 2 - r)} 0 Q ${f(w / 2)} 0 ${f(w / 2)} ${f(-r)} L ${f(w / 2 + bulge)} ${f(-h * sh)} ` +
    `C ${f(w / 2 + bulge)} ${f(-h * 0.93)} ${f(w * 0.28)} ${f(-h)} 0 ${f(-h)} C ${f(-w * 0.28)} ${f(-h)} ${f(-w / 2 - bulge)} ${f(-h * 0.93)} ${f(-w / 2 - bulge)} ${f(-h * sh)} ` +
    `L ${f(-w / 2)} ${f(-r)} Q ${f(-w / 2)} 0 ${f(-w / 2 + r)} 0 Z`
  );
}

function lactalPath(w, h) {
  const r = 14;
  return (
    `M ${f(-w / 2 + r)} 0 L ${f(w / 2 - r)} 0 Q ${f(w / 2)} 0 ${f(w / 2)} ${f(-r)} L ${f(w / 2)} ${f(-h * 0.7)} ` +
    `C ${f(w / 2 + 16)} ${f(-h * 0.72)} ${f(w / 2 + 14)} ${f(-h * 0.98)} ${f(w / 2 - 26)} ${f(-h)} Q 0 ${f(-h * 1.07)} ${f(-w / 2 + 26)} ${f(-h)} ` +
    `C ${f(-w / 2 - 14)} ${f(-h * 0.98)} ${f(-w / 2 - 16)} ${f(-h * 0.72)} ${f(-w / 2)} ${f(-h * 0.7)} L ${f(-w / 2)} ${f(-r)} Q ${f(-w / 2)} 0 ${f(-w / 2 + r)} 0 Z`
  );
}

function boulePath(w, h) {
  return (
    `M ${f(-w * 0.42)} 0 C ${f(-w * 0.53)} ${f(-h * 0.02)} ${f(-w * 0.53)} ${f(-h * 0.55)} ${f(-w * 0.4)} ${f(-h * 0.78)} ` +
    `C ${f(-w * 0.25)} ${f(-h * 1.02)} ${f(w * 0.25)} ${f(-h * 1.02)} ${f(w * 0.4)} ${f(-h * 0.78)} ` +
    `C ${f(w * 0.53)} ${f(-h * 0.55)} ${f(w * 0.53)} ${f(-h * 0.02)} ${f(w * 0.42)} 0 Z`
  );
}

function budinPath(w0, w1, h) {
  return (
    `M ${f(-w0 / 2 + 12)} 0 L ${f(w0 / 2 - 12)} 0 Q ${f(w0 / 2)} 0 ${f(w0 / 2 + 1)} -12 L ${f(w1 / 2)} ${f(-h * 0.74)} ` +
    `C ${f(w1 / 2 + 4)} ${f(-h * 0.92)} ${f(w1 * 0.3)} ${f(-h)} 0 ${f(-h)} C ${f(-w1 * 0.3)} ${f(-h)} ${f(-w1 / 2 - 4)} ${f(-h * 0.92)} ${f(-w1 / 2)} ${f(-h * 0.74)} ` +
    `L ${f(-w0 / 2 - 1)} -12 Q ${f(-w0 / 2)} 0 ${f(-w0 / 2 + 12)} 0 Z`
  );
}

/** Cut face of bread/cake: crust outline + crumb + holes + inclusions, drawn with the given outline. */
function crumbFace(c, d, o) {
  const { crust, crumb, hole = dark(crumb, 0.12), holes = 40, box, incl = '' } = o;
  const [x0, y0, x1, y1] = box;
  let inner = '';
  for (let i = 0; i < holes; i++) {
    const x = c.rand(x0, x1);
    const y = c.rand(y0, y1);
    const r = c.rand(1.5, o.holeSize ?? 5);
    inner += ell(
      x,
      y,
      r * c.rand(1, 1.8),
      r,
      hole,
      ` transform="rotate(${f(c.rand(-30, 30))} ${f(x)} ${f(y)})"`,
    );
  }
  const cp = c.clip(path(d, '#000'));
  return (
    path(d, c.rad([light(crumb, 0.25), crumb, dark(crumb, 0.06)], 0.45, 0.45, 0.7)) +
    `<g ${cp}>${inner}${incl}</g>` +
    path(d, 'none', ` stroke="${crust}" stroke-width="${o.crustWidth ?? 10}" stroke-linejoin="round"`)
  );
}

/** Upright slice: cut face towards the viewer. */
function slice(c, d, thick, crustCol, face) {
  return path(d, dark(crustCol, 0.1), ` transform="translate(${thick} ${-thick * 0.5})"`) + face;
}

// ---------------------------------------------------------------- product kinds
// Every drawer works in local coordinates: base centre of the product on the ground at (0,0),
// picture y grows downwards, ground circles are ellipses with ry = rx / 2.

const SEED_TYPES = ['sunflower', 'pumpkin', 'flax', 'flax', 'sesame', 'sunflower', 'chia'];

const K = {};

// 0 -- seed loaf
K.seedLoaf = {
  ingredients: ['seedBowl', 'egg', 'pumpkinSeeds', 'almonds', 'sunflowerSeeds'],
  loaf(c, w = 400, h = 190) {
    const d = loafPath(w, h, 0.6, 5, 18);
    const body = path(
      d,
      c.lin([
        [0, '#A0602D'],
        [0.45, '#85491F'],
        [1, '#5E3215'],
      ]),
    );
    const shade = path(
      d,
      c.lin(
        [
          [0, '#fff', 0.12],
          [0.5, '#fff', 0],
          [1, '#000', 0.25],
        ],
        0,
        0,
        1,
        0,
      ),
    );
    const seeds =
      scatter(c, 230, SEED_TYPES, () => [c.rand(-w / 2, w / 2), -h + Math.pow(c.r(), 1.7) * h * 0.55]) +
      scatter(c, 50, SEED_TYPES, () => [c.rand(-w / 2, w / 2), c.rand(-h * 0.5, -8)]);
    return (
      shadow(10, 6, w * 0.55, 26) +
      body +
      `<g ${c.clip(path(d, '#000'))}>${seeds}${ell(-w * 0.18, -h * 0.86, w * 0.25, h * 0.08, '#fff', ' opacity=".12"')}</g>` +
      shade
    );
  },
  sliceFace(c, w = 170, h = 165) {
    const d = loafPath(w, h, 0.6, 3, 14);
    const incl = scatter(
      c,
      70,
      ['sunflower', 'pumpkin', 'flax', 'flax', 'chia', 'sesame'],
      () => [c.rand(-w / 2, w / 2), c.rand(-h, 0)],
      1.1,
    );
    return crumbFace(c, d, {
      crust: '#5E3215',
      crumb: '#BE9262',
      holes: 25,
      box: [-w / 2, -h, w / 2, 0],
      incl,
      crustWidth: 11,
    });
  },
  slice(c, w, h) {
    return slice(c, loafPath(w ?? 170, h ?? 165, 0.6, 3, 14), 12, '#6E3B18', this.sliceFace(c, w, h));
  },
  whole(c) {
    return this.loaf(c);
  },
  closeup(c) {
    return (
      g(-150, -40, 1.05, this.loaf(c)) +
      shadow(120, 60, 250, 40) +
      g(30, 40, 1.15, rot(-6, this.slice(c))) +
      g(150, 60, 1.15, rot(4, this.slice(c))) +
      g(270, 80, 1.15, rot(12, this.slice(c))) +
      crumbs(c, 14, 120, 120, 200, 30, '#7A4A22')
    );
  },
  unit(c) {
    return this.slice(c);
  },
  box: { scale: 0.85, y: 470 },
};

// 1 -- round almond loaf
K.boule = {
  ingredients: ['almonds', 'flourBowl', 'egg', 'almonds', 'egg'],
  loaf(c, w = 380, h = 240) {
    const d = boulePath(w, h);
    let s = shadow(10, 4, w * 0.5, 24);
    s += path(
      d,
      c.rad(
        [
          [0, '#E9B26A'],
          [0.55, '#C98238'],
          [1, '#8E4E1C'],
        ],
        0.42,
        0.3,
        0.75,
      ),
    );
    let top = '';
    for (const [x, y, a, l] of [
      [-w * 0.2, -h * 0.72, -28, w * 0.42],
      [0, -h * 0.82, -28, w * 0.46],
      [w * 0.19, -h * 0.74, -28, w * 0.38],
    ]) {
      top += `<g transform="translate(${f(x)} ${f(y)}) rotate(${a})">${path(
        `M ${f(-l / 2)} 0 Q 0 -16 ${f(l / 2)} 0 Q 0 8 ${f(-l / 2)} 0 Z`,
        c.lin(['#F6D9A0', '#E4AE66']),
        ' stroke="#8E4E1C" stroke-width="2"',
      )}</g>`;
    }
    top += scatter(c, 16, ['almondFlake'], () => [c.rand(-w * 0.35, w * 0.35), c.rand(-h * 0.95, -h * 0.5)]);
    for (let i = 0; i < 60; i++)
      top += ell(
        c.rand(-w * 0.4, w * 0.4),
        -h + Math.pow(c.r(), 1.5) * h * 0.7,
        c.rand(1, 3),
        c.rand(1, 2.5),
        '#FFFDF5',
        ' opacity=".55"',
      );
    s += `<g ${c.clip(path(d, '#000'))}>${top}</g>`;
    s += path(
      d,
      c.lin(
        [
          [0, '#fff', 0.08],
          [0.6, '#000', 0],
          [1, '#000', 0.2],
        ],
        0,
        0,
        1,
        0,
      ),
    );
    return s;
  },
  halfFace(c, w = 380, h = 240) {
    const d = boulePath(w, h);
    return crumbFace(c, d, {
      crust: '#A9652B',
      crumb: '#F0DCB0',
      holes: 70,
      holeSize: 6,
      box: [-w / 2, -h, w / 2, 0],
      crustWidth: 14,
    });
  },
  whole(c) {
    return this.loaf(c);
  },
  closeup(c) {
    const w = 380;
    const h = 240;
    const d = boulePath(w, h);
    const slc = (x, y, a) =>
      g(x, y, 0.55, rot(a, path(d, '#B06B2E', ' transform="translate(10 -6)"') + this.halfFace(c, w, h)));
    return (
      g(
        -60,
        -30,
        1.1,
        shadow(10, 4, w * 0.5, 24) +
          path(d, '#9A5722', ' transform="translate(-14 -10)"') +
          this.halfFace(c, w, h),
      ) +
      shadow(200, 110, 130, 30) +
      slc(190, 110, 8) +
      crumbs(c, 12, 40, 120, 260, 30, '#C98A4A')
    );
  },
  unit(c) {
    const w = 380;
    const h = 240;
    return g(
      0,
      0,
      0.5,
      path(boulePath(w, h), '#B06B2E', ' transform="translate(10 -6)"') + this.halfFace(c, w, h),
    );
  },
  box: { scale: 0.9, y: 470 },
};

// 2 -- sandwich loaf
K.lactal = {
  ingredients: ['butter', 'egg', 'flourBowl', 'egg'],
  loaf(c, w = 380, h = 215) {
    const d = lactalPath(w, h);
    let s = shadow(10, 6, w * 0.55, 24);
    s += path(
      d,
      c.lin([
        [0, '#9E5A24'],
        [0.2, '#C07A38'],
        [0.3, '#D9A15E'],
        [0.34, '#E9C48E'],
        [1, '#D29A58'],
      ]),
    );
    s += `<g ${c.clip(path(d, '#000'))}>${ell(-w * 0.2, -h * 0.9, w * 0.3, h * 0.08, '#fff', ' opacity=".18"')}${path(
      `M ${f(-w / 2)} ${f(-h * 0.7)} Q 0 ${f(-h * 0.66)} ${f(w / 2)} ${f(-h * 0.7)}`,
      'none',
      ' stroke="#B87A3A" stroke-width="3" opacity=".6"',
    )}</g>`;
    s += path(
      d,
      c.lin(
        [
          [0, '#fff', 0.1],
          [0.55, '#000', 0],
          [1, '#000', 0.22],
        ],
        0,
        0,
        1,
        0,
      ),
    );
    return s;
  },
  sliceFace(c, w = 175, h = 180) {
    const d = lactalPath(w, h);
    return crumbFace(c, d, {
      crust: '#C98A45',
      crumb: '#F8EEDA',
      hole: '#EBDCBD',
      holes: 45,
      holeSize: 3,
      box: [-w / 2, -h, w / 2, 0],
      crustWidth: 8,
    });
  },
  slice(c) {
    return slice(c, lactalPath(175, 180), 10, '#D39A57', this.sliceFace(c));
  },
  whole(c) {
    return this.loaf(c);
  },
  closeup(c) {
    return (
      g(-130, -40, 1.05, this.loaf(c)) +
      shadow(120, 70, 260, 40) +
      g(40, 40, 1.15, rot(-8, this.slice(c))) +
      g(150, 60, 1.15, rot(2, this.slice(c))) +
      g(260, 80, 1.15, rot(10, this.slice(c)))
    );
  },
  unit(c) {
    return this.slice(c);
  },
  box: { scale: 0.85, y: 470 },
};

// 3 -- seed crackers
K.crackers = {
  ingredients: ['seedBowl', 'cheese', 'pumpkinSeeds', 'sunflowerSeeds'],
  cracker(c, x, y, a, ang, t = 9) {
    const cs = Math.cos((ang * Math.PI) / 180);
    const sn = Math.sin((ang * Math.PI) / 180);
    const corners = [
      [-a, -a],
      [a, -a],
      [a, a],
      [-a, a],
    ].map(([px, py]) => [x + px * cs - py * sn, y + (px * sn + py * cs) * 0.5]);
    const all = corners.concat(corners.map(([px, py]) => [px, py + t]));
    let s = poly(hull(all), '#8C5A2B');
    const tf = `translate(${f(x)} ${f(y)}) scale(1 .5) rotate(${f(ang)})`;
    let top = `<rect x="${-a}" y="${-a}" width="${2 * a}" height="${2 * a}" rx="5" fill="${c.rad(['#D6A466', '#C28B4F', '#A87238'], 0.4, 0.4, 0.7)}"/>`;
    top += scatter(
      c,
      Math.round(a * a * 0.012),
      ['sunflower', 'pumpkin', 'flax', 'flax', 'sesame', 'sesame', 'chia'],
      () => [c.rand(-a + 5, a - 5), c.rand(-a + 5, a - 5)],
      1.6,
    );
    for (let i = -1; i <= 1; i++)
      for (let j = -1; j <= 1; j++)
        top += ell(i * a * 0.5, j * a * 0.5, 2.6, 2.6, '#7A4A22', ' opacity=".7"');
    s += `<g transform="${tf}">${top}</g>`;
    return s;
  },
  whole(c) {
    let s = shadow(10, 10, 230, 60);
    const list = [
      [-110, -30, 72, 12, 0],
      [40, -50, 72, -20, 0],
      [130, -10, 72, 30, 0],
      [-150, 30, 72, -35, 0],
      [-20, 10, 72, 40, 0],
      [100, 50, 72, 5, 0],
      [-60, -10, 72, -10, -12],
      [60, 10, 72, 25, -14],
    ];
    for (const [x, y, a, ang, dy] of list) s += this.cracker(c, x, y + dy, a, ang);
    return s;
  },
  closeup(c) {
    let s = shadow(-60, 40, 200, 50);
    for (let i = 0; i < 6; i++)
      s += this.cracker(c, -80 + c.rand(-8, 8), 20 - i * 16, 110, 10 + c.rand(-6, 6), 12);
    s += shadow(200, 110, 150, 40);
    s += this.cracker(c, 180, 90, 100, 35, 12);
    s += this.cracker(c, 240, 40, 90, -20, 12);
    return s + crumbs(c, 16, 60, 120, 280, 30, '#8C5A2B');
  },
  unit(c) {
    return shadow(6, 8, 90, 30) + this.cracker(c, 0, 0, 64, 20, 10);
  },
  box: { scale: 0.8, y: 400 },
};

// 4 -- breadsticks
K.grisines = {
  ingredients: ['cheese', 'rosemary', 'sesameBowl', 'flourBowl'],
  stick(c, x1, y1, x2, y2, th = 18) {
    const L = Math.hypot(x2 - x1, y2 - y1);
    const a = (Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI;
    let s = `<rect x="0" y="${-th / 2}" width="${f(L)}" height="${th}" rx="${th / 2}" fill="${c.lin([
      [0, '#F3CE8B'],
      [0.4, '#E0A65C'],
      [1, '#A9652B'],
    ])}"/>`;
    let marks = '';
    for (let t = 12; t < L - 8; t += 15)
      marks += path(
        `M ${f(t)} ${-th / 2} q 5 ${th / 2} 9 ${th}`,
        'none',
        ' stroke="#B8763A" stroke-width="2" opacity=".55"',
      );
    for (let i = 0; i < L / 11; i++)
      marks += seed('sesame', c.rand(6, L - 6), c.rand(-th / 2 + 2, 2), c.rand(-30, 30), 0.9);
    s += `<g ${c.clip(`<rect x="0" y="${-th / 2}" width="${f(L)}" height="${th}" rx="${th / 2}"/>`)}>${marks}</g>`;
    return `<g transform="translate(${f(x1)} ${f(y1)}) rotate(${f(a)})">${s}</g>`;
  },
  whole(c) {
    let s = shadow(10, 14, 240, 50);
    for (let i = 0; i < 9; i++) {
      const y = -40 + i * 11;
      const a = -10 + i * 2.5;
      const r = (a * Math.PI) / 180;
      s += this.stick(
        c,
        -200 * Math.cos(r) + c.rand(-15, 15),
        y - 200 * Math.sin(r) * 0.5,
        200 * Math.cos(r),
        y + 200 * Math.sin(r) * 0.5,
      );
    }
    return s;
  },
  closeup(c) {
    // breadsticks standing in a glass, two lying in front
    let s = shadow(0, 10, 130, 30);
    for (let i = 0; i < 9; i++) {
      const a = -24 + i * 6 + c.rand(-2, 2);
      const r = (a * Math.PI) / 180;
      s += this.stick(c, c.rand(-30, 30), -10, Math.sin(r) * 460, -10 - Math.cos(r) * 460, 20);
    }
    const glass = 'M -95 -230 L 95 -230 L 82 -8 Q 80 8 64 8 L -64 8 Q -80 8 -82 -8 Z';
    s += path(
      glass,
      c.lin(
        [
          [0, '#FFFFFF', 0.55],
          [0.3, '#D9EEF2', 0.25],
          [0.8, '#FFFFFF', 0.18],
          [1, '#CFE4EA', 0.5],
        ],
        0,
        0,
        1,
        0,
      ),
      ' stroke="#FFFFFF" stroke-width="3" stroke-opacity=".8"',
    );
    s += ell(0, -230, 95, 16, 'none', ' stroke="#FFFFFF" stroke-width="3" opacity=".8"');
    s += path(
      'M -70 -200 L -60 -30',
      'none',
      ' stroke="#fff" stroke-width="8" stroke-linecap="round" opacity=".55"',
    );
    s += shadow(140, 120, 200, 26);
    s += this.stick(c, -60, 110, 330, 80, 20) + this.stick(c, -30, 140, 350, 125, 20);
    return s;
  },
  unit(c) {
    return shadow(0, 10, 150, 16) + this.stick(c, -150, 0, 150, -20) + this.stick(c, -140, 22, 160, 14);
  },
  unitScale: 0.7,
  boxFill(c) {
    let s = '';
    for (let i = 0; i < 10; i++)
      s += this.stick(c, 210 + i * 36, 440 + c.rand(-6, 6), 150 + i * 40, 180 + c.rand(-20, 20), 19);
    return s;
  },
  box: { scale: 0.8, y: 470 },
};

// 5 -- burger buns
K.buns = {
  ingredients: ['sesameBowl', 'egg', 'creamCheese', 'egg'],
  bun(c, w = 170, h = 96) {
    const d = `M ${-w / 2} -10 C ${-w / 2} ${f(-h * 0.78)} ${f(-w * 0.3)} ${-h} 0 ${-h} C ${f(w * 0.3)} ${-h} ${w / 2} ${f(-h * 0.78)} ${w / 2} -10 Q ${w / 2} 6 ${f(w * 0.35)} 6 L ${f(-w * 0.35)} 6 Q ${-w / 2} 6 ${-w / 2} -10 Z`;
    let s =
      shadow(6, 6, w * 0.55, 16) +
      path(
        d,
        c.lin([
          [0, '#B5652A'],
          [0.62, '#C97A38'],
          [0.8, '#E3AF6E'],
          [0.9, '#F0CC95'],
          [1, '#D9A867'],
        ]),
      );
    const top = scatter(
      c,
      34,
      ['sesame'],
      () => [c.rand(-w * 0.4, w * 0.4), -h + Math.pow(c.r(), 1.3) * h * 0.55],
      1.2,
    );
    s += `<g ${c.clip(path(d, '#000'))}>${path(
      d,
      c.rad(
        [
          [0, '#fff', 0.35],
          [1, '#fff', 0],
        ],
        0.35,
        0.2,
        0.45,
      ),
    )}${top}</g>`;
    return s;
  },
  whole(c) {
    return (
      g(-80, -40, 1, this.bun(c)) +
      g(90, -46, 1, this.bun(c)) +
      g(-10, 40, 1, this.bun(c)) +
      g(160, 30, 0.95, this.bun(c))
    );
  },
  closeup(c) {
    // a burger built with the keto bun
    const w = 300;
    let s = shadow(0, 10, 190, 36);
    s += path(
      `M ${-w / 2} -40 Q ${-w / 2} 4 -110 4 L 110 4 Q ${w / 2} 4 ${w / 2} -40 Z`,
      c.lin(['#E7B574', '#C98A45']),
    );
    s += ell(0, -40, w / 2, 30, '#F1DDB0');
    // patty
    s +=
      path(blob(c, 0, -60, 165, 40, 0.04, 20), '#5A2E18') +
      path(blob(c, 0, -78, 162, 36, 0.04, 20), c.lin(['#7A4124', '#4A2412']));
    // cheese
    s += path(
      'M -170 -92 L 170 -92 L 150 -60 L 120 -70 L 100 -40 L 80 -70 L -60 -66 L -80 -42 L -100 -68 L -160 -70 Z',
      '#F5B732',
    );
    // tomato + lettuce
    s += ell(0, -100, 150, 26, '#D63A2A') + ell(-10, -104, 120, 18, '#EE6B4F');
    let lettuce = '';
    for (let i = 0; i < 14; i++) {
      const x = -170 + i * 26;
      lettuce += `${i === 0 ? 'M' : 'Q'} ${i === 0 ? '' : `${f(x - 13)} ${f(-100 + (i % 2 ? 24 : 8))} `}${f(x)} ${f(-112 + (i % 2 ? 4 : -4))}`;
    }
    s += path(`${lettuce} L 170 -130 L -170 -130 Z`, c.lin(['#8CC84B', '#5C9A2E']));
    // top bun
    s += g(0, -118, 1.75, this.bun(c));
    return g(0, 40, 1, s);
  },
  unit(c) {
    return this.bun(c);
  },
  box: { scale: 0.85, y: 470 },
};

// 6 -- chipá
K.chipa = {
  ingredients: ['cheese', 'egg', 'butter', 'cheese'],
  ball(c, r = 46) {
    const pts = [];
    for (let i = 0; i < 18; i++) {
      const a = (i / 18) * Math.PI * 2;
      const k = 1 + c.rand(-0.06, 0.06);
      pts.push([Math.cos(a) * r * 1.08 * k, Math.min(0, -r * 0.85 + Math.sin(a) * r * 0.85 * k)]);
    }
    const d = smooth(pts);
    let s = shadow(4, 2, r * 1.15, r * 0.3);
    s += path(
      d,
      c.rad(
        [
          [0, '#F7DFA6'],
          [0.55, '#E3B064'],
          [1, '#B7772F'],
        ],
        0.38,
        0.3,
        0.75,
      ),
    );
    let spots = '';
    for (let i = 0; i < 6; i++)
      spots += ell(
        c.rand(-r * 0.7, r * 0.7),
        c.rand(-r * 1.5, -r * 0.5),
        c.rand(4, 9),
        c.rand(3, 6),
        '#B8742C',
        ' opacity=".35"',
      );
    for (let i = 0; i < 3; i++) {
      const x = c.rand(-r * 0.5, r * 0.5);
      const y = c.rand(-r * 1.5, -r * 0.9);
      spots += path(
        `M ${f(x)} ${f(y)} q 8 -5 16 0`,
        'none',
        ' stroke="#FBECC4" stroke-width="2.5" stroke-linecap="round" opacity=".8"',
      );
    }
    return s + `<g ${c.clip(path(d, '#000'))}>${spots}</g>`;
  },
  whole(c) {
    let s = shadow(0, 6, 220, 50);
    const rows = [
      [-60, 4, -150],
      [-25, 5, -130],
      [15, 4, -100],
      [50, 3, -70],
    ];
    for (const [y, n, x0] of rows)
      for (let i = 0; i < n; i++)
        s += g(
          x0 + i * (n === 5 ? 65 : 80) + c.rand(-6, 6),
          y + c.rand(-5, 5),
          1,
          this.ball(c, c.rand(42, 48)),
        );
    return s;
  },
  closeup(c) {
    // one chipá broken open, whole ones behind
    let s = g(-170, -40, 1.6, this.ball(c)) + g(170, -30, 1.5, this.ball(c));
    const r = 120;
    const d = `M ${-r} 0 C ${-r * 1.1} ${-r * 0.8} ${-r * 0.6} ${-r * 1.5} 0 ${-r * 1.5} C ${r * 0.6} ${-r * 1.5} ${r * 1.1} ${-r * 0.8} ${r} 0 Z`;
    const incl = Array.from({ length: 8 }, () =>
      path(
        `M ${f(c.rand(-80, 60))} ${f(c.rand(-150, -30))} q 14 ${f(c.rand(-14, 14))} 30 0`,
        'none',
        ' stroke="#FFE79A" stroke-width="5" stroke-linecap="round"',
      ),
    ).join('');
    s +=
      shadow(0, 70, 170, 30) +
      g(
        -20,
        80,
        1,
        crumbFace(c, d, {
          crust: '#C88939',
          crumb: '#F7E4A8',
          holes: 35,
          holeSize: 8,
          box: [-r, -r * 1.5, r, 0],
          incl,
          crustWidth: 16,
        }),
      );
    s += g(
      110,
      110,
      0.9,
      `<g transform="scale(-1 1)">${crumbFace(c, d, { crust: '#C88939', crumb: '#F7E4A8', holes: 30, holeSize: 8, box: [-r, -r * 1.5, r, 0], crustWidth: 16 })}</g>`,
    );
    return s;
  },
  unit(c) {
    return g(-40, 0, 0.9, this.ball(c)) + g(45, 10, 0.9, this.ball(c));
  },
  box: { scale: 0.8, y: 445 },
};

// 7 -- berry tart
K.tart = {
  ingredients: ['strawberries', 'blueberries', 'raspberries', 'mint', 'almonds'],
  fruit(c, rx, ry, n) {
    const items = [];
    for (let i = 0; i < n; i++) {
      const a = c.rand(0, Math.PI * 2);
      const d = Math.sqrt(c.r()) * 0.85;
      items.push([Math.cos(a) * rx * d, Math.sin(a) * ry * d, c.pick(['s', 's', 'b', 'b', 'b', 'r', 'r'])]);
    }
    items.sort((p, q) => p[1] - q[1]);
    let s = '';
    for (const [x, y, t] of items) {
      if (t === 's') s += strawberry(c, x, y - 6, 1.05, c.rand(-40, 40));
      else if (t === 'b') s += blueberry(c, x, y - 5, 10);
      else s += raspberry(c, x, y - 7, 11);
    }
    for (let i = 0; i < 3; i++)
      s += leaf(
        c.rand(-rx * 0.4, rx * 0.4),
        c.rand(-ry * 0.5, ry * 0.3) - 10,
        28,
        c.rand(-160, -20),
        '#3E8E3A',
      );
    return s;
  },
  tart(c, r = 190, h = 40) {
    let s = shadow(8, 10, r * 1.05, r * 0.5);
    s += cylinder(c, r, h, sideGrad(c, '#D69A52'), '#D9A25A');
    let flutes = '';
    for (let i = 1; i < 24; i++) {
      const x = -r * Math.cos((i / 24) * Math.PI);
      flutes += path(
        `M ${f(x)} ${f(-h + Math.sqrt(Math.max(0, 1 - (x / r) ** 2)) * r * 0.5)} l 0 ${h}`,
        'none',
        ' stroke="#A8692E" stroke-width="3" opacity=".55"',
      );
    }
    s += `<g ${c.clip(path(`M ${-r} ${-h} L ${-r} 0 A ${r} ${r / 2} 0 0 0 ${r} 0 L ${r} ${-h} A ${r} ${r / 2} 0 0 1 ${-r} ${-h} Z`, '#000'))}>${flutes}</g>`;
    s += ell(0, -h, r, r / 2, c.lin(['#C98A45', '#E8B878']));
    s += ell(0, -h + 2, r - 16, r / 2 - 9, c.rad(['#FFF9EC', '#FCEBD0'], 0.5, 0.6, 0.6));
    s += g(0, -h, 1, this.fruit(c, r - 30, r / 2 - 18, 30));
    return s;
  },
  sliceWedge(c, R = 230, H = 80) {
    // wedge with the cut face towards the viewer: crust base, cream filling, fruit on top
    const bx = R * 0.866;
    const by = -H - R * 0.25;
    const face = [
      [0, 0],
      [R, 0],
      [R, -H],
      [0, -H],
    ];
    let s = shadow(R / 2, 8, R * 0.6, 24);
    s += poly(
      [
        [0, -H],
        [R, -H],
        [bx, by],
      ],
      '#FBEBD0',
    );
    s += poly(face, '#FFF5E3');
    s += `<rect x="0" y="-22" width="${R}" height="22" rx="6" fill="${c.lin(['#E2AE6A', '#B8772F'])}"/>`;
    s += `<rect x="${R - 16}" y="${-H}" width="16" height="${H}" rx="6" fill="${c.lin(['#E2AE6A', '#B8772F'], 0, 0, 1, 0)}"/>`;
    s += path(`M 6 ${-H} L ${R - 16} ${-H}`, 'none', ' stroke="#F3E0C0" stroke-width="3"');
    s += g(
      R * 0.55,
      -H - 26,
      1,
      strawberry(c, -70, 0, 1.3, -15) +
        blueberry(c, -10, 10, 13) +
        raspberry(c, 35, 0, 15) +
        strawberry(c, 70, 8, 1.2, 25) +
        blueberry(c, 10, -18, 12),
    );
    return s;
  },
  whole(c) {
    return this.tart(c);
  },
  closeup(c) {
    return (
      g(-120, -60, 0.75, this.tart(c)) +
      g(-140, 130, 1.25, this.sliceWedge(c)) +
      g(270, 140, 1, blueberry(c, 0, 0, 13) + raspberry(c, 40, 20, 14))
    );
  },
  unit(c) {
    return g(-90, 0, 0.8, this.sliceWedge(c));
  },
  box: { scale: 0.9, y: 420 },
};

// 8 -- lemon loaf cake
K.lemonLoaf = {
  ingredients: ['lemon', 'lemonHalf', 'egg', 'sweetenerBowl'],
  glaze(c, w1, h, dripBase) {
    // glaze following the top, with drips
    let d = `M ${f(-w1 / 2 - 2)} ${f(-h * 0.72)} C ${f(-w1 / 2 - 4)} ${f(-h * 0.92)} ${f(-w1 * 0.3)} ${f(-h - 4)} 0 ${f(-h - 4)} C ${f(w1 * 0.3)} ${f(-h - 4)} ${f(w1 / 2 + 4)} ${f(-h * 0.92)} ${f(w1 / 2 + 2)} ${f(-h * 0.72)}`;
    const n = 10;
    for (let i = n; i >= 0; i--) {
      const x = -w1 / 2 + (i / n) * w1;
      const drip = i % 3 === 1 ? c.rand(30, 55) : c.rand(4, 14);
      if (i === n) d += ` L ${f(x)} ${f(-h * 0.72 + 6)}`;
      else d += ` Q ${f(x + w1 / n / 2)} ${f(dripBase + drip + 10)} ${f(x)} ${f(dripBase + c.rand(-4, 6))}`;
    }
    d += ' Z';
    return (
      path(d, '#5A3A1A', ' opacity=".12" transform="translate(3 5)"') + path(d, c.lin(['#FFFFFF', '#FFF6E2']))
    );
  },
  cake(c, w0 = 320, w1 = 350, h = 150) {
    const d = budinPath(w0, w1, h);
    let s = shadow(8, 6, w0 * 0.58, 22);
    s += path(
      d,
      c.lin([
        [0, '#C57D33'],
        [0.45, '#DDA152'],
        [1, '#B9772F'],
      ]),
    );
    s += path(
      d,
      c.lin(
        [
          [0, '#fff', 0.08],
          [0.6, '#000', 0],
          [1, '#000', 0.2],
        ],
        0,
        0,
        1,
        0,
      ),
    );
    s += this.glaze(c, w1, h, -h * 0.72);
    s += lemonSlice(-70, -h - 6, 30) + lemonSlice(0, -h - 10, 30) + lemonSlice(70, -h - 6, 30);
    s += scatter(c, 18, ['zest'], () => [c.rand(-w1 * 0.4, w1 * 0.4), c.rand(-h - 16, -h * 0.8)]);
    return s;
  },
  sliceFace(c) {
    const w0 = 160;
    const w1 = 175;
    const h = 140;
    const d = budinPath(w0, w1, h);
    return (
      crumbFace(c, d, {
        crust: '#B9782F',
        crumb: '#F6DB8E',
        holes: 40,
        holeSize: 3.5,
        box: [-w1 / 2, -h, w1 / 2, 0],
        crustWidth: 9,
      }) + this.glaze(c, w1, h, -h * 0.78)
    );
  },
  slice(c) {
    return path(budinPath(160, 175, 140), '#C9883E', ' transform="translate(10 -6)"') + this.sliceFace(c);
  },
  whole(c) {
    return this.cake(c);
  },
  closeup(c) {
    return (
      g(-150, -50, 1.05, this.cake(c)) +
      shadow(150, 80, 220, 36) +
      g(60, 60, 1.15, rot(-6, this.slice(c))) +
      g(190, 80, 1.15, rot(7, this.slice(c))) +
      g(-250, 120, 1, lemonSlice(0, 0, 46, 0.55)) +
      crumbs(c, 10, 100, 130, 220, 20, '#E7BD63')
    );
  },
  unit(c) {
    return this.slice(c);
  },
  box: { scale: 0.85, y: 470 },
};

// 9 -- chocolate chip cookies
K.cookies = {
  ingredients: ['chocolate', 'almonds', 'butter', 'egg', 'chocolate'],
  cookie(c, r = 88, t = 15) {
    const top = blob(c, 0, -t, r, r * 0.5, 0.04, 16);
    const bot = blob(c, 0, 0, r, r * 0.5, 0.04, 16);
    let s =
      path(bot, '#A8672C') +
      `<rect x="${f(-r * 0.98)}" y="${-t}" width="${f(r * 1.96)}" height="${t}" fill="#A8672C"/>`;
    s += path(
      top,
      c.rad(
        [
          [0, '#EAB873'],
          [0.6, '#D89A52'],
          [1, '#B8763A'],
        ],
        0.45,
        0.4,
        0.6,
      ),
    );
    let chips = '';
    for (let i = 0; i < 10; i++) {
      const a = c.rand(0, Math.PI * 2);
      const dd = Math.sqrt(c.r()) * 0.8;
      const x = Math.cos(a) * r * dd;
      const y = -t + Math.sin(a) * r * 0.5 * dd;
      chips +=
        path(blob(c, x, y, c.rand(7, 11), c.rand(5, 8), 0.2, 6), '#3A2113') +
        ell(x - 2, y - 2, 3, 2, '#7B5236', ' opacity=".8"');
    }
    for (let i = 0; i < 4; i++) {
      const x = c.rand(-r * 0.6, r * 0.6);
      const y = -t + c.rand(-r * 0.3, r * 0.3);
      chips += path(
        `M ${f(x)} ${f(y)} q 10 -4 22 2`,
        'none',
        ' stroke="#F2CD92" stroke-width="2.5" stroke-linecap="round"',
      );
    }
    for (let i = 0; i < 5; i++) {
      const x = c.rand(-r * 0.95, r * 0.95);
      chips += path(
        blob(
          c,
          x,
          c.rand(-t * 0.6, 2) + Math.sqrt(Math.max(0, 1 - (x / r) ** 2)) * r * 0.5,
          c.rand(5, 7),
          4,
          0.2,
          6,
        ),
        '#3A2113',
      );
    }
    return s + chips;
  },
  whole(c) {
    return (
      shadow(0, 16, 250, 60) +
      g(-95, -30, 1, this.cookie(c) + g(0, -15, 1, this.cookie(c)) + g(4, -30, 1, this.cookie(c))) +
      g(105, -20, 1, this.cookie(c)) +
      g(40, 60, 1, this.cookie(c))
    );
  },
  closeup(c) {
    let stack = shadow(0, 14, 150, 36);
    for (let i = 0; i < 5; i++) stack += g(c.rand(-8, 8), -i * 17, 1, this.cookie(c, 120, 16));
    const one = this.cookie(c, 120, 16);
    const left = c.clip('<path d="M -200 -200 L 4 -200 L -8 -120 L 10 -70 L -6 -20 L 8 40 L -200 40 Z"/>');
    const right = c.clip('<path d="M 200 -200 L 4 -200 L -8 -120 L 10 -70 L -6 -20 L 8 40 L 200 40 Z"/>');
    return (
      g(-130, -20, 1, stack) +
      shadow(190, 120, 170, 34) +
      g(140, 110, 1, `<g ${left}><g transform="rotate(-6)">${one}</g></g>`) +
      g(170, 118, 1, `<g ${right}><g transform="rotate(5)">${one}</g></g>`) +
      crumbs(c, 14, 150, 160, 180, 20, '#B8763A')
    );
  },
  unit(c) {
    return shadow(0, 6, 90, 24) + this.cookie(c, 78, 14);
  },
  box: { scale: 0.85, y: 410 },
};

// 10 -- alfajores
K.alfajores = {
  ingredients: ['chocolate', 'dulceBowl', 'almonds', 'chocolate'],
  alfajor(c, r = 92, h = 34) {
    let s = cylinder(
      c,
      r,
      h,
      sideGrad(c, '#4A2A18'),
      c.rad(
        [
          [0, '#7A4A2C'],
          [0.6, '#563219'],
          [1, '#3E2313'],
        ],
        0.4,
        0.35,
        0.65,
      ),
    );
    s += ell(0, -h + 2, r - 4, r / 2 - 3, 'none', ' stroke="#8A5A3A" stroke-width="3" opacity=".45"');
    s += path(
      `M ${-r} ${-h / 2} A ${r} ${r / 2} 0 0 0 ${r} ${-h / 2}`,
      'none',
      ' stroke="#2A160B" stroke-width="2" opacity=".35"',
    );
    let lines = '';
    for (let i = -3; i <= 3; i++)
      lines += path(
        `M ${f(i * 24 - 30)} ${f(-h - r * 0.5)} l 60 ${f(r)}`,
        'none',
        ' stroke="#E9D3B4" stroke-width="2.5" stroke-linecap="round" opacity=".85"',
      );
    s += `<g ${c.clip(ell(0, -h, r - 12, r / 2 - 8, '#000'))}>${lines}</g>`;
    s += ell(-r * 0.38, -h - r * 0.16, r * 0.26, r * 0.07, '#fff', ' opacity=".22"');
    return s;
  },
  cut(c, r = 92, h = 44) {
    // half alfajor, cut face towards the viewer: biscuit / dulce de leche / biscuit in chocolate
    let s = path(
      `M ${-r} ${-h} A ${r} ${r / 2} 0 0 1 ${r} ${-h} Z`,
      c.rad(
        [
          [0, '#7A4A2C'],
          [1, '#3A2112'],
        ],
        0.4,
        0.8,
        0.8,
      ),
    );
    s += `<rect x="${-r}" y="${-h}" width="${2 * r}" height="${h}" rx="8" fill="#3A2112"/>`;
    s += `<rect x="${-r + 5}" y="${-h + 5}" width="${2 * r - 10}" height="${f(h * 0.3)}" rx="4" fill="${c.lin(['#EAC58A', '#D9A965'])}"/>`;
    s += `<rect x="${-r + 5}" y="${f(-h * 0.35 - 1)}" width="${2 * r - 10}" height="${f(h * 0.28)}" rx="4" fill="${c.lin(['#EAC58A', '#D9A965'])}"/>`;
    s += `<rect x="${-r + 4}" y="${f(-h + 5 + h * 0.3)}" width="${2 * r - 8}" height="${f(h * 0.34)}" rx="6" fill="${c.lin(['#B8692E', '#8E4A1E'])}"/>`;
    s += path(`M ${-r * 0.2} ${f(-h * 0.35)} q 4 22 10 24 q 6 -2 6 -24 Z`, '#9E5524');
    s += ell(-r * 0.4, f(-h * 0.5), r * 0.3, 2, '#fff', ' opacity=".3"');
    return s;
  },
  whole(c) {
    return (
      shadow(0, 14, 240, 60) +
      g(-95, -40, 1, this.alfajor(c) + g(0, -36, 1, this.alfajor(c))) +
      g(105, -30, 1, this.alfajor(c)) +
      g(40, 60, 1, this.cut(c))
    );
  },
  closeup(c) {
    return (
      g(-160, -20, 1.35, this.alfajor(c) + g(0, -36, 1, this.alfajor(c))) +
      shadow(120, 110, 200, 40) +
      g(170, 40, 1.45, `<g transform="scale(-1 1)">${this.cut(c)}</g>`) +
      g(60, 130, 1.6, this.cut(c)) +
      crumbs(c, 10, 60, 170, 250, 16, '#3A2112')
    );
  },
  unit(c) {
    return shadow(0, 6, 90, 24) + this.cut(c);
  },
  box: { scale: 0.85, y: 420 },
};

// 11 -- brownies
K.brownies = {
  ingredients: ['walnuts', 'chocolate', 'egg', 'walnuts'],
  brownie(c, w = 130, d = 130, h = 56) {
    let s = shadow(6, 4, w * 0.6, 16);
    s += cuboid(w, d, h, c.lin(['#4A2817', '#2E180C']), c.lin(['#5C3520', '#4A2A18']), 7);
    let tex = '';
    for (let i = 0; i < 26; i++)
      tex += ell(
        c.rand(-w / 2, w / 2),
        c.rand(-h, 0),
        c.rand(1.5, 3.5),
        c.rand(1.5, 3),
        c.pick(['#1E0F06', '#5A3520']),
        ' opacity=".8"',
      );
    for (let i = 0; i < 4; i++)
      tex += path(
        blob(c, c.rand(-w / 2 + 10, w / 2 - 10), c.rand(-h + 10, -8), c.rand(5, 8), c.rand(4, 6), 0.25, 6),
        '#B9864F',
      );
    s += `<g ${c.clip(`<rect x="${-w / 2}" y="${-h}" width="${w}" height="${h}" rx="7"/>`)}>${tex}</g>`;
    let top = '';
    for (let i = 0; i < 6; i++) {
      const x = c.rand(-w / 2, w / 2);
      const y = c.rand(-h - d / 2, -h);
      top += path(
        `M ${f(x)} ${f(y)} l ${f(c.rand(10, 22))} ${f(c.rand(-4, 4))} l ${f(c.rand(6, 14))} ${f(c.rand(2, 6))}`,
        'none',
        ' stroke="#8A5A3A" stroke-width="1.8" opacity=".8"',
      );
    }
    top += ell(-w * 0.2, -h - d * 0.32, w * 0.22, d * 0.06, '#fff', ' opacity=".12"');
    s += `<g ${c.clip(`<rect x="${-w / 2}" y="${-h - d / 2}" width="${w}" height="${d / 2}" rx="7"/>`)}>${top}</g>`;
    s += walnut(c, c.rand(-10, 10), -h - d * 0.25, 1.1);
    return s;
  },
  whole(c) {
    return (
      shadow(0, 20, 230, 60) +
      g(-75, -40, 1, this.brownie(c)) +
      g(75, -44, 1, this.brownie(c)) +
      g(-20, 60, 1, this.brownie(c)) +
      g(130, 66, 1, this.brownie(c))
    );
  },
  closeup(c) {
    let s = g(
      -90,
      40,
      1.55,
      this.brownie(c) + g(4, -58, 1, this.brownie(c)) + g(-3, -116, 1, this.brownie(c)),
    );
    s += shadow(190, 150, 120, 20) + g(210, 150, 1.2, this.brownie(c, 130, 130, 56));
    s += crumbs(c, 12, 80, 190, 260, 20, '#2E180C') + walnut(c, 300, 210, 1.4);
    return s;
  },
  unit(c) {
    return this.brownie(c);
  },
  box: { scale: 0.85, y: 430 },
};

// 12 -- chocolate walnut cake
K.cake = {
  ingredients: ['walnuts', 'chocolate', 'cocoaBowl', 'walnuts', 'egg'],
  cake(c, r = 200, h = 170) {
    const ry = r / 2;
    let s = shadow(6, 8, r * 1.02, ry * 0.8, 0.25);
    s += cylinder(c, r, h, sideGrad(c, '#7A4A2E'), '#3D2215');
    // ganache drips over the front edge
    let d = `M ${-r - 2} ${-h}`;
    const n = 22;
    for (let i = 0; i <= n; i++) {
      const x = -r + (i / n) * 2 * r;
      const ye = -h + Math.sqrt(Math.max(0, 1 - (x / r) ** 2)) * ry;
      const drip = i % 3 === 1 ? c.rand(40, 80) : c.rand(8, 18);
      d += ` Q ${f(x - r / n)} ${f(ye + drip + 8)} ${f(x)} ${f(ye + c.rand(4, 10))}`;
    }
    d += ` L ${r + 2} ${-h} Z`;
    s += path(d, c.lin(['#4A2818', '#2E170B']));
    s += ell(
      0,
      -h,
      r,
      ry,
      c.rad(
        [
          [0, '#5A331F'],
          [0.7, '#3D2215'],
          [1, '#2A160B'],
        ],
        0.4,
        0.35,
        0.7,
      ),
    );
    s += ell(-r * 0.3, -h - ry * 0.3, r * 0.35, ry * 0.12, '#fff', ' opacity=".12"');
    // rosettes with walnut halves around the rim
    const ros = [];
    for (let i = 0; i < 10; i++) {
      const a = (i / 10) * Math.PI * 2;
      ros.push([Math.cos(a) * r * 0.78, -h + Math.sin(a) * ry * 0.78]);
    }
    ros.sort((p, q) => p[1] - q[1]);
    for (const [x, y] of ros) {
      s += ell(x, y - 6, 22, 13, c.rad(['#A87550', '#7A4A2E'], 0.4, 0.3, 0.7));
      s += path(
        `M ${f(x - 12)} ${f(y - 8)} q 12 -12 22 -2 q -8 6 -16 -2`,
        'none',
        ' stroke="#5E3820" stroke-width="2"',
      );
      s += walnut(c, x, y - 18, 0.75);
    }
    // shavings in the middle
    for (let i = 0; i < 24; i++) {
      const x = c.rand(-r * 0.45, r * 0.45);
      const y = -h + c.rand(-ry * 0.4, ry * 0.4);
      s += path(
        `M ${f(x)} ${f(y)} q 5 -6 10 0`,
        'none',
        ` stroke="${c.pick(['#6B4128', '#8A5A38', '#2A160B'])}" stroke-width="3" stroke-linecap="round"`,
      );
    }
    return s;
  },
  sliceWedge(c, R = 250, H = 170) {
    const bx = R * 0.866;
    const by = -H - R * 0.25;
    let s = shadow(R / 2, 10, R * 0.6, 26);
    s += poly(
      [
        [0, -H],
        [R, -H],
        [bx, by],
      ],
      '#3D2215',
    );
    const layers = [
      ['#5C3522', 0.26],
      ['#B88A62', 0.1],
      ['#5C3522', 0.24],
      ['#B88A62', 0.1],
      ['#5C3522', 0.22],
      ['#2E170B', 0.08],
    ];
    let y = 0;
    for (const [col, t] of layers) {
      const hh = H * t;
      s += `<rect x="0" y="${f(-y - hh)}" width="${R}" height="${f(hh + 1)}" fill="${col}"/>`;
      if (col === '#B88A62')
        for (let i = 0; i < 6; i++)
          s += path(blob(c, c.rand(10, R - 20), -y - hh / 2, 6, 4, 0.25, 6), '#D9A76E');
      else if (col === '#5C3522')
        for (let i = 0; i < 16; i++)
          s += ell(c.rand(4, R - 14), c.rand(-y - hh + 3, -y - 3), 2, 1.6, '#3F2416');
      y += hh;
    }
    s += `<rect x="${R - 12}" y="${-H}" width="12" height="${H}" rx="4" fill="#2E170B"/>`;
    s += ell(R * 0.55, -H - 22, 22, 13, '#8A5A38') + walnut(c, R * 0.55, -H - 34, 0.8);
    return s;
  },
  whole(c) {
    return this.cake(c);
  },
  closeup(c) {
    return (
      g(-70, -30, 0.7, this.cake(c)) +
      plate(c, THEMES.dulces, 60, 160, 220) +
      g(-60, 175, 1, this.sliceWedge(c)) +
      walnut(c, 280, 220, 1.3)
    );
  },
  unit(c) {
    return g(-80, 0, 0.6, this.sliceWedge(c));
  },
  box: { scale: 0.66, y: 455 },
  boardScale: 0.8,
};

// 13 -- blueberry muffins
K.muffins = {
  ingredients: ['blueberries', 'egg', 'yogurtBowl', 'blueberries'],
  muffin(c) {
    const cup = 'M -66 -78 L 66 -78 L 52 0 Q 50 6 42 6 L -42 6 Q -50 6 -52 0 Z';
    let s =
      shadow(6, 6, 78, 16) +
      path(
        cup,
        c.lin(
          [
            [0, '#8C7BC2'],
            [0.4, '#B8ABE0'],
            [1, '#7E6CB4'],
          ],
          0,
          0,
          1,
          0,
        ),
      );
    for (let i = -5; i <= 5; i++)
      s += path(
        `M ${f(i * 12)} -78 L ${f(i * 9.4)} 4`,
        'none',
        ' stroke="#6E5CA4" stroke-width="2" opacity=".6"',
      );
    const top = smooth([
      [-84, -76],
      [-90, -108],
      [-62, -146],
      [-16, -160],
      [34, -156],
      [74, -132],
      [90, -100],
      [80, -74],
      [0, -70],
    ]);
    s += path(
      top,
      c.rad(
        [
          [0, '#EEC07E'],
          [0.55, '#D9994F'],
          [1, '#A9652A'],
        ],
        0.4,
        0.3,
        0.7,
      ),
    );
    let dec = '';
    for (let i = 0; i < 7; i++) {
      const x = c.rand(-65, 65);
      const y = c.rand(-145, -92);
      dec += ell(x + 3, y + 3, 12, 9, '#5B3F7A', ' opacity=".45"') + blueberry(c, x, y, 10);
    }
    dec += scatter(c, 30, ['crystal'], () => [c.rand(-80, 80), c.rand(-155, -85)]);
    s += `<g ${c.clip(path(top, '#000'))}>${dec}</g>`;
    return s;
  },
  half(c) {
    const d = smooth([
      [-80, -76],
      [-88, -108],
      [-60, -146],
      [0, -160],
      [60, -146],
      [88, -108],
      [80, -76],
      [52, -4],
      [-52, -4],
    ]);
    const incl = Array.from({ length: 9 }, () => {
      const x = c.rand(-55, 55);
      const y = c.rand(-130, -30);
      return ell(x + 2, y + 3, 14, 10, '#7A4F8E', ' opacity=".5"') + ell(x, y, 9, 8, '#3B2E6E');
    }).join('');
    return (
      crumbFace(c, d, {
        crust: '#B87434',
        crumb: '#F3D894',
        holes: 30,
        holeSize: 3,
        box: [-90, -160, 90, 0],
        incl,
        crustWidth: 9,
      }) + path('M -70 -78 L -55 2 L 55 2 L 70 -78 L 62 -78 L 49 -6 L -49 -6 L -62 -78 Z', '#9C8BD0')
    );
  },
  whole(c) {
    return (
      g(-85, -40, 1, this.muffin(c)) +
      g(85, -44, 1, this.muffin(c)) +
      g(-10, 40, 1, this.muffin(c)) +
      g(165, 34, 0.95, this.muffin(c))
    );
  },
  closeup(c) {
    return (
      g(-120, 60, 1.9, this.muffin(c)) +
      shadow(170, 150, 150, 30) +
      g(180, 150, 1.5, this.half(c)) +
      blueberry(c, -300, 160, 14) +
      blueberry(c, 20, 170, 13) +
      blueberry(c, 40, 190, 14)
    );
  },
  unit(c) {
    return this.muffin(c);
  },
  box: { scale: 0.85, y: 470 },
};

// 14 -- rosemary focaccia
K.focaccia = {
  ingredients: ['rosemary', 'tomatoes', 'oliveOil', 'saltBowl'],
  slab(c, w = 420, d = 270, h = 44, holes = true) {
    const top = `<rect x="${-w / 2}" y="${f(-h - d / 2)}" width="${w}" height="${f(d / 2 + 20)}" rx="22"`;
    let s = shadow(8, 10, w * 0.58, 40);
    s += `<rect x="${-w / 2}" y="${f(-h - d / 4)}" width="${w}" height="${f(h + d / 4)}" rx="22" fill="${c.lin(['#D89A4E', '#B8732F'])}"/>`;
    if (holes) {
      let hh = '';
      for (let i = 0; i < 24; i++)
        hh += ell(
          c.rand(-w / 2 + 10, w / 2 - 10),
          c.rand(-h + 4, -6),
          c.rand(3, 7),
          c.rand(2, 4),
          '#F0CF94',
          ' opacity=".9"',
        );
      s += hh;
    }
    s += `${top} fill="${c.rad(
      [
        [0, '#F0BF6E'],
        [0.6, '#DCA050'],
        [1, '#B8742F'],
      ],
      0.45,
      0.4,
      0.7,
    )}"/>`;
    let dec = '';
    for (let i = 0; i < 34; i++) {
      const x = c.rand(-w / 2 + 18, w / 2 - 18);
      const y = c.rand(-h - d / 2 + 14, -h + 6);
      dec +=
        ell(x, y, 7, 4, '#B56F2B', ' opacity=".7"') + ell(x - 2, y - 1, 3, 1.5, '#FFF2C9', ' opacity=".8"');
    }
    const items = [];
    for (let i = 0; i < 8; i++)
      items.push(['t', c.rand(-w / 2 + 30, w / 2 - 30), c.rand(-h - d / 2 + 24, -h - 4)]);
    for (let i = 0; i < 7; i++)
      items.push(['r', c.rand(-w / 2 + 20, w / 2 - 70), c.rand(-h - d / 2 + 20, -h)]);
    items.sort((p, q) => p[2] - q[2]);
    for (const [t, x, y] of items)
      dec += t === 't' ? cherryTomato(c, x, y, 17) : rosemary(c, x, y, 60, c.rand(-30, 30));
    dec += scatter(c, 40, ['salt'], () => [
      c.rand(-w / 2 + 10, w / 2 - 10),
      c.rand(-h - d / 2 + 10, -h + 10),
    ]);
    dec += ell(-w * 0.2, -h - d * 0.36, w * 0.22, 10, '#fff', ' opacity=".15"');
    s += `<g ${c.clip(`${top}/>`)}>${dec}</g>`;
    return s;
  },
  whole(c) {
    return this.slab(c);
  },
  closeup(c) {
    return (
      g(-120, -30, 1.0, this.slab(c, 380, 250, 44)) +
      g(120, 140, 1.25, this.slab(c, 210, 190, 60)) +
      leaf(-300, 150, 0, 0) +
      rosemary(c, -320, 150, 120, -10)
    );
  },
  unit(c) {
    return this.slab(c, 180, 150, 44);
  },
  box: { scale: 0.8, y: 420 },
};

// 15 -- pizza bases
K.pizza = {
  ingredients: ['tomatoes', 'basil', 'mozzarella', 'tomatoes'],
  base(c, r = 200, h = 16) {
    const ry = r / 2;
    let s = cylinder(
      c,
      r,
      h,
      sideGrad(c, '#D9A35C'),
      c.rad(
        [
          [0, '#F2C787'],
          [1, '#D09043'],
        ],
        0.5,
        0.5,
        0.55,
      ),
    );
    s += ell(
      0,
      -h,
      r * 0.86,
      ry * 0.86,
      c.rad(
        [
          [0, '#D84A33'],
          [0.7, '#C43A26'],
          [1, '#A92C1C'],
        ],
        0.45,
        0.45,
        0.6,
      ),
    );
    let dec = '';
    for (let i = 0; i < 16; i++)
      dec += path(
        blob(
          c,
          c.rand(-r * 0.7, r * 0.7),
          -h + c.rand(-ry * 0.6, ry * 0.6),
          c.rand(8, 20),
          c.rand(5, 10),
          0.2,
          8,
        ),
        c.pick(['#E25A3F', '#B53020']),
        ' opacity=".6"',
      );
    dec += scatter(c, 60, ['oregano'], () => [c.rand(-r * 0.8, r * 0.8), -h + c.rand(-ry * 0.75, ry * 0.75)]);
    for (let i = 0; i < 5; i++) {
      const a = (i / 5) * Math.PI * 2 + 0.4;
      dec += leaf(Math.cos(a) * r * 0.45, -h + Math.sin(a) * ry * 0.45, 40, c.rand(0, 360), '#3F8A3A');
    }
    s += `<g ${c.clip(ell(0, -h, r * 0.86, ry * 0.86, '#000'))}>${dec}</g>`;
    s += ell(0, -h, r * 0.86, ry * 0.86, 'none', ' stroke="#E8B26E" stroke-width="3" opacity=".7"');
    return s;
  },
  whole(c) {
    return shadow(10, 12, 230, 70) + g(14, 0, 1, this.base(c)) + g(-10, -20, 1, this.base(c));
  },
  closeup(c) {
    // base with one slice pulled out towards the viewer
    const r = 270;
    const h = 18;
    const ry = r / 2;
    const ex = f(Math.cos(Math.PI / 3) * r);
    const ey = f(Math.sin(Math.PI / 3) * ry);
    const sector = (large, dy) => `M 0 ${dy} L ${r} ${dy} A ${r} ${ry} 0 ${large} 1 ${ex} ${f(ey + dy)} Z`;
    const wedgeClip = c.clip(`<path d="${sector(0, -h)} ${sector(0, 0)}"/>`);
    const restPath = `M 0 ${-h} L ${r} ${-h} A ${r} ${ry} 0 1 0 ${ex} ${f(ey - h)} Z M 0 0 L ${r} 0 A ${r} ${ry} 0 1 0 ${ex} ${ey} Z`;
    const cutFace = (x1, y1) =>
      path(`M 0 ${-h} L ${x1} ${f(y1 - h)} L ${x1} ${y1} L 0 0 Z`, c.lin(['#C43A26', '#F2D29A', '#E9BE80'])) +
      path(`M 0 ${-h} L ${x1} ${f(y1 - h)}`, 'none', ' stroke="#B53020" stroke-width="3"');
    return g(
      0,
      -50,
      1,
      cherryTomato(c, 210, -170, 22, false) +
        cherryTomato(c, 250, -150, 20, false) +
        leaf(-300, -120, 60, -20, '#3F8A3A') +
        leaf(-290, -110, 54, 30, '#4E9A44') +
        shadow(-20, 10, 300, 120) +
        g(-40, -30, 1, `<g ${c.clip(`<path d="${restPath}"/>`)}>${this.base(c, r, h)}</g>` + cutFace(r, 0)) +
        shadow(150, 110, 130, 40) +
        g(10, 20, 1, `<g ${wedgeClip}>${this.base(c, r, h)}</g>` + cutFace(ex, ey)) +
        cherryTomato(c, 280, 150, 18, true),
    );
  },
  unit(c) {
    return g(0, 0, 0.5, this.base(c));
  },
  box: { scale: 0.75, y: 415 },
};

// 16 -- cinnamon rolls
K.rolls = {
  ingredients: ['cinnamon', 'butter', 'egg', 'cinnamon'],
  roll(c, r = 84, h = 46) {
    let s = shadow(6, 6, r * 1.05, r * 0.3);
    s += cylinder(
      c,
      r,
      h,
      sideGrad(c, '#D08C46'),
      c.rad(
        [
          [0, '#F0C585'],
          [0.7, '#E2A862'],
          [1, '#C98A45'],
        ],
        0.45,
        0.45,
        0.6,
      ),
    );
    s += path(
      `M ${-r} ${f(-h * 0.45)} A ${r} ${r / 2} 0 0 0 ${r * 0.6} ${f(-h * 0.45 + r * 0.4)}`,
      'none',
      ' stroke="#8A4A1F" stroke-width="3" opacity=".45"',
    );
    // spiral of cinnamon filling
    let d = '';
    for (let t = 0.6; t <= 5.6 * Math.PI; t += 0.2) {
      const rr = (t / (5.6 * Math.PI)) * r * 0.9;
      d += `${d ? ' L' : 'M'} ${f(Math.cos(t) * rr)} ${f(-h + Math.sin(t) * rr * 0.5)}`;
    }
    s += path(
      d,
      'none',
      ' stroke="#8E4A1E" stroke-width="8" stroke-linejoin="round" stroke-linecap="round" opacity=".85"',
    );
    s += path(d, 'none', ' stroke="#B86A30" stroke-width="2.5" stroke-linecap="round" opacity=".9"');
    // cream cheese frosting: a glossy pool with a few drizzles and one drip
    const pool = blob(c, -4, -h - 2, r * 0.32, r * 0.16, 0.14, 12);
    s += path(pool, '#E4D3BC', ' transform="translate(2 3)"') + path(pool, '#FFFBF3');
    for (let i = 0; i < 3; i++) {
      const y0 = -h - r * 0.3 + i * r * 0.22;
      s += path(
        `M ${f(-r * 0.8)} ${f(y0 + c.rand(-4, 4))} C ${f(-r * 0.3)} ${f(y0 - 18)} ${f(r * 0.2)} ${f(y0 + 18)} ${f(r * 0.78)} ${f(y0 + c.rand(-6, 6))}`,
        'none',
        ' stroke="#FFFBF3" stroke-width="6" stroke-linecap="round"',
      );
    }
    s += path(
      `M ${f(r * 0.35)} ${f(-h + r * 0.4)} q 2 14 0 ${f(h * 0.5)}`,
      'none',
      ' stroke="#FFFBF3" stroke-width="8" stroke-linecap="round"',
    );
    s += ell(-r * 0.2, -h - r * 0.08, r * 0.14, r * 0.04, '#fff');
    return s;
  },
  whole(c) {
    return (
      g(-85, -40, 1, this.roll(c)) +
      g(85, -44, 1, this.roll(c)) +
      g(-10, 40, 1, this.roll(c)) +
      g(160, 34, 0.95, this.roll(c))
    );
  },
  closeup(c) {
    return (
      g(-200, -50, 1.3, this.roll(c)) +
      g(90, 110, 2.3, this.roll(c)) +
      K.rolls.stick(c, -330, 180) +
      K.rolls.stick(c, -300, 205)
    );
  },
  stick(c, x, y) {
    return g(
      x,
      y,
      1,
      `<rect x="0" y="-9" width="170" height="18" rx="8" fill="${c.lin(['#A5592A', '#6E3414'])}"/>` +
        ell(170, 0, 6, 9, '#5A2A0F') +
        path('M 10 -2 L 160 -2', 'none', ' stroke="#C87A45" stroke-width="2" opacity=".6"'),
    );
  },
  unit(c) {
    return this.roll(c);
  },
  box: { scale: 0.85, y: 460 },
};

// ---------------------------------------------------------------- ingredients (board scene)

function ingredient(c, name, x, y) {
  switch (name) {
    case 'egg':
      return (
        shadow(x + 4, y + 4, 30, 10) +
        ell(x, y - 30, 28, 36, c.rad(['#FFF3E2', '#F0D2AE', '#D6AE84'], 0.4, 0.35, 0.65)) +
        ell(x - 9, y - 44, 7, 10, '#fff', ' opacity=".5"')
      );
    case 'almonds': {
      let s = '';
      for (let i = 0; i < 7; i++) {
        const xx = x + c.rand(-45, 45);
        const yy = y + c.rand(-16, 16);
        s += `<g transform="translate(${f(xx)} ${f(yy)}) rotate(${f(c.rand(0, 360))})">${path('M -15 0 C -10 -9 8 -9 16 0 C 8 9 -10 9 -15 0 Z', '#A4622F', ' stroke="#7A4420" stroke-width="1"')}${path('M -8 0 L 10 0', 'none', ' stroke="#C4824B" stroke-width="1.5"')}</g>`;
      }
      return s;
    }
    case 'walnuts': {
      let s = '';
      for (let i = 0; i < 4; i++) s += walnut(c, x + c.rand(-40, 40), y + c.rand(-14, 14), 1.3);
      return s;
    }
    case 'pumpkinSeeds':
      return scatter(c, 22, ['pumpkin'], () => [x + c.rand(-45, 45), y + c.rand(-14, 14)], 1.3);
    case 'sunflowerSeeds':
      return scatter(c, 22, ['sunflower'], () => [x + c.rand(-45, 45), y + c.rand(-14, 14)], 1.3);
    case 'seedBowl':
    case 'flourBowl':
    case 'sesameBowl':
    case 'sweetenerBowl':
    case 'dulceBowl':
    case 'cocoaBowl':
    case 'yogurtBowl':
    case 'saltBowl': {
      const fillCol = {
        seedBowl: '#6E3C1C',
        flourBowl: '#F3E6CC',
        sesameBowl: '#F3E4BF',
        sweetenerBowl: '#FFFFFF',
        dulceBowl: '#A35A24',
        cocoaBowl: '#5A3320',
        yogurtBowl: '#FFFDF7',
        saltBowl: '#FFFFFF',
      }[name];
      let s = shadow(x + 5, y + 6, 70, 18);
      s += path(
        `M ${x - 66} ${y - 40} Q ${x - 62} ${y + 10} ${x} ${y + 10} Q ${x + 62} ${y + 10} ${x + 66} ${y - 40} Z`,
        c.lin(
          [
            [0, '#E9E3D8'],
            [0.4, '#FFFFFF'],
            [1, '#CFC7BA'],
          ],
          0,
          0,
          1,
          0,
        ),
      );
      s += ell(x, y - 40, 66, 20, '#EDE7DC') + ell(x, y - 38, 58, 16, fillCol);
      if (name === 'seedBowl')
        s += scatter(
          c,
          45,
          ['flax', 'flax', 'pumpkin', 'sunflower'],
          () => [x + c.rand(-50, 50), y - 38 + c.rand(-11, 11)],
          1.1,
        );
      if (name === 'sesameBowl')
        s += scatter(c, 50, ['sesame'], () => [x + c.rand(-50, 50), y - 38 + c.rand(-11, 11)], 1.1);
      if (name === 'saltBowl' || name === 'sweetenerBowl')
        s += scatter(c, 40, ['salt'], () => [x + c.rand(-50, 50), y - 38 + c.rand(-11, 11)], 1.1);
      if (name === 'dulceBowl' || name === 'yogurtBowl')
        s += ell(x - 18, y - 42, 20, 5, '#fff', ' opacity=".35"');
      if (name === 'flourBowl' || name === 'cocoaBowl') s += ell(x, y - 44, 38, 12, light(fillCol, 0.15));
      return s + ell(x, y - 40, 66, 20, 'none', ' stroke="#D8D0C2" stroke-width="2"');
    }
    case 'cheese': {
      let s = shadow(x + 6, y + 4, 60, 14);
      s += poly(
        [
          [x - 60, y - 40],
          [x + 50, y - 50],
          [x + 60, y],
          [x - 60, y + 6],
        ],
        '#E9B93A',
      );
      s += poly(
        [
          [x - 60, y - 40],
          [x + 50, y - 50],
          [x + 20, y - 70],
        ],
        '#F7D66A',
      );
      for (const [hx, hy, r] of [
        [x - 30, y - 18, 7],
        [x + 10, y - 28, 5],
        [x + 34, y - 10, 8],
      ])
        s += ell(hx, hy, r, r * 0.8, '#CF9B22');
      return s;
    }
    case 'mozzarella':
      return (
        shadow(x + 4, y + 4, 44, 12) +
        ell(x, y - 28, 44, 34, c.rad(['#FFFFFF', '#F4EFE4', '#DED6C6'], 0.4, 0.35, 0.7)) +
        leaf(x + 20, y - 50, 36, -40, '#3F8A3A')
      );
    case 'creamCheese':
      return (
        shadow(x + 4, y + 4, 56, 14) +
        g(x, y, 1, cylinder(c, 52, 40, sideGrad(c, '#DCE8F2'), '#FFFFFF') + ell(0, -40, 44, 20, '#FFFDF6'))
      );
    case 'butter':
      return (
        shadow(x + 6, y + 4, 70, 16) +
        poly(
          [
            [x - 80, y - 14],
            [x + 70, y - 26],
            [x + 86, y + 10],
            [x - 70, y + 20],
          ],
          '#F5EFE2',
        ) +
        g(x, y, 1, cuboid(100, 60, 34, '#F3D77A', '#FBE8A4', 5))
      );
    case 'chocolate': {
      let s = shadow(x + 4, y + 4, 56, 14);
      s += g(x, y, 1, cuboid(100, 70, 12, '#3A2113', '#5A3520', 4));
      for (let i = 1; i < 4; i++)
        s += path(`M ${x - 50 + i * 25} ${y - 47} l 0 35`, 'none', ' stroke="#3A2113" stroke-width="2"');
      s += path(`M ${x - 50} ${y - 30} l 100 0`, 'none', ' stroke="#3A2113" stroke-width="2"');
      return s + g(x + 70, y + 8, 0.6, cuboid(60, 40, 12, '#3A2113', '#5A3520', 3));
    }
    case 'lemon':
      return (
        shadow(x + 4, y + 4, 50, 14) +
        ell(x, y - 32, 50, 34, c.rad(['#FFF07A', '#F4CF2A', '#D9A80F'], 0.4, 0.35, 0.7)) +
        ell(x + 50, y - 32, 8, 6, '#D9A80F') +
        leaf(x - 30, y - 56, 40, -150, '#4F8A3A')
      );
    case 'lemonHalf':
      return (
        shadow(x + 4, y + 4, 46, 12) +
        g(x, y, 1, path('M -44 -10 A 44 28 0 0 0 44 -10 Z', '#E9BE1E') + lemonSlice(0, -12, 44, 0.45))
      );
    case 'strawberries':
    case 'blueberries':
    case 'raspberries': {
      let s = '';
      for (let i = 0; i < 6; i++) {
        const xx = x + c.rand(-45, 45);
        const yy = y + c.rand(-14, 14);
        s +=
          name === 'blueberries'
            ? blueberry(c, xx, yy, 12)
            : name === 'raspberries'
              ? raspberry(c, xx, yy, 13)
              : strawberry(c, xx, yy, 1.2, c.rand(-30, 30));
      }
      return s;
    }
    case 'mint':
      return (
        leaf(x - 20, y, 46, -20, '#3E8E3A') +
        leaf(x - 20, y, 42, -90, '#4A9A44') +
        leaf(x - 20, y, 40, 200, '#3E8E3A')
      );
    case 'basil':
      return (
        leaf(x - 30, y, 60, -15, '#3F8A3A') +
        leaf(x - 20, y + 10, 56, 30, '#4E9A44') +
        leaf(x + 10, y - 4, 50, -60, '#3F8A3A')
      );
    case 'rosemary':
      return rosemary(c, x - 70, y, 140, -8) + rosemary(c, x - 60, y + 20, 110, 6);
    case 'tomatoes':
      return (
        cherryTomato(c, x - 30, y - 10, 20, false) +
        cherryTomato(c, x + 20, y - 4, 20, false) +
        cherryTomato(c, x - 4, y + 16, 18, true)
      );
    case 'oliveOil':
      return (
        shadow(x + 6, y + 4, 40, 12) +
        path(
          `M ${x - 32} ${y} L ${x - 32} ${y - 100} Q ${x - 32} ${y - 130} ${x - 10} ${y - 140} L ${x - 10} ${y - 176} L ${x + 10} ${y - 176} L ${x + 10} ${y - 140} Q ${x + 32} ${y - 130} ${x + 32} ${y - 100} L ${x + 32} ${y} Z`,
          c.lin(
            [
              [0, '#B7A53A'],
              [0.35, '#E0D46A'],
              [1, '#8E7F22'],
            ],
            0,
            0,
            1,
            0,
          ),
        ) +
        `<rect x="${x - 12}" y="${y - 190}" width="24" height="18" rx="4" fill="#6B4A2A"/>` +
        path(
          `M ${x - 22} ${y - 96} L ${x - 22} ${y - 12}`,
          'none',
          ' stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".45"',
        )
      );
    case 'cinnamon':
      return K.rolls.stick(c, x - 80, y) + K.rolls.stick(c, x - 70, y + 20);
    default:
      return '';
  }
}

// ---------------------------------------------------------------- scenes

function label(c, theme, x, y, w, h) {
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14" fill="#FFFBF2" stroke="${theme.accent}" stroke-width="4"/>` +
    `<rect x="${x + 8}" y="${y + 8}" width="${w - 16}" height="${h - 16}" rx="9" fill="none" stroke="${theme.accent}" stroke-width="1.5" opacity=".6"/>` +
    leaf(x + w / 2 - 6, y + 30, 22, -150, theme.accent) +
    leaf(x + w / 2 + 6, y + 30, 22, -30, theme.accent) +
    `<text x="${x + w / 2}" y="${y + h / 2 + 18}" text-anchor="middle" font-family="DejaVu Serif, Georgia, serif" font-weight="bold" font-size="34" letter-spacing="5" fill="${theme.accent}">KETO</text>` +
    path(
      `M ${x + 30} ${y + h - 24} L ${x + w - 30} ${y + h - 24}`,
      'none',
      ` stroke="${theme.accent}" stroke-width="2" opacity=".5"`,
    )
  );
}

function scene(kind, category, n, id) {
  const c = new Ctx(id * 1000 + n * 17 + 5);
  const theme = THEMES[category];
  const P = K[kind];
  let body = background(c, theme, n + id);
  if (n === 1) {
    if (kind === 'cake') body += cakeStand(c, 400, 520, 280) + g(400, 540, 1.1, P.whole(c));
    else body += plate(c, theme, 400, 545, 350) + g(400, 558, P.plateScale ?? 1.2, P.whole(c));
  } else if (n === 2) {
    body += napkin(c, theme) + g(400, 530, 1, P.closeup(c));
  } else if (n === 3) {
    const ing = P.ingredients;
    const spots = [
      [135, 235],
      [665, 230],
      [115, 735],
      [680, 740],
      [400, 175],
    ];
    const placed = ing.map((name, i) => [name, ...spots[i % spots.length]]);
    for (const [name, x, y] of placed.filter((p) => p[2] < 400))
      body += g(x, y, 1.35, ingredient(c, name, 0, 0));
    body += board(c, 385, 505, 620, 340);
    body += g(385, 585, P.boardScale ?? 1.05, P.whole(c));
    for (const [name, x, y] of placed.filter((p) => p[2] >= 400))
      body += g(x, y, 1.35, ingredient(c, name, 0, 0));
  } else {
    // kraft box, open, lid behind; one piece in front
    const bx = 140;
    const bw = 470;
    const top = 440;
    const bh = 220;
    body += shadow(400, top + bh + 6, 300, 40, 0.3);
    body += `<rect x="${bx + 10}" y="${top - 300}" width="${bw - 20}" height="190" rx="8" fill="${c.lin(['#D9B07A', '#C89A60'])}"/>`;
    body += `<rect x="${bx + 30}" y="${top - 280}" width="${bw - 60}" height="150" rx="6" fill="#D2A66D" opacity=".6"/>`;
    body += `<rect x="${bx}" y="${top - 120}" width="${bw}" height="122" fill="${c.lin(['#7E5A33', '#A67C4A'])}"/>`;
    // parchment paper
    body += path(
      `M ${bx + 10} ${top - 100} Q ${bx + 60} ${top - 140} ${bx + 120} ${top - 110} T ${bx + 240} ${top - 116} T ${bx + 360} ${top - 104} T ${bx + bw - 10} ${top - 120} L ${bx + bw - 10} ${top} L ${bx + 10} ${top} Z`,
      '#F6EEDD',
      ' opacity=".95"',
    );
    body += P.boxFill ? P.boxFill(c) : g(375, P.box.y, P.box.scale, P.whole(c));
    body += `<rect x="${bx}" y="${top}" width="${bw}" height="${bh}" rx="6" fill="${c.lin(
      [
        [0, '#C9965B'],
        [0.5, '#D6A86D'],
        [1, '#B88550'],
      ],
      0,
      0,
      1,
      0,
    )}"/>`;
    body += `<rect x="${bx}" y="${top}" width="${bw}" height="10" fill="#B07F48"/>`;
    body += `<rect x="${bx + bw - 90}" y="${top}" width="16" height="${bh}" fill="#F1E6D2" opacity=".9"/>`;
    body += path(
      `M ${bx + bw - 82} ${top + 6} c -30 -30 -60 -10 -30 10 c -20 20 10 30 30 -10 c 20 40 50 30 30 10 c 30 -20 0 -40 -30 -10 z`,
      'none',
      ' stroke="#F1E6D2" stroke-width="6" stroke-linejoin="round"',
    );
    body += label(c, theme, bx + 40, top + 40, 230, 140);
    body += g(640, 705, P.unitScale ?? 1, P.unit(c));
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}"><defs><filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="12"/></filter>${c.defs.join('')}</defs>${body}</svg>`;
}

// ---------------------------------------------------------------- main

async function main() {
  const only = process.argv.slice(2).map(Number);
  await mkdir(SVG_DIR, { recursive: true });
  await mkdir(OUT_DIR, { recursive: true });
  const t0 = Date.now();
  let total = 0;
  let count = 0;
  let biggest = { size: 0, file: '' };
  const jobs = [];
  for (const { id, kind, category } of KINDS) {
    if (only.length && !only.includes(id)) continue;
    for (let n = 1; n <= 4; n++) jobs.push({ id, kind, category, n });
  }
  const run = async ({ id, kind, category, n }) => {
    const svg = scene(kind, category, n, id);
    await writeFile(join(SVG_DIR, `${id}-${n}.svg`), svg);
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    for (const w of WIDTHS) {
      const img = () => (w === SIZE ? sharp(png) : sharp(png).resize(w, w));
      const outs = [
        [`${id}-${n}-${w}.webp`, img().webp({ quality: 78, effort: 5 })],
        [`${id}-${n}-${w}.avif`, img().avif({ quality: 55, effort: 4 })],
      ];
      for (const [name, pipe] of outs) {
        const file = join(OUT_DIR, name);
        await pipe.toFile(file);
        const { size } = await stat(file);
        total += size;
        count += 1;
        const limit = w === 800 ? 40 * 1024 : 15 * 1024;
        if (size > limit) console.warn(`  over budget: ${name} ${(size / 1024).toFixed(1)} KB`);
        if (size > biggest.size) biggest = { size, file: name };
      }
    }
  };
  const queue = [...jobs];
  await Promise.all(
    [0, 1].map(async () => {
      while (queue.length) await run(queue.shift());
    }),
  );
  console.log(
    `${jobs.length} SVGs, ${count} raster files, ${(total / 1024).toFixed(0)} KB in total, biggest ${biggest.file} ${(biggest.size / 1024).toFixed(1)} KB, ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
}

await main();
