/**
 * Playwright suite: the built web app (web/dist) served by the real server with fresh databases
 * per run: PGlite (the embedded default) or, when E2E_DATABASE_URL or TEST_DATABASE_URL names a
 * PostgreSQL server (CI does), a database of its own per shop server there. Run through `npm run test:e2e` (builds web first) or
 * `npx playwright test -c e2e/playwright.config.ts` once web/dist exists.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN } from './support/admin-account.ts';
import { E2E_ARCA_CUIT, ensureArcaCredentials } from './support/arca-credentials.mjs';
import { GATE_KEY } from './support/gate.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..');

/** Debian's Chromium; browsers cannot be downloaded here. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  // Headless Chromium otherwise rasterises through SwiftShader (a GPU emulated on the CPU) in a
  // process of its own: on a 2-core machine that is CPU the pages and the shop need.
  '--disable-gpu',
];

/** The run's servers' ports, one environment variable each. */
const PORT_VARS = [
  'E2E_PORT',
  'E2E_GATE_PORT',
  'E2E_CATALOG_PORT',
  'E2E_SMTP_PORT',
  'E2E_OIDC_PORT',
  'E2E_COGNITO_PORT',
  'E2E_MP_PORT',
  'E2E_ARCA_PORT',
  'E2E_READY_PORT',
];

/**
 * `count` different ports nobody listens on right now, asked from the OS in a child (config
 * loading is sync) with all of them held open at once: asked one by one, the OS once gave the same
 * port twice and two servers of a run collided (EADDRINUSE).
 */
function freePorts(count: number): string[] {
  const script = `const net=require('net');const ss=[];let n=0;for(let i=0;i<${count};i++){const s=net.createServer();ss.push(s);s.listen(0,'127.0.0.1',()=>{if(++n===${count}){process.stdout.write(ss.map((x)=>x.address().port).join(','));ss.forEach((x)=>x.close())}})}`;
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim().split(',');
}

// The config is evaluated by the runner and again by every worker; workers inherit the runner's
// environment, so the ports and the data directory are chosen once and shared through it.
const unsetPorts = PORT_VARS.filter((name) => process.env[name] === undefined);
if (unsetPorts.length > 0) {
  const ports = freePorts(unsetPorts.length);
  unsetPorts.forEach((name, i) => (process.env[name] = ports[i]));
}
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
process.env.E2E_MAIL_DIR ??= path.join(process.env.E2E_DATA_DIR, 'received-mail');

const port = process.env.E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;
const gateURL = `http://127.0.0.1:${process.env.E2E_GATE_PORT}`;
/** The shop server of the specs that change shop-wide data (CATALOG_CHANGES), so they run beside the others. */
const catalogURL = `http://127.0.0.1:${process.env.E2E_CATALOG_PORT}`;

/** The run's fake Mercado Pago (support/fake-mercadopago.mjs); the main and the invoicing (catalogue-changes) shops use it. */
const mercadoPagoEnv = {
  MERCADOPAGO_ACCESS_TOKEN: 'TEST-e2e-access-token',
  MERCADOPAGO_WEBHOOK_SECRET: 'e2e-webhook-secret',
  MERCADOPAGO_API_URL: `http://127.0.0.1:${process.env.E2E_MP_PORT}`,
};

/**
 * The run's fake ARCA (support/fake-arca.mjs) and what the catalogue-changes shop needs to invoice
 * through it (decision 0021): only that server invoices, so the other specs' mails and orders are
 * as before.
 */
const arcaCredentials = ensureArcaCredentials(path.join(process.env.E2E_DATA_DIR, 'arca'));
const arcaUrl = `http://127.0.0.1:${process.env.E2E_ARCA_PORT}`;
const arcaEnv = {
  ARCA_CUIT: E2E_ARCA_CUIT,
  ARCA_CERT: arcaCredentials.cert,
  ARCA_KEY: arcaCredentials.key,
  ARCA_POINT_OF_SALE: '3',
  ARCA_BUSINESS_NAME: 'Panadería Keto de Ana Pérez',
  ARCA_IIBB: '1234567-01',
  ARCA_ACTIVITY_START: '2024-03-01',
  ARCA_WSAA_URL: `${arcaUrl}/ws/services/LoginCms`,
  ARCA_WSFE_URL: `${arcaUrl}/wsfev1/service.asmx`,
  ARCA_TIMEOUT_MS: '5000',
};

/** What both shop servers share: the real SMTP server of the run and the local OpenID providers. */
const shopEnv = {
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  SHOP_WHATSAPP: '5493870000000',
  AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-1234',
  SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
  MAIL_FROM: 'Panadería Keto <no-reply@panaderiaketo.example>',
  GOOGLE_CLIENT_ID: 'shop-e2e',
  GOOGLE_CLIENT_SECRET: 'shop-e2e-secret',
  GOOGLE_DISCOVERY_URL: `http://127.0.0.1:${process.env.E2E_OIDC_PORT}/.well-known/openid-configuration`,
  // "Ingresar con tu cuenta anterior" against the run's stand-in Cognito user pool.
  COGNITO_DISCOVERY_URL: `http://127.0.0.1:${process.env.E2E_COGNITO_PORT}/.well-known/openid-configuration`,
  COGNITO_CLIENT_ID: 'shop-e2e-cognito',
  COGNITO_CLIENT_SECRET: 'shop-e2e-cognito-secret',
  // Specs book days a fixed number of days from the real date, which a national holiday would
  // refuse on some dates only: the calendar is off unless a run asks for it (the API tests cover it).
  DELIVERY_HOLIDAYS_COUNTRY: process.env.E2E_DELIVERY_HOLIDAYS ?? 'none',
  // Every test signs up from 127.0.0.1; the limits themselves are covered by the API tests.
  RATE_LIMIT_PER_IP: '10000',
  // The run's one administrator signs in from several specs.
  RATE_LIMIT_PER_ACCOUNT: '1000',
  // Passwords hashed at the tests' cost (server/src/plugins/test-password-hasher.ts): the run makes
  // a few hundred accounts and sign-ins, each ~0.1-0.2 s of the servers' CPU with the real scrypt,
  // which server/test/password-hashing.test.ts covers. Refused by a server not on loopback.
  TEST_PASSWORD_HASHING: 'true',
};

const desktopChromium = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1366, height: 900 },
  launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
};
// Specs that change shop-wide data (the catalogue; production.spec the notice for a moment;
// unpaid-order-expiry.spec the day's capacity for a moment). They run against a shop server of
// their own (its own database), beside the other specs, which count and price the seeded
// catalogue and book days with the seeded rules: waiting for all of those first left a worker idle
// at the end of every run.
// abandoned-cart.spec uses this server for its test route (a reminder "at" a later time);
// invoices.spec runs there too: that shop invoices through the fake ARCA (arcaEnv); shop-facts.spec
// changes the shop's facts (alias, WhatsApp, hours) the other specs read.
const CATALOG_CHANGES =
  /(admin-catalog|admin-nutrition|production|unpaid-order-expiry|abandoned-cart|invoices|shop-facts|review-approval)\.spec\.ts$/;

/** A server of the run for e2e/support/start-servers.mjs, which starts them all at once. */
interface RunServer {
  name: string;
  command: string;
  env: Record<string, string | undefined>;
  /** Up when this answers (status < 500)... */
  url?: string;
  /** ...or when this port accepts a connection. */
  port?: string;
  /** 'stdout' drops its standard output, 'all' its errors too. */
  quiet?: 'stdout' | 'all';
}

/**
 * A PostgreSQL server the run may create databases on. The shop servers then run on PostgreSQL:
 * the API tests cover both engines, and PGlite's WebAssembly database made the shop servers and
 * their admin-create steps use half as much CPU again on a 2-core machine (docs/testing.md).
 * Without one, PGlite, the embedded default a newcomer's `npm test` uses.
 */
const e2eDatabaseUrl = process.env.E2E_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
/** This run's databases are named after its data directory (made by mkdtemp), so runs beside each other never share one. */
const databasePrefix = `shop_e2e_${path
  .basename(process.env.E2E_DATA_DIR)
  .slice('shop-e2e-'.length)
  .toLowerCase()
  .replace(/[^a-z0-9]/g, '')}`;
/** The shop server `name`'s database on e2eDatabaseUrl's server (named for support/fresh-database.mjs). */
function databaseOf(name: string): string | undefined {
  if (!e2eDatabaseUrl) return undefined;
  const url = new URL(e2eDatabaseUrl);
  url.pathname = `/${databasePrefix}_${name.replace(/-/g, '_')}`;
  return url.toString();
}
/** Dropped by support/global-teardown.ts. */
process.env.E2E_DATABASES ??= JSON.stringify(
  ['shop', 'catalogue-shop', 'gated-shop'].map(databaseOf).filter(Boolean),
);

/** The command that starts a shop server: on PostgreSQL, first its empty database. */
function shopCommand(name: string, steps: string): string {
  return databaseOf(name) ? `node e2e/support/fresh-database.mjs && ${steps}` : steps;
}

/** The environment of the shop server `name`: DATABASE_URL when the run has a PostgreSQL server. */
function shopServerEnv(
  name: string,
  env: Record<string, string | undefined>,
): Record<string, string | undefined> {
  const databaseUrl = databaseOf(name);
  return databaseUrl
    ? {
        ...env,
        DATABASE_URL: databaseUrl,
        E2E_DATABASE_URL: e2eDatabaseUrl,
        // The shop's limits (750 ms to connect and per query, so a request answers 503 at once on a
        // sick database) are timed on the server's event loop: with three workers and Chromium on
        // two cores (load 20) an account's confirmation went past them once. The limits are the
        // API tests' subject (postgres-faults), not the browser run's.
        DATABASE_CONNECT_TIMEOUT_MS: '10000',
        DATABASE_QUERY_TIMEOUT_MS: '10000',
      }
    : env;
}

/** A shop server at `url` with the run's administrator made first (admin-create, then main). */
function shopServer(name: string, url: string, env: Record<string, string | undefined>): RunServer {
  return {
    name,
    command: shopCommand(
      name,
      `node --import tsx server/src/cli/admin-create.ts --username ${E2E_ADMIN.username} --email ${E2E_ADMIN.email} --password ${E2E_ADMIN.password} && node --import tsx server/src/main.ts`,
    ),
    url: `${url}/api/health`,
    quiet: 'stdout',
    env: shopServerEnv(name, env),
  };
}

const servers: RunServer[] = [
  {
    name: 'mail',
    command: 'node e2e/support/mail-server.mjs',
    port: process.env.E2E_SMTP_PORT,
    env: { E2E_SMTP_PORT: process.env.E2E_SMTP_PORT, E2E_MAIL_DIR: process.env.E2E_MAIL_DIR },
  },
  {
    name: 'google',
    command: 'node e2e/support/oidc-server.mjs',
    url: `http://127.0.0.1:${process.env.E2E_OIDC_PORT}/.well-known/openid-configuration`,
    // oidc-provider warns about its development defaults (in-memory store, dev keys), meant for tests.
    quiet: 'all',
    env: { E2E_OIDC_PORT: process.env.E2E_OIDC_PORT, E2E_SHOP_URL: baseURL },
  },
  {
    name: 'cognito',
    command: 'node e2e/support/oidc-server.mjs cognito',
    url: `http://127.0.0.1:${process.env.E2E_COGNITO_PORT}/.well-known/openid-configuration`,
    quiet: 'all',
    env: { E2E_COGNITO_PORT: process.env.E2E_COGNITO_PORT, E2E_SHOP_URL: baseURL },
  },
  {
    name: 'mercadopago',
    command: 'node e2e/support/fake-mercadopago.mjs',
    port: process.env.E2E_MP_PORT,
    quiet: 'stdout',
    env: { E2E_MP_PORT: process.env.E2E_MP_PORT, ...mercadoPagoEnv },
  },
  {
    name: 'arca',
    command: 'node e2e/support/fake-arca.mjs',
    port: process.env.E2E_ARCA_PORT,
    quiet: 'stdout',
    env: {
      E2E_ARCA_PORT: process.env.E2E_ARCA_PORT,
      ARCA_CERT: arcaCredentials.cert,
      ARCA_CUIT: E2E_ARCA_CUIT,
    },
  },
  // The owner's first step on a new shop (README): make the administrator, then start.
  shopServer('shop', baseURL, {
    ...shopEnv,
    ...mercadoPagoEnv,
    PORT: port,
    PUBLIC_URL: baseURL,
    DATA_DIR: process.env.E2E_DATA_DIR,
  }),
  // The catalogue-changes specs' own shop, with the same administrator. TEST_ROUTES:
  // unpaid-order-expiry.spec runs an order's expiry "at" a later time; the server
  // accepts it only listening and addressed on loopback (server/src/config.ts).
  shopServer('catalogue-shop', catalogURL, {
    ...shopEnv,
    ...arcaEnv,
    // Invoiced orders paid and refunded through Mercado Pago (credit notes, decision 0033).
    ...mercadoPagoEnv,
    PORT: process.env.E2E_CATALOG_PORT,
    PUBLIC_URL: catalogURL,
    DATA_DIR: path.join(process.env.E2E_DATA_DIR, 'catalogue'),
    TEST_ROUTES: 'true',
  }),
  {
    name: 'gated-shop',
    command: shopCommand('gated-shop', 'node --import tsx server/src/main.ts'),
    url: `${gateURL}/api/health`,
    quiet: 'stdout',
    env: shopServerEnv('gated-shop', {
      ...shopEnv,
      PORT: process.env.E2E_GATE_PORT,
      PUBLIC_URL: gateURL,
      DATA_DIR: path.join(process.env.E2E_DATA_DIR, 'gated'),
      ACCESS_KEYS: GATE_KEY,
    }),
  },
];

export default defineConfig({
  testDir: path.join(here, 'specs'),
  // Its own folder: Playwright empties it at start, and test-results/reports holds npm test's reports.
  outputDir: path.join(repoRoot, 'test-results', 'browser'),
  fullyParallel: true,
  // One per core (E2E_WORKERS overrides, for measuring).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // scripts/test.mjs also asks for the JSON report (file times, retried tests) through PLAYWRIGHT_JSON_OUTPUT_NAME.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  timeout: 45_000,
  expect: { timeout: 8_000 },
  globalTeardown: path.join(here, 'support', 'global-teardown.ts'),
  use: {
    baseURL,
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Salta',
    // Recording a trace (DOM snapshots and screenshots of every step) costs the browser CPU in
    // every test; CI retries a failed test once (and reports it as retried) with the trace on.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The shop's service worker would serve a context its stored catalogue and pages:
    // specs that change the catalogue must see the server. Specs about it allow it themselves.
    serviceWorkers: 'block',
    // Shoppers who ask for less motion get no animation (web/src/styles/base.css), and so do the
    // specs: a spinner or a skeleton's wave otherwise has the browser draw frames all the time,
    // about a quarter of Chromium's CPU in a run. reduced-motion.spec.ts checks both wishes.
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: CATALOG_CHANGES,
      use: desktopChromium,
    },
    {
      name: 'catalogue-changes',
      testMatch: CATALOG_CHANGES,
      use: { ...desktopChromium, baseURL: catalogURL },
    },
  ],
  // One entry: Playwright starts the entries of `webServer` one after the other, this starts them all at once.
  webServer: {
    command: 'node e2e/support/start-servers.mjs',
    cwd: repoRoot,
    url: `http://127.0.0.1:${process.env.E2E_READY_PORT}/`,
    reuseExistingServer: false,
    timeout: 150_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_SERVERS: JSON.stringify(servers), E2E_READY_PORT: String(process.env.E2E_READY_PORT) },
  },
});
