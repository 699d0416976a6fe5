/**
 * A local fake of Mercado Pago's API for the server tests and the Playwright run: no
 * network, no real money. It answers the calls the shop makes
 *   POST /checkout/preferences, GET /checkout/preferences/:id,
 *   GET /v1/payments/:id, GET /v1/payments/search?external_reference=, POST /v1/payments/:id/refunds
 * (Bearer access token required; X-Idempotency-Key honoured like Mercado Pago: the same key gives
 * the same answer), can fail on purpose (500 or no answer), and can "pay" a preference: it makes a
 * payment with the asked status and POSTs a correctly signed webhook to the preference's
 * notification_url. At a preference's init_point it serves a tiny checkout page with "Aprobar",
 * "Rechazar" and "Pendiente" buttons that pay and then redirect to the matching back_url.
 *
 * Plain ESM JavaScript so both the server tests (TypeScript, through fake-mercadopago.d.mts) and
 * the e2e config can import it. Run directly (a Playwright webServer or a local trial):
 *   E2E_MP_PORT=4010 MERCADOPAGO_ACCESS_TOKEN=TEST-x MERCADOPAGO_WEBHOOK_SECRET=s node e2e/support/fake-mercadopago.mjs
 * and start the shop with MERCADOPAGO_API_URL=http://127.0.0.1:4010 and the same token and secret.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

/**
 * The x-signature header Mercado Pago sends: `ts=<ts>,v1=<HMAC-SHA256 hex of
 * "id:<data.id>;request-id:<x-request-id>;ts:<ts>;" with the secret>`.
 * @param {string} secret @param {string} dataId @param {string} requestId @param {string | number} ts
 */
export function signWebhook(secret, dataId, requestId, ts) {
  const manifest = `id:${String(dataId).toLowerCase()};request-id:${requestId};ts:${ts};`;
  return `ts=${ts},v1=${createHmac('sha256', secret).update(manifest).digest('hex')}`;
}

/**
 * Starts the fake on a free port of 127.0.0.1.
 * @param {import('./fake-mercadopago.d.mts').FakeMercadoPagoOptions} options
 * @returns {Promise<import('./fake-mercadopago.d.mts').FakeMercadoPago>}
 */
export async function startFakeMercadoPago(options) {
  const { accessToken, webhookSecret } = options;
  const deliver = options.deliver ?? defaultDeliver;
  const tsUnit = options.tsUnit ?? 'ms';
  /** @type {Map<string, any>} */
  const preferences = new Map();
  /** @type {Map<string, any>} */
  const payments = new Map();
  /** @type {Map<string, any>} answers already given per idempotency key */
  const idempotent = new Map();
  /** @type {{ method: string, path: string, headers: Record<string, string | string[] | undefined>, body: any }[]} */
  const requests = [];
  /** @type {Record<string, 'error' | 'hang' | undefined>} */
  const failures = {};
  /** @type {Set<import('node:http').ServerResponse>} */
  const hanging = new Set();
  let nextPayment = 1_000_000_001;
  let nextRefund = 5_000_001;

  const server = createServer((req, res) => {
    handle(req, res).catch((err) => {
      res.statusCode = 500;
      res.end(JSON.stringify({ message: String(err), status: 500 }));
    });
  });
  await new Promise((resolve) => server.listen(options.port ?? 0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  const url = `http://127.0.0.1:${address.port}`;

  /** @param {import('node:http').IncomingMessage} req */
  async function readBody(req) {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    return Buffer.concat(chunks).toString('utf8');
  }

  /** @param {import('node:http').ServerResponse} res @param {number} status @param {unknown} body */
  function json(res, status, body) {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  /** The total of a preference's items. @param {any} pref */
  const preferenceTotal = (pref) => pref.items.reduce((sum, i) => sum + i.unit_price * i.quantity, 0);

  /**
   * @param {string} preferenceId
   * @param {import('./fake-mercadopago.d.mts').PayOptions} [opts]
   */
  async function pay(preferenceId, opts = {}) {
    const pref = preferences.get(preferenceId);
    if (!pref) throw new Error(`fake Mercado Pago: no preference ${preferenceId}`);
    const now = new Date().toISOString();
    const status = opts.status ?? 'approved';
    const payment = {
      id: nextPayment++,
      status,
      status_detail: opts.statusDetail ?? detailFor(status),
      external_reference: opts.externalReference ?? pref.external_reference,
      transaction_amount: opts.amount ?? preferenceTotal(pref),
      transaction_amount_refunded: 0,
      currency_id: 'ARS',
      date_created: now,
      date_last_updated: opts.dateLastUpdated ?? now,
      date_approved: status === 'approved' ? now : null,
      payment_method_id: 'visa',
      payment_type_id: 'credit_card',
      preference_id: pref.id,
      live_mode: false,
      payer: { email: pref.payer?.email ?? 'test_user@testuser.com' },
    };
    payments.set(String(payment.id), payment);
    const notification =
      opts.notify === false ? undefined : await notify(String(payment.id), { url: pref.notification_url });
    return { payment, notification };
  }

  /**
   * Changes a stored payment (e.g. pending -> approved) and notifies unless told not to.
   * @param {string | number} paymentId
   * @param {{ status: string, statusDetail?: string, notify?: boolean, dateLastUpdated?: string }} change
   */
  async function updatePayment(paymentId, change) {
    const payment = payments.get(String(paymentId));
    if (!payment) throw new Error(`fake Mercado Pago: no payment ${paymentId}`);
    const now = new Date().toISOString();
    payment.status = change.status;
    payment.status_detail = change.statusDetail ?? detailFor(change.status);
    payment.date_last_updated = change.dateLastUpdated ?? now;
    if (change.status === 'approved') payment.date_approved ??= now;
    const pref = preferences.get(payment.preference_id);
    const notification =
      change.notify === false ? undefined : await notify(String(payment.id), { url: pref?.notification_url });
    return { payment, notification };
  }

  /**
   * POSTs a webhook about `paymentId`, signed with the secret unless `signature` overrides it.
   * @param {string} paymentId
   * @param {import('./fake-mercadopago.d.mts').NotifyOptions} [opts]
   */
  async function notify(paymentId, opts = {}) {
    const target = opts.url ?? preferences.get(payments.get(paymentId)?.preference_id)?.notification_url;
    if (!target) return undefined;
    const requestId = opts.requestId ?? randomUUID();
    const ts = opts.ts ?? (tsUnit === 'ms' ? Date.now() : Math.floor(Date.now() / 1000));
    const webhookUrl = new URL(target);
    webhookUrl.searchParams.set('data.id', paymentId);
    webhookUrl.searchParams.set('type', 'payment');
    /** @type {Record<string, string>} */
    const headers = { 'content-type': 'application/json', 'x-request-id': requestId };
    const signature =
      opts.signature === undefined
        ? signWebhook(opts.secret ?? webhookSecret, paymentId, requestId, ts)
        : opts.signature;
    if (signature !== null) headers['x-signature'] = signature;
    const body = JSON.stringify({
      action: 'payment.updated',
      api_version: 'v1',
      data: { id: paymentId },
      date_created: new Date().toISOString(),
      id: Date.now(),
      live_mode: false,
      type: 'payment',
      user_id: '123456',
    });
    return deliver(webhookUrl.toString(), { method: 'POST', headers, body });
  }

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  async function handle(req, res) {
    const reqUrl = new URL(req.url ?? '/', url);
    const path = reqUrl.pathname;
    const raw = req.method === 'GET' ? '' : await readBody(req);
    let body;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      body = raw;
    }
    if (path.startsWith('/checkout/v1/')) return checkoutPage(req, res, reqUrl, raw);
    requests.push({ method: req.method ?? 'GET', path: path + reqUrl.search, headers: req.headers, body });

    const kind =
      path === '/checkout/preferences' || path.startsWith('/checkout/preferences/')
        ? 'preferences'
        : path === '/v1/payments/search'
          ? 'search'
          : /\/refunds$/.test(path)
            ? 'refunds'
            : 'payments';
    const failure = failures[kind];
    if (failure === 'hang') {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return;
    }
    if (failure === 'error')
      return json(res, 500, { message: 'internal_error', error: 'internal_error', status: 500, cause: [] });
    if (req.headers.authorization !== `Bearer ${accessToken}`) {
      return json(res, 401, {
        message: 'invalid access token',
        error: 'unauthorized',
        status: 401,
        cause: [],
      });
    }
    const key = req.headers['x-idempotency-key'];
    const idemKey = typeof key === 'string' ? `${req.method} ${path} ${key}` : undefined;
    if (req.method !== 'GET' && idemKey && idempotent.has(idemKey))
      return json(res, idempotent.get(idemKey).status, idempotent.get(idemKey).body);
    /** @param {number} status @param {unknown} answer */
    const answer = (status, answer) => {
      if (req.method !== 'GET' && idemKey) idempotent.set(idemKey, { status, body: answer });
      return json(res, status, answer);
    };

    if (req.method === 'POST' && path === '/checkout/preferences') {
      if (!body || !Array.isArray(body.items) || body.items.length === 0) {
        return answer(400, { message: 'items needed', error: 'invalid_items', status: 400, cause: [] });
      }
      const id = `123456-${randomUUID()}`;
      const initPoint = `${url}/checkout/v1/redirect?pref_id=${id}`;
      const pref = {
        ...body,
        id,
        init_point: initPoint,
        sandbox_init_point: initPoint,
        date_created: new Date().toISOString(),
        collector_id: 123456,
      };
      preferences.set(id, pref);
      return answer(201, pref);
    }
    let m = /^\/checkout\/preferences\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && m) {
      const pref = preferences.get(m[1]);
      return pref
        ? answer(200, pref)
        : answer(404, { message: 'not found', error: 'not_found', status: 404, cause: [] });
    }
    if (req.method === 'GET' && path === '/v1/payments/search') {
      const ref = reqUrl.searchParams.get('external_reference');
      const results = [...payments.values()].filter((p) => ref === null || p.external_reference === ref);
      return answer(200, { paging: { total: results.length, limit: 30, offset: 0 }, results });
    }
    m = /^\/v1\/payments\/(\d+)$/.exec(path);
    if (req.method === 'GET' && m) {
      const payment = payments.get(m[1]);
      return payment
        ? answer(200, payment)
        : answer(404, { message: 'Payment not found', error: 'not_found', status: 404, cause: [] });
    }
    m = /^\/v1\/payments\/(\d+)\/refunds$/.exec(path);
    if (req.method === 'POST' && m) {
      const payment = payments.get(m[1]);
      if (!payment)
        return answer(404, { message: 'Payment not found', error: 'not_found', status: 404, cause: [] });
      if (payment.status !== 'approved') {
        return answer(400, {
          message: 'Payment not refundable',
          error: 'bad_request',
          status: 400,
          cause: [],
        });
      }
      // As Mercado Pago: no amount refunds what is left; a partial refund leaves the payment
      // approved ("partially_refunded"); more than what is left is refused.
      const left = payment.transaction_amount - payment.transaction_amount_refunded;
      const amount = body?.amount ?? left;
      if (!(amount > 0) || amount > left)
        return answer(400, {
          message: 'Invalid refund amount',
          error: 'bad_request',
          status: 400,
          cause: [],
        });
      payment.transaction_amount_refunded += amount;
      if (payment.transaction_amount_refunded >= payment.transaction_amount) {
        payment.status = 'refunded';
        payment.status_detail = 'refunded';
      } else payment.status_detail = 'partially_refunded';
      payment.date_last_updated = new Date().toISOString();
      return answer(201, {
        id: nextRefund++,
        payment_id: payment.id,
        amount,
        status: 'approved',
        date_created: payment.date_last_updated,
      });
    }
    return json(res, 404, { message: 'resource not found', error: 'not_found', status: 404, cause: [] });
  }

  /**
   * The checkout page a shopper sees at the init_point, and its buttons' target.
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {URL} reqUrl @param {string} raw
   */
  async function checkoutPage(req, res, reqUrl, raw) {
    if (req.method === 'GET' && reqUrl.pathname === '/checkout/v1/redirect') {
      const id = reqUrl.searchParams.get('pref_id') ?? '';
      const pref = preferences.get(id);
      if (!pref) {
        res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
        return res.end('<!doctype html><title>Mercado Pago</title><p>Preferencia inexistente</p>');
      }
      const items = pref.items
        .map(
          (i) =>
            `<li>${escape(String(i.quantity))} x ${escape(String(i.title))}: $ ${escape(String(i.unit_price))}</li>`,
        )
        .join('');
      const button = (status, label) =>
        `<form method="post" action="/checkout/v1/pay"><input type="hidden" name="pref_id" value="${escape(id)}"><input type="hidden" name="status" value="${status}"><button type="submit">${label}</button></form>`;
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(
        // An empty icon: otherwise the browser asks for /favicon.ico, which this API answers 401.
        `<!doctype html><html lang="es"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Mercado Pago (prueba)</title></head><body>` +
          `<h1>Mercado Pago (prueba)</h1><ul>${items}</ul><p>Total: $ ${preferenceTotal(pref)}</p>` +
          button('approved', 'Aprobar') +
          button('rejected', 'Rechazar') +
          button('pending', 'Pendiente') +
          `</body></html>`,
      );
    }
    if (req.method === 'POST' && reqUrl.pathname === '/checkout/v1/pay') {
      const form = new URLSearchParams(raw);
      const id = form.get('pref_id') ?? '';
      const status = form.get('status') ?? 'approved';
      const pref = preferences.get(id);
      if (!pref || !['approved', 'rejected', 'pending'].includes(status)) {
        res.writeHead(400, { 'content-type': 'text/plain' });
        return res.end('bad payment');
      }
      const { payment } = await pay(id, { status });
      const back =
        status === 'approved'
          ? pref.back_urls?.success
          : status === 'rejected'
            ? pref.back_urls?.failure
            : pref.back_urls?.pending;
      const target = new URL(back ?? url);
      const query = {
        collection_id: String(payment.id),
        collection_status: status,
        payment_id: String(payment.id),
        status,
        external_reference: String(payment.external_reference),
        payment_type: 'credit_card',
        preference_id: id,
      };
      for (const [k, v] of Object.entries(query)) target.searchParams.set(k, v);
      res.writeHead(302, { location: target.toString() });
      return res.end();
    }
    res.writeHead(404, { 'content-type': 'text/plain' });
    return res.end('not found');
  }

  return {
    url,
    preferences,
    payments,
    requests,
    failures,
    pay,
    updatePayment,
    notify,
    /** Makes a payment for an external reference without a preference (e.g. a foreign order). */
    addPayment(payment) {
      const now = new Date().toISOString();
      const stored = {
        id: nextPayment++,
        status: 'approved',
        status_detail: 'accredited',
        transaction_amount_refunded: 0,
        currency_id: 'ARS',
        date_created: now,
        date_last_updated: now,
        date_approved: now,
        live_mode: false,
        ...payment,
      };
      payments.set(String(stored.id), stored);
      return stored;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}

/** @param {string} status */
function detailFor(status) {
  return (
    {
      approved: 'accredited',
      rejected: 'cc_rejected_other_reason',
      pending: 'pending_waiting_payment',
      in_process: 'pending_contingency',
      cancelled: 'expired',
      refunded: 'refunded',
    }[status] ?? status
  );
}

/** @param {string} text */
function escape(text) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** @param {string} target @param {{ method: string, headers: Record<string, string>, body: string }} init */
async function defaultDeliver(target, init) {
  const res = await fetch(target, init);
  return { status: res.status, body: await res.text() };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.E2E_MP_PORT);
  const accessToken = process.env.MERCADOPAGO_ACCESS_TOKEN;
  const webhookSecret = process.env.MERCADOPAGO_WEBHOOK_SECRET;
  if (!port || !accessToken || !webhookSecret)
    throw new Error('E2E_MP_PORT, MERCADOPAGO_ACCESS_TOKEN and MERCADOPAGO_WEBHOOK_SECRET are required');
  const fake = await startFakeMercadoPago({ accessToken, webhookSecret, port });
  console.log(`fake Mercado Pago on ${fake.url}`);
}
