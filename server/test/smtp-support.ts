/**
 * A local SMTP server for the mail tests (the same stand-in as e2e/support/mail-server.mjs:
 * smtp-server + postal-mime). Records every accepted mail; `hold` can make it never answer the
 * end of some messages, like a server that hangs mid-delivery, so nothing is accepted for them.
 */
import type { AddressInfo, Socket } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

/** The settings the mail tests share: the shop's orders address, and rate limits loose enough for many orders. */
export const MAIL_TEST_ENV = {
  RATE_LIMIT_PER_IP: '1000',
  RATE_LIMIT_ORDERS_PER_HOUR: '1000',
  SHOP_ORDERS_EMAIL: 'pedidos@shop.example',
} as const;

/** SMTP_URL of the stand-in on `port`. */
export const smtpUrl = (port: number) => `smtp://127.0.0.1:${port}`;

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  messageId: string;
}

export interface LocalSmtp {
  port: number;
  /** Mails accepted so far ("250 OK" sent), oldest first. */
  received: ReceivedMail[];
  /** Stops listening and drops open connections (held messages die unaccepted). */
  close(): Promise<void>;
}

/** Starts the stand-in on `port` (0: any free one). */
export async function startLocalSmtp(
  port = 0,
  options: { hold?: (mail: ReceivedMail) => boolean } = {},
): Promise<LocalSmtp> {
  const received: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(session, callback) {
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks)).then(
          (parsed) => {
            const mails = session.envelope.rcptTo.map((r) => ({
              to: r.address.toLowerCase(),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              messageId: parsed.messageId ?? '',
            }));
            if (mails.some((m) => options.hold?.(m))) return; // never answered: not accepted
            received.push(...mails);
            callback();
          },
          (err: Error) => callback(err),
        );
      });
    },
  });
  // A client killed mid-message (the crash tests SIGKILL the shop) resets its connection; the
  // server re-emits that as 'error', which would otherwise be an uncaught exception in the run.
  server.on('error', () => {});
  server.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
