/**
 * The mail outbox's public face: other modules queue their mails in the transaction of the write
 * that causes them (enqueueMails, enqueueMailsStatement) and the app builds the worker
 * (createMailOutbox). The import rule in eslint.config.js keeps the rest the module's own.
 */
export { enqueueMailsStatement } from './store.ts';
export {
  createMailOutbox,
  enqueueMails,
  queueingMailer,
  type MailOutbox,
  type OutboxMail,
  type Tx,
} from './service.ts';
