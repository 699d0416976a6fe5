/**
 * The shop data and the shopper the INP taps need (scripts/lib/inp-taps.mjs), read from one shop
 * server of `npm run perf` through its API: a product in stock, the titles of the products with
 * nuts, a cart of that product, and (when asked) a signed-in customer with a saved profile.
 *
 * The customer is a fresh account per run: signed up through /api/account/sign-up, confirmed with
 * the code the server wrote to its outbox (DATA_DIR/outbox, where mail goes without SMTP_URL), signed
 * in, and its profile saved (POST /api/cliente); its session cookies go into each measured page.
 */
import fs from 'node:fs';
import path from 'node:path';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** GET `${base}${apiPath}` as JSON. @throws Error on a status other than 2xx */
async function getJson(base, apiPath) {
  const res = await fetch(`${base}${apiPath}`);
  if (!res.ok) throw new Error(`GET ${apiPath}: ${res.status}`);
  return res.json();
}

/**
 * Waits (up to 30 s) for the account code mailed to `email`: the text part's line of six digits.
 * @throws Error when no such mail arrives
 */
async function codeFromOutbox(dataDir, email) {
  const outbox = path.join(dataDir, 'outbox');
  const safeTo = email.replace(/[^a-z0-9@._-]/gi, '_');
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; await sleep(250)) {
    const files = fs.existsSync(outbox)
      ? fs.readdirSync(outbox).filter((f) => f.endsWith(`${safeTo}.eml`))
      : [];
    for (const file of files) {
      const code = /^(\d{6})\s*$/m.exec(fs.readFileSync(path.join(outbox, file), 'utf8'))?.[1];
      if (code) return code;
    }
  }
  throw new Error(`no account code mailed to ${email} in ${outbox}`);
}

/**
 * Signs a fresh customer up, in, and saves its profile, in a context of `browser`.
 * @returns the session's cookies, for `BrowserContext.addCookies`
 * @throws Error when a step answers with an error
 */
async function signedInCookies(browser, base, dataDir) {
  const context = await browser.newContext();
  try {
    const username = `perf_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const account = { username, email: `${username}@example.com`, password: 'clave-segura-1' };
    const post = async (apiPath, data, status) => {
      const res = await context.request.post(`${base}${apiPath}`, { data });
      if (!(status ? res.status() === status : res.ok()))
        throw new Error(`POST ${apiPath}: ${res.status()} ${(await res.text()).slice(0, 200)}`);
    };
    await post('/api/account/sign-up', account, 201);
    const code = await codeFromOutbox(dataDir, account.email);
    await post('/api/account/confirm', { username, code });
    await post('/api/account/sign-in', { username, password: account.password });
    await post('/api/cliente', {
      nombre: 'Berta',
      apellido: 'Quiroga',
      email: account.email,
      direccion: 'Balcarce 50',
      telefono: '3875551111',
      notas: '',
    });
    return (await context.storageState()).cookies;
  } finally {
    await context.close();
  }
}

/**
 * What the taps need from one shop server.
 * @param browser a Playwright browser (for the sign-in's cookie jar)
 * @param build `{ base, dataDir }` of the shop server
 * @param signIn whether a signed-in customer is needed
 * @returns `{ product, titlesWithNuts, cartLines, cookies }`; `cookies` is [] without `signIn`
 */
export async function prepareShopper(browser, { base, dataDir }, signIn) {
  const { items } = await getJson(base, '/api/products?limit=50&lang=es');
  const { items: nutFree } = await getJson(base, '/api/products?limit=50&lang=es&exclude=nuts');
  const product = items.find((p) => p.inStock !== false) ?? items[0];
  if (!product) throw new Error('the shop has no products');
  const nutFreeIds = new Set(nutFree.map((p) => p.id));
  const cartLines = [
    {
      id: product.id,
      type: product.category,
      title: product.title,
      price: product.price,
      imageSrc: product.images?.[0] ?? '',
      description: product.details,
      quantity: 1,
    },
  ];
  return {
    product,
    titlesWithNuts: items.filter((p) => !nutFreeIds.has(p.id)).map((p) => p.title),
    cartLines,
    cookies: signIn ? await signedInCookies(browser, base, dataDir) : [],
  };
}
