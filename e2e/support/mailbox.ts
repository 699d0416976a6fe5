/**
 * Reads the mails the shop sent to the run's SMTP server (support/mail-server.mjs).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

function mailsTo(address: string): ReceivedMail[] {
  const dir = process.env.E2E_MAIL_DIR!;
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json')) // not a mail still being written (support/mail-server.mjs)
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as ReceivedMail)
    .filter((m) => m.to === address.toLowerCase());
}

/** Number of mails `address` has received so far. */
export function mailCount(address: string): number {
  return mailsTo(address).length;
}

/** Waits for mail number `index` (0-based) to `address` and returns the 6-digit code in it. */
export async function waitForCode(address: string, index = 0): Promise<string> {
  let code = '';
  await expect
    .poll(
      () => {
        const mail = mailsTo(address)[index];
        code = mail ? (/\b(\d{6})\b/.exec(mail.text)?.[1] ?? '') : '';
        return code;
      },
      { message: `a code mailed to ${address}`, timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** Waits for a mail to `address` whose subject or text matches `pattern`, and returns it. */
export async function waitForMail(address: string, pattern: RegExp): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        found = mailsTo(address).find((m) => pattern.test(m.subject) || pattern.test(m.text));
        return Boolean(found);
      },
      { message: `a mail to ${address} matching ${pattern}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The path and query of the first link in `mail` to `path` on the shop (e.g. '/subscribe/confirm'), to open it in the run's browser. */
export function linkInMail(mail: ReceivedMail, path: string): string {
  const match = new RegExp(`https?://[^\\s/]+(${path.replace(/\//g, '\\/')}\\?token=[\\w-]+)`).exec(
    mail.text,
  );
  expect(match, `a ${path} link in "${mail.subject}"`).not.toBeNull();
  return match![1]!;
}
