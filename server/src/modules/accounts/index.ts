/**
 * Accounts (docs/decisions/0006-accounts.md): sign-up with an e-mailed code, Google and the previous
 * shop's Cognito pool through better-auth, sessions, profiles. Registers the session plugin every
 * signed-in route reads, so app.ts lists it before them.
 */
import { defineModule } from '../../lib/shop-module.ts';
import { authPlugin, createAuth, type OtpType } from '../../plugins/auth.ts';
import { existingAccountMail, otpMail } from './mails.ts';
import { accountRoutes } from './routes.ts';
import { createAccountService } from './service.ts';
import { accountLanguage } from './store.ts';

export const accountsModule = defineModule(
  'accounts',
  async (app, { config, db, outbox, limiter, authSecret, passwordHasher }) => {
    /** Mails a code in the language the account chose; in the background so answers take the same time. */
    const sendOtp = (data: { email: string; otp: string; type: OtpType }) => {
      void (async () => {
        const lang = await accountLanguage(db, data.email);
        await outbox
          .mailer('account_code')
          .send(otpMail(data.email, data.type, data.otp, lang, app.shopFacts.get().name));
      })().catch((err: unknown) => app.log.error({ err, to: data.email }, 'could not send the code mail'));
    };
    /** Tells an address's owner someone signed up with it; in the background, like sendOtp. */
    const onExistingSignUp = (owner: { email: string; username: string | null; lang: string | null }) => {
      const mail = existingAccountMail(
        owner.email,
        owner.username,
        owner.lang === 'en' ? 'en' : 'es',
        app.shopFacts.get().name,
        config.publicUrl,
      );
      outbox
        .mailer('account_existing')
        .send(mail)
        .catch((err: unknown) =>
          app.log.error({ err, to: owner.email }, 'could not queue the existing-account mail'),
        );
    };
    const auth = createAuth(config, authSecret, {
      db,
      log: app.log,
      sendOtp,
      onExistingSignUp,
      passwordHasher,
    });
    await app.register(authPlugin, { auth, publicUrl: config.publicUrl });
    const accounts = createAccountService({
      auth,
      db,
      limiter,
      rateLimit: config.rateLimit,
      googleEnabled: Boolean(config.google),
      cognitoEnabled: Boolean(config.cognito),
    });
    await app.register(accountRoutes, { accounts });
  },
  { config: ['publicUrl', 'rateLimit', 'shop', 'trustProxy', 'google', 'cognito'] },
);
