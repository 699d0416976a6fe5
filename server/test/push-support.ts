/**
 * A local stand-in for a browser's push service: an HTTPS server with a
 * self-signed certificate made by openssl for 127.0.0.1, and an https.Agent that trusts it. Each
 * path answers its own status (/ok/… 201, /gone/… 410, /missing/… 404, /broken/… 500) and every
 * request is recorded. `browserKeys()` makes a subscription's keys the way a browser does, and
 * `decryptPush` opens a recorded message with them (aes128gcm, RFC 8291), as the browser would.
 */
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, Agent } from 'node:https';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(buffer: Buffer, params: { version: string; privateKey: ECDH; authSecret: string }): Buffer;
};

export interface PushRequest {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export async function startPushService() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'push-standin-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const tls = { key: readFileSync(key), cert: readFileSync(cert) };
  rmSync(dir, { recursive: true, force: true });
  const requests: PushRequest[] = [];
  const server = createServer(tls, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      requests.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      const status = req.url?.startsWith('/gone/')
        ? 410
        : req.url?.startsWith('/missing/')
          ? 404
          : req.url?.startsWith('/broken/')
            ? 500
            : 201;
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    requests,
    agent: new Agent({ ca: tls.cert }),
    /** Waits until `n` requests arrived (the alerts are sent in the background). */
    async waitFor(n: number, timeoutMs = 10_000) {
      const end = Date.now() + timeoutMs;
      while (requests.length < n) {
        if (Date.now() > end) throw new Error(`push stand-in got ${requests.length} of ${n} requests`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A subscription's keys as a browser makes them, with the private half kept to decrypt. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  return { ecdh, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } };
}

/** The JSON a recorded push message carries, decrypted with the browser's keys. */
export function decryptPush(body: Buffer, browser: ReturnType<typeof browserKeys>): unknown {
  return JSON.parse(
    ece
      .decrypt(body, { version: 'aes128gcm', privateKey: browser.ecdh, authSecret: browser.keys.auth })
      .toString('utf8'),
  );
}
