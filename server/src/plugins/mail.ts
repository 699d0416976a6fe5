/**
 * Outgoing e-mail: nodemailer over SMTP_URL; with no SMTP configured each message is written as an
 * .eml file to DATA_DIR/outbox/ (where a local run reads its codes) and only the file and recipient
 * are logged: never the text or the subject, which carry codes.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { isEmailAddress } from '@shop/domain';

/** One message; `html` is simple markup mirroring `text`. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The Message-ID header, e.g. "<outbox-42@shop.example>"; the mail outbox sets one per row so a repeat can be recognised. */
  messageId?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  /** Sends (or writes to the outbox). Rejects when the SMTP server refuses the message. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  /** Where outbox files go when no SMTP URL is set. */
  outboxDir: string;
  log: FastifyBaseLogger;
}

/** A message refused before sending because its `to` is not one plain address. */
export class InvalidRecipientError extends Error {
  constructor(to: unknown) {
    super(`refused to mail ${JSON.stringify(String(to)).slice(0, 300)}: not one plain e-mail address`);
    this.name = 'InvalidRecipientError';
  }
}

/**
 * Wraps a mailer so it sends only to one plain address (the domain's `isEmailAddress`), never to a
 * list, a display name or a header smuggled in with a line break: the schemas already refuse
 * those, this holds if a future caller forgets (defence in depth).
 * `send` rejects with InvalidRecipientError and sends nothing.
 */
export function guardRecipients(mailer: Mailer): Mailer {
  return {
    kind: mailer.kind,
    send: (message) =>
      isEmailAddress(message.to)
        ? mailer.send(message)
        : Promise.reject(new InvalidRecipientError(message.to)),
    close: () => mailer.close(),
  };
}

/**
 * Builds the mailer for the configuration: SMTP transport, or the outbox fallback; either way it
 * mails one plain address per message (guardRecipients).
 */
export function createMailer(options: MailerOptions): Mailer {
  return guardRecipients(transportMailer(options));
}

function transportMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, '_');
      // The time sorts the folder; the random part keeps two mails of one millisecond apart (concurrent orders overwrote each other's files), and `wx` refuses to overwrite anyway.
      const file = path.join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}-${safeTo}.eml`,
      );
      await writeFile(file, info.message as Buffer, { flag: 'wx' });
      // Logs reach log stores and other people: a code or a reset link in them is a way into an account.
      // The subject is left out too, since code mails put the code there.
      options.log.info({ to: message.to, file }, 'mail written to the outbox');
    },
    close: () => transport.close(),
  };
}

/** Escapes text for the HTML part of a mail (values may come from shoppers: names, notes). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Plain-text paragraphs as minimal HTML: each escaped, in a <p>, line breaks kept as <br>. */
export function paragraphsToHtml(paragraphs: string[]): string {
  return paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('');
}
