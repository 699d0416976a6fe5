/**
 * The server modules' fixed shape (docs/architecture.md, "A module";
 * docs/decisions/0038-module-role-folders.md): every `src/modules/<name>/` holds an index.ts and
 * only the role files (routes, admin-routes, service, store, errors, mails, subscribers, jobs), one
 * file per role and no folder. A module that outgrows a file is split into
 * smaller modules, and clients of outside services live in plugins/. Tests sit beside what they
 * test. A newcomer knows where a thing is from its role alone; this file fails the commit that adds
 * a `helpers.ts`, an `admin/` or a `service/` beside them.
 * The store is the only place of a module that queries the database: this file
 * also fails the commit that runs a Drizzle query or a raw sql`` fragment anywhere else, and the
 * store that queries a table another module owns (TABLE_OWNERS, docs/architecture.md "Who owns which
 * table") outside the few reads listed with their reason in FOREIGN_READS.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MODULES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/modules');
const DB_DIR = path.resolve(MODULES_DIR, '../db');
const ROLES = ['routes', 'admin-routes', 'service', 'store', 'errors', 'mails', 'subscribers', 'jobs'];
const FILE_ONLY = ['index'];

/**
 * The most lines a module's source file (tests aside) may have: "about 400" (decision 0038), with a
 * margin so a docstring does not force a split; a file past it is split into smaller modules.
 */
const MAX_FILE_LINES = 450;

/** What breaks the shape in one module folder, as readable sentences (empty when it keeps it). */
function shapeProblems(moduleDir: string): string[] {
  const problems: string[] = [];
  const entries = readdirSync(moduleDir, { withFileTypes: true });
  const names = new Set(entries.map((e) => e.name));
  if (!names.has('index.ts')) problems.push('has no index.ts');
  for (const entry of entries) {
    if (entry.isDirectory()) {
      problems.push(`folder ${entry.name}/: a module keeps one file per role, no folder`);
      continue;
    }
    const role = entry.name.replace(/(\.test)?\.ts$/, '');
    if (!entry.name.endsWith('.ts') || ![...ROLES, ...FILE_ONLY].includes(role)) {
      problems.push(`file ${entry.name} is not a role`);
    }
  }
  return problems.map((p) => `${path.basename(moduleDir)}: ${p}`);
}

// A Drizzle query started on a database or transaction handle (also split over lines), a raw
// sql`` fragment, or a value imported from drizzle-orm (its operators build queries).
const QUERY_PATTERNS = [
  /\b(?:db|tx)\s*\.\s*(?:select|selectDistinct|insert|update|delete|execute|transaction|query)\b/,
  /\bsql\s*(?:<[^>]*>)?\s*`/,
  /import\s+(?!type\b)[^;]*?from\s+'drizzle-orm'/,
];

/** The files of one module, outside its store and its tests, that query the database, as sentences. */
function sqlOutsideStore(moduleDir: string): string[] {
  const problems: string[] = [];
  const visit = (dir: string, rel: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const relPath = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (relPath !== 'store') visit(path.join(dir, entry.name), relPath);
        continue;
      }
      if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts') || relPath === 'store.ts') continue;
      const text = readFileSync(path.join(dir, entry.name), 'utf8');
      if (QUERY_PATTERNS.some((p) => p.test(text)))
        problems.push(`${path.basename(moduleDir)}: ${relPath} runs SQL`);
    }
  };
  visit(moduleDir, '');
  return problems;
}

describe('server module shape', () => {
  const modules = readdirSync(MODULES_DIR, { withFileTypes: true }).filter((e) => e.isDirectory());

  it('finds the modules', () => {
    expect(modules.map((m) => m.name)).toEqual(expect.arrayContaining(['orders', 'payments', 'catalog']));
  });

  it('names a stray file, a stray folder and a role folder', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'module-shape-'));
    try {
      for (const file of ['index.ts', 'helpers.ts', 'store.ts', 'service/prices.ts', 'admin/x.ts']) {
        mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        writeFileSync(path.join(dir, file), '');
      }
      const name = path.basename(dir);
      expect(shapeProblems(dir).sort()).toEqual(
        [
          `${name}: file helpers.ts is not a role`,
          `${name}: folder admin/: a module keeps one file per role, no folder`,
          `${name}: folder service/: a module keeps one file per role, no folder`,
        ].sort(),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps every module to its index and role files', () => {
    expect(modules.flatMap((m) => shapeProblems(path.join(MODULES_DIR, m.name)))).toEqual([]);
  });

  it('keeps every source file of a module to about 400 lines', () => {
    const long = modules.flatMap((m) =>
      readdirSync(path.join(MODULES_DIR, m.name))
        .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
        .map((f) => ({
          file: `${m.name}/${f}`,
          lines: readFileSync(path.join(MODULES_DIR, m.name, f), 'utf8').split('\n').length,
        }))
        .filter(({ lines }) => lines > MAX_FILE_LINES)
        .map(({ file, lines }) => `${file}: ${lines} lines`),
    );
    expect(long).toEqual([]);
  });

  it('names a file outside the store that queries the database, in any of the ways', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'module-sql-'));
    try {
      const files: Record<string, string> = {
        'index.ts': "export { list } from './service/list.ts';\n",
        'service/list.ts': 'export const list = (db: Db) =>\n  db\n    .select()\n    .from(things);\n',
        'service/raw.ts': 'export const now = sql<Date>`now()`;\n',
        'jobs.ts': "import { eq } from 'drizzle-orm';\n",
        'routes.ts':
          "import type { SQL } from 'drizzle-orm';\nexport const run = (tx: Tx) => inTransaction(db, work);\n",
        'store.ts':
          "import { eq, sql } from 'drizzle-orm';\nexport const f = (db: Db) => db.select().from(t);\n",
        'store/more.ts': 'export const g = (tx: Tx) => tx.update(t).set({ at: sql`now()` });\n',
        'service/list.test.ts': 'await db.delete(things);\n',
      };
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        writeFileSync(path.join(dir, file), text);
      }
      const name = path.basename(dir);
      expect(sqlOutsideStore(dir).sort()).toEqual(
        [
          `${name}: jobs.ts runs SQL`,
          `${name}: service/list.ts runs SQL`,
          `${name}: service/raw.ts runs SQL`,
        ].sort(),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('lists every module folder once in app.ts, and gives each only the configuration keys it names', async () => {
    const { MODULES } = await import('../src/app.ts');
    const { configSlice } = await import('../src/lib/shop-module.ts');
    const { loadConfig } = await import('../src/config.ts');
    const listed = MODULES.map((m) => m.moduleName);
    expect(new Set(listed).size).toBe(listed.length);
    // mail is the outbox the core is built from (app.ts), not a module of the list.
    expect(modules.map((m) => m.name).filter((n) => n !== 'mail' && !listed.includes(n))).toEqual([]);
    const checkout = MODULES.find((m) => m.moduleName === 'checkout')!;
    expect(checkout.configKeys).toContain('ordersPerHour');
    const slice = configSlice(loadConfig({}), checkout.configKeys);
    expect(Object.keys(slice).sort()).toEqual([...checkout.configKeys].sort());
    expect(slice).not.toHaveProperty('authSecret');
  });

  it("keeps every module's SQL in its store", () => {
    expect(modules.flatMap((m) => sqlOutsideStore(path.join(MODULES_DIR, m.name)))).toEqual([]);
  });
});

/**
 * Which module owns each table: the one whose store writes it and answers for its rules. Other
 * modules reach its data through the owner's index.ts exports (a function, or an SQL fragment the
 * owner builds, such as receipts' hasReceiptSql). `core` tables belong to the shop's core
 * (lib/, plugins/): the rate limiter and the job runner. Every table of server/src/db must be here.
 */
const TABLE_OWNERS: Record<string, string> = {
  users: 'accounts',
  sessions: 'accounts',
  accounts: 'accounts',
  verifications: 'accounts',
  customers: 'customers',
  rate_limits: 'core',
  jobs: 'core',
  mail_outbox: 'mail',
  products: 'catalog',
  deal: 'catalog',
  orders: 'orders',
  order_lines: 'orders',
  order_status_changes: 'orders',
  whatsapp_orders: 'whatsapp-orders',
  whatsapp_order_lines: 'whatsapp-orders',
  receipts: 'receipts',
  reviews: 'reviews',
  review_settings: 'reviews',
  mercadopago_payments: 'payments',
  payment_events: 'payments',
  coupons: 'coupons',
  coupon_redemptions: 'coupons',
  subscribers: 'subscribers',
  delivery_zones: 'delivery',
  pickup_points: 'delivery',
  delivery_settings: 'delivery',
  delivery_days: 'delivery',
  push_subscriptions: 'push',
  push_keys: 'push',
  withdrawal_requests: 'withdrawals',
  saved_list_lines: 'carts',
  saved_list_merges: 'carts',
  cart_reminders: 'abandoned-carts',
  guest_carts: 'abandoned-carts',
  cart_reminder_opt_outs: 'abandoned-carts',
  abandoned_cart_settings: 'abandoned-carts',
  invoices: 'invoices',
  arca_tickets: 'invoices',
  arca_locks: 'invoices',
  catering_requests: 'catering',
  shop_facts: 'shop',
  funnel_days: 'funnel',
};

/**
 * The stores that still query a table of another module, each with why it stays (docs/
 * architecture.md). Most are reads in the same statement or transaction as the module's own rows
 * (a join, a lock) where going through the owner would add a round trip to a hot path or make
 * two modules import each other. A new entry needs the same kind of reason; an entry no store
 * needs any more fails, so the list only shrinks.
 */
const FOREIGN_READS: Record<string, Record<string, string>> = {
  'abandoned-carts': {
    saved_list_lines: "a quiet cart is found by its lines' last change, in the sweep's one query",
    orders: 'a cart whose owner ordered since is not reminded, in the same query',
    users: "the reminder's address and language, joined in the sweep's query",
    customers: "the shopper's first name for the greeting, joined in the sweep's query",
  },
  catalog: {
    orders: 'best-selling: units of orders not cancelled, one GROUP BY; orders imports catalog',
    order_lines: 'best-selling, as above',
    reviews: 'ratings: sums of visible reviews, one GROUP BY; reviews imports catalog',
  },
  coupons: {
    orders: "first-order-only and once-per-customer, read under the coupon's lock in the order's transaction",
  },
  customers: {
    orders: "the owner's customer list counts each customer's orders in its one query",
    users: "a customer's account e-mail, joined",
  },
  dashboard: {
    orders: "the owner's figures are one aggregate, so they agree at one instant",
    order_lines: 'best sellers, in the same aggregate',
    whatsapp_orders: 'confirmed WhatsApp orders count, in the same aggregate',
    whatsapp_order_lines: 'their lines, in the same aggregate',
    products: "best sellers' titles, in the same aggregate",
  },
  delivery: {
    orders:
      "a day's bookings are counted under the day's lock inside the order's transaction; orders imports delivery",
    order_lines: "a day's units, in the same count",
  },
  funnel: {
    orders: "the funnel's per-day table sets orders placed beside each step's count, in one query",
  },
  invoices: {
    orders: "an invoice is issued from the order's row and lines, read with the invoice's lock",
    order_lines: 'the lines the invoice lists, as above',
  },
  'order-desk': {
    orders: "the owner's desk lists and counts orders in one query per page; its writes go through orders",
    order_status_changes: "an order's status history, read beside its row",
    order_lines: "the order detail's lines",
    mercadopago_payments: "the owner's order detail shows the payments seen; payments imports order-desk",
    payment_events: "the order detail's payment history, as above",
    users: 'who changed a status (order detail), joined',
  },
  'order-reports': {
    orders: "the production list and the export read the orders' rows, each in its one query",
    order_lines: 'their lines, in the same query',
    whatsapp_orders: 'the production list counts confirmed WhatsApp orders beside the web ones',
    whatsapp_order_lines: 'their lines, in the same query',
  },
  payments: {
    orders: "a payment re-derives the order's payment status in one transaction that locks the order row",
    order_lines: "Mercado Pago's preference lists the order's lines",
  },
  'product-images': {
    products: "a product's images column is written by the module that makes the variants",
  },
  push: {
    users: 'only administrators are alerted: their subscriptions are joined to their accounts',
  },
  receipts: {
    orders: "an upload checks the order is the shopper's and counts the day's bytes over their orders",
    users: "the customer's row is locked so their uploads are counted one after another",
  },
  reviews: {
    users: "the author's name shown with each review, joined",
    products: "the owner's list of every review shows its product's titles, joined",
  },
  withdrawals: {
    orders: "a withdrawal request names one of the shopper's orders, checked and listed with it",
  },
};

/** sql name of each table, by its identifier in server/src/db (`export const orders = pgTable('orders'`). */
function tableNamesByIdentifier(): Map<string, string> {
  const names = new Map<string, string>();
  for (const file of readdirSync(DB_DIR)) {
    if (!file.endsWith('schema.ts')) continue;
    const text = readFileSync(path.join(DB_DIR, file), 'utf8');
    for (const m of text.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)) names.set(m[1]!, m[2]!);
  }
  return names;
}

/**
 * The tables a store file's text queries: tables imported as values from server/src/db, and tables
 * named in raw sql`` text (`from orders`, `join "receipts"`, `"orders"."id"`).
 */
function tablesQueried(text: string, tables: Map<string, string>): Set<string> {
  const found = new Set<string>();
  const known = new Set(tables.values());
  for (const m of text.matchAll(/import\s+(?!type\b)\{([^}]*)\}\s*from\s*'[^']*\/db\/[\w-]*schema\.ts'/g)) {
    for (const part of m[1]!.split(',')) {
      const name = part.trim();
      if (!name || name.startsWith('type ')) continue;
      const table = tables.get(name.split(/\s+as\s+/)[0]!);
      if (table) found.add(table);
    }
  }
  for (const m of text.matchAll(/\bsql\s*(?:<[^>]*>)?\s*`([^`]*)`/g)) {
    const raw = m[1]!;
    for (const r of raw.matchAll(/\b(?:from|join|update|into)\s+"?([a-z_]+)"?/gi))
      if (known.has(r[1]!)) found.add(r[1]!);
    for (const r of raw.matchAll(/"([a-z_]+)"\s*\./g)) if (known.has(r[1]!)) found.add(r[1]!);
  }
  return found;
}

/** The store files of one module: store.ts, or the .ts files of store/ (tests left out). */
function storeFiles(moduleDir: string): string[] {
  if (existsSync(path.join(moduleDir, 'store.ts'))) return [path.join(moduleDir, 'store.ts')];
  if (!existsSync(path.join(moduleDir, 'store'))) return [];
  return readdirSync(path.join(moduleDir, 'store'))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => path.join(moduleDir, 'store', f));
}

/** `module -> table` pairs where a store of `module` queries a table it does not own. */
function foreignTables(moduleDir: string, tables: Map<string, string>): Map<string, string[]> {
  const name = path.basename(moduleDir);
  const foreign = new Map<string, string[]>();
  for (const file of storeFiles(moduleDir)) {
    for (const table of tablesQueried(readFileSync(file, 'utf8'), tables)) {
      if (TABLE_OWNERS[table] === name) continue;
      foreign.set(table, [...(foreign.get(table) ?? []), path.relative(moduleDir, file)]);
    }
  }
  return foreign;
}

describe('table ownership', () => {
  const tables = tableNamesByIdentifier();
  const modules = readdirSync(MODULES_DIR, { withFileTypes: true }).filter((e) => e.isDirectory());

  it('gives every table of the database one owner', () => {
    expect(tables.size).toBeGreaterThan(30);
    expect([...tables.values()].filter((t) => !TABLE_OWNERS[t])).toEqual([]);
    expect(Object.keys(TABLE_OWNERS).filter((t) => ![...tables.values()].includes(t))).toEqual([]);
  });

  it("names a store that imports another module's table or names it in raw SQL", () => {
    const text = [
      "import { coupons, subscribers, type SubscriberRow } from '../../db/schema.ts';",
      "import type { orders } from '../../db/orders-schema.ts';",
      'const has = sql<boolean>`exists (select 1 from "receipts" where "receipts"."order_id" = "orders"."id")`;',
      'const n = sql`select count(*) from order_lines l join products p on p.id = l.product_id`;',
      '// a comment that says from deal, outside SQL, is not a query',
    ].join('\n');
    expect([...tablesQueried(text, tables)].sort()).toEqual(
      ['coupons', 'order_lines', 'orders', 'products', 'receipts', 'subscribers'].sort(),
    );
  });

  it("keeps each store to its module's tables, but for the reads listed with their reason", () => {
    const unlisted: string[] = [];
    const stale: string[] = [];
    for (const m of modules) {
      const foreign = foreignTables(path.join(MODULES_DIR, m.name), tables);
      const allowed = FOREIGN_READS[m.name] ?? {};
      for (const [table, files] of foreign) {
        if (!allowed[table])
          unlisted.push(`${m.name}: ${files.join(', ')} queries ${table} (owned by ${TABLE_OWNERS[table]})`);
      }
      for (const table of Object.keys(allowed)) if (!foreign.has(table)) stale.push(`${m.name}: ${table}`);
    }
    expect(unlisted).toEqual([]);
    expect(stale).toEqual([]);
  });
});
