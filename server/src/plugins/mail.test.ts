import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createMailer, InvalidRecipientError } from './mail.ts';

describe('createMailer without SMTP_URL', () => {
  it('writes each message as an .eml file in the outbox and logs only that it did', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    const logged: string[] = [];
    const record = (obj: unknown, msg?: string) => logged.push(JSON.stringify(obj) + ' ' + (msg ?? ''));
    const log = {
      info: record,
      warn: record,
      error: record,
      debug: record,
      trace: record,
      fatal: record,
    } as unknown as FastifyBaseLogger;
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'Shop <no-reply@shop.example>',
      outboxDir: dir,
      log,
    });
    expect(mailer.kind).toBe('outbox');
    await mailer.send({
      to: 'ana@example.com',
      subject: 'Tu código es 123456',
      text: 'Código: 123456',
      html: '<p>123456</p>',
    });
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/ana@example\.com\.eml$/);
    const eml = readFileSync(path.join(dir, files[0]), 'utf8');
    expect(eml).toContain('To: ana@example.com');
    expect(eml).toContain('123456');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain(files[0]);
    expect(logged[0]).toContain('ana@example.com');
    expect(logged[0]).not.toContain('123456');
    expect(logged[0]).not.toContain('Código');
    mailer.close();
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('createMailer recipients', () => {
  it('refuses a list, a display name or a line break in `to` and sends nothing', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    const log = { info: () => {} } as unknown as FastifyBaseLogger;
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'Shop <no-reply@shop.example>',
      outboxDir: dir,
      log,
    });
    for (const to of [
      'v1@x.com, v2@y.net',
      '"S" <v3@z.org>',
      'ana@example.com\r\nBcc: otro@example.com',
      '',
    ]) {
      await expect(
        mailer.send({ to, subject: 'Pedido', text: 'Hola', html: '<p>Hola</p>' }),
      ).rejects.toBeInstanceOf(InvalidRecipientError);
    }
    expect(readdirSync(dir)).toEqual([]);
    mailer.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses them over SMTP too, before connecting', async () => {
    // Nothing listens on port 9: a send that got past the check would fail with a connection error instead.
    const log = { info: () => {} } as unknown as FastifyBaseLogger;
    const mailer = createMailer({
      smtpUrl: 'smtp://127.0.0.1:9',
      from: 'Shop <no-reply@shop.example>',
      outboxDir: os.tmpdir(),
      log,
    });
    await expect(
      mailer.send({ to: 'a@x.com, b@y.net', subject: 'x', text: 'x', html: 'x' }),
    ).rejects.toBeInstanceOf(InvalidRecipientError);
    mailer.close();
  });
});
