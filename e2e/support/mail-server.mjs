#!/usr/bin/env node
/**
 * A real SMTP server for the Playwright run: receives every mail the shop sends
 * and writes it, parsed, as JSON { to, subject, text, html } into E2E_MAIL_DIR, where specs read
 * the codes (support/mailbox.ts). Started by playwright.config.ts as a webServer on E2E_SMTP_PORT.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.E2E_SMTP_PORT);
const dir = process.env.E2E_MAIL_DIR;
if (!port || !dir) throw new Error('E2E_SMTP_PORT and E2E_MAIL_DIR are required');
mkdirSync(dir, { recursive: true });

let count = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (c) => chunks.push(c));
    stream.on('end', async () => {
      try {
        const mail = await PostalMime.parse(Buffer.concat(chunks));
        for (const rcpt of session.envelope.rcptTo) {
          const file = path.join(dir, `${Date.now()}-${String(++count).padStart(5, '0')}.json`);
          // Written under another name, then renamed (atomic): a spec reading the folder meanwhile
          // (support/mailbox.ts) never sees a half-written mail ("Unexpected end of JSON input").
          writeFileSync(
            `${file}.part`,
            JSON.stringify({
              to: rcpt.address.toLowerCase(),
              subject: mail.subject,
              text: mail.text,
              html: mail.html,
            }),
          );
          renameSync(`${file}.part`, file);
        }
        callback();
      } catch (err) {
        callback(err);
      }
    });
  },
});
// A shop process stopped mid-message resets its connection; log it instead of crashing the stand-in.
server.on('error', (err) => console.error(`mail stand-in: ${err.message}`));
server.listen(port, '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
