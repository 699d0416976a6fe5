#!/usr/bin/env node
/**
 * A small local OpenID Connect provider standing in for Google in the Playwright run (issue 3):
 * the shop is configured with its discovery URL, client id and secret. It uses the oidc-provider
 * package's built-in development login and consent pages; any login name signs in as
 * `<name>@gmail.example` with a verified e-mail.
 */
import Provider from 'oidc-provider';

const port = Number(process.env.E2E_OIDC_PORT);
const shopUrl = process.env.E2E_SHOP_URL;
if (!port || !shopUrl) throw new Error('E2E_OIDC_PORT and E2E_SHOP_URL are required');

const provider = new Provider(`http://127.0.0.1:${port}`, {
  clients: [
    {
      client_id: 'shop-e2e',
      client_secret: 'shop-e2e-secret',
      redirect_uris: [`${shopUrl}/api/auth/callback/google`],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    },
  ],
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
  cookies: { keys: ['e2e-oidc-cookie-key'] },
  features: { devInteractions: { enabled: true } },
  async findAccount(_ctx, id) {
    return {
      accountId: id,
      async claims() {
        return { sub: id, email: `${id}@gmail.example`, email_verified: true, name: `${id} Google`, given_name: id, family_name: 'Google' };
      },
    };
  },
});
provider.proxy = false;
const server = provider.listen(port, '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
