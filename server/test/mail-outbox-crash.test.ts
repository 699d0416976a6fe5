/**
 * Order mails survive a crash: the real server runs as a child process on
 * its own DATA_DIR (PGlite) and a local SMTP server. The SMTP server takes the sign-up code but
 * hangs on every order mail (never says "250 OK"), the shopper's orders are acknowledged, and the
 * process is killed with SIGKILL at once. Restarted on the same folder with a working SMTP server,
 * it sends every order's two mails, each exactly once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { formatOrderNumber } from '@shop/domain';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './fault-support.ts';
import { MAIL_TEST_ENV, smtpUrl, startLocalSmtp, type LocalSmtp } from './smtp-support.ts';
import { orderBody } from './factories/index.ts';
import { spawnServer, until, type SpawnedServer } from './spawn-server.ts';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'shop-mail-crash-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const ORDERS = 10;

/** The server on `port`, mailing through the local SMTP server on `smtpPort`, with fast outbox polling and retries. */
async function startChild(port: number, smtpPort: number, dataDir: string): Promise<SpawnedServer> {
  const server = spawnServer({
    port,
    dataDir,
    env: {
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: '',
      AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
      ...MAIL_TEST_ENV,
      SMTP_URL: smtpUrl(smtpPort),
      MAIL_POLL_MS: '200',
      MAIL_RETRY_BASE_MS: '200',
    },
  });
  await server.ready;
  return server;
}

async function post(port: number, url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`http://127.0.0.1:${port}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}`, ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    json: (await res.json()) as Record<string, unknown>,
    cookie: res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; '),
  };
}

describe('order mails after a crash', () => {
  it('are all sent exactly once by the restarted server although the first one was killed right after acknowledging the orders', async () => {
    const port = await freePort();
    const smtpPort = await freePort();
    const dataDir = path.join(tmp, 'data');
    // First SMTP server: takes the code mail, hangs on every order mail.
    let smtp: LocalSmtp = await startLocalSmtp(smtpPort, { hold: (m) => /pedido/i.test(m.subject) });
    let child: SpawnedServer | undefined;
    try {
      child = await startChild(port, smtpPort, dataDir);
      const username = 'crash_mail';
      const email = 'crash_mail@example.com';
      expect(
        (await post(port, '/api/account/sign-up', { username, email, password: 'clave-segura-1' })).status,
      ).toBe(201);
      await until(() => smtp.received.some((m) => m.to === email), 'the sign-up code', 60_000);
      const code = /\b(\d{6})\b/.exec(smtp.received.find((m) => m.to === email)!.text)![1];
      expect((await post(port, '/api/account/confirm', { username, code })).status).toBe(200);
      const signIn = await post(port, '/api/account/sign-in', { username, password: 'clave-segura-1' });
      expect(signIn.status).toBe(200);

      const order = orderBody({ email });
      const placed = await Promise.all(
        Array.from({ length: ORDERS }, () => post(port, '/api/pedido', order, { cookie: signIn.cookie })),
      );
      expect(placed.map((p) => p.status)).toEqual(Array(ORDERS).fill(201));
      child.child.kill('SIGKILL');
      await child.exited;
      const ids = placed.map((p) => formatOrderNumber((p.json.pedido as { number: number }).number, 'es'));
      expect(smtp.received.filter((m) => /pedido/i.test(m.subject))).toEqual([]);

      await smtp.close();
      smtp = await startLocalSmtp(smtpPort);
      child = await startChild(port, smtpPort, dataDir);
      const orderMails = () => smtp.received.filter((m) => ids.some((id) => m.subject.includes(id)));
      await until(() => orderMails().length >= ORDERS * 2, `${ORDERS * 2} order mails`, 60_000);
      // Time for a repeat to show up, if there were one.
      await new Promise((r) => setTimeout(r, 1500));
      for (const id of ids) {
        const mails = orderMails().filter((m) => m.subject.includes(id));
        expect(mails.map((m) => m.to).sort(), id).toEqual([email, 'pedidos@shop.example']);
      }
      expect(orderMails()).toHaveLength(ORDERS * 2);
      expect(new Set(orderMails().map((m) => m.messageId)).size).toBe(ORDERS * 2);
    } finally {
      await child?.stop();
      await smtp.close();
    }
  }, 300_000);
});
