#!/usr/bin/env node
/**
 * Small local OpenID Connect providers standing in for the shop's identity providers in the
 * Playwright run, built on the oidc-provider package's development login and consent pages:
 *
 * - `node oidc-server.mjs` (or `google`), on E2E_OIDC_PORT, stands in for Google: any
 *   login name signs in as `<name>@gmail.example` with a verified e-mail.
 * - `node oidc-server.mjs cognito`, on E2E_COGNITO_PORT, stands in for the original shop's AWS
 *   Cognito user pool: the login name is the user's e-mail, verified unless it is
 *   written `unverified:<e-mail>`; like Cognito, the id token carries the e-mail, email_verified
 *   and `cognito:username` (here the e-mail's local part), and the client authenticates with
 *   HTTP Basic.
 */
import Provider from 'oidc-provider';

const flavour = process.argv[2] ?? 'google';
const shopUrl = process.env.E2E_SHOP_URL;
const port = Number(flavour === 'cognito' ? process.env.E2E_COGNITO_PORT : process.env.E2E_OIDC_PORT);
if (!port || !shopUrl || !['google', 'cognito'].includes(flavour)) {
  throw new Error(
    'usage: oidc-server.mjs [google|cognito] with E2E_SHOP_URL and E2E_OIDC_PORT / E2E_COGNITO_PORT',
  );
}

const flavours = {
  google: {
    client: {
      client_id: 'shop-e2e',
      client_secret: 'shop-e2e-secret',
      token_endpoint_auth_method: 'client_secret_post',
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    conformIdTokenClaims: true,
    userClaims: (id) => ({
      sub: id,
      email: `${id}@gmail.example`,
      email_verified: true,
      name: `${id} Google`,
      given_name: id,
      family_name: 'Google',
    }),
  },
  cognito: {
    client: {
      client_id: 'shop-e2e-cognito',
      client_secret: 'shop-e2e-cognito-secret',
      token_endpoint_auth_method: 'client_secret_basic',
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified', 'cognito:username'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // Cognito puts the user's claims in the id token itself.
    conformIdTokenClaims: false,
    userClaims: (id) => {
      const unverified = id.startsWith('unverified:');
      const email = unverified ? id.slice('unverified:'.length) : id;
      return { sub: id, email, email_verified: !unverified, 'cognito:username': email.split('@')[0] };
    },
  },
};
const chosen = flavours[flavour];

const provider = new Provider(`http://127.0.0.1:${port}`, {
  clients: [
    {
      ...chosen.client,
      redirect_uris: [`${shopUrl}/api/auth/callback/${flavour}`],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    },
  ],
  claims: chosen.claims,
  conformIdTokenClaims: chosen.conformIdTokenClaims,
  cookies: { keys: [`e2e-oidc-cookie-key-${flavour}`] },
  features: { devInteractions: { enabled: true } },
  async findAccount(_ctx, id) {
    return {
      accountId: id,
      async claims() {
        return chosen.userClaims(id);
      },
    };
  },
});
provider.proxy = false;
const server = provider.listen(port, '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
