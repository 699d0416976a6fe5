/**
 * A minimal OpenID Connect provider shaped like an AWS Cognito user pool, for API tests of the
 * "cuenta anterior" sign-in: discovery, an authorize endpoint that signs in whoever
 * the test chose at once, a token endpoint that wants HTTP Basic client authentication and PKCE,
 * RS256 id tokens carrying the user's claims (as Cognito's do), userinfo and JWKS.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The claims of the user the next authorization signs in (sub is required). */
export type FakeClaims = { sub: string; [claim: string]: unknown };

export interface FakeOidcProvider {
  issuer: string;
  discoveryUrl: string;
  clientId: string;
  clientSecret: string;
  /** Who the next authorization signs in. */
  signInAs(claims: FakeClaims): void;
  /** Sign the next id tokens with a key the JWKS does not publish (a forged token). */
  forgeTokens(forge: boolean): void;
  /** The Authorization headers the token endpoint received, oldest first. */
  tokenAuthorizations: string[];
  close(): Promise<void>;
}

interface Grant {
  claims: FakeClaims;
  nonce: string | undefined;
  codeChallenge: string | undefined;
}

// The pool's id is part of the issuer, as in https://cognito-idp.<region>.amazonaws.com/<pool id>.
const POOL_PATH = '/us-east-1_TestPool';

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

/** Starts the provider on a free local port. */
export async function startFakeOidcProvider(): Promise<FakeOidcProvider> {
  const clientId = 'cognito-test-client';
  const clientSecret = 'cognito-test-secret';
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const forger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const kid = 'test-key';
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' };
  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, FakeClaims>();
  const tokenAuthorizations: string[] = [];
  let next: FakeClaims | undefined;
  let forge = false;
  let issuer = '';

  const idToken = (payload: Record<string, unknown>, key: KeyObject) => {
    const input = `${b64url(JSON.stringify({ alg: 'RS256', kid, typ: 'JWT' }))}.${b64url(JSON.stringify(payload))}`;
    return `${input}.${b64url(sign('sha256', Buffer.from(input), key))}`;
  };

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', issuer);
      const path = url.pathname.startsWith(POOL_PATH) ? url.pathname.slice(POOL_PATH.length) : '';
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (path === '/.well-known/openid-configuration') {
        return json(200, {
          issuer,
          authorization_endpoint: `${issuer}/oauth2/authorize`,
          token_endpoint: `${issuer}/oauth2/token`,
          userinfo_endpoint: `${issuer}/oauth2/userInfo`,
          jwks_uri: `${issuer}/.well-known/jwks.json`,
          response_types_supported: ['code', 'token'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
          scopes_supported: ['openid', 'email', 'phone', 'profile'],
          token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
        });
      }
      if (path === '/.well-known/jwks.json') return json(200, { keys: [jwk] });
      if (path === '/oauth2/authorize') {
        const redirect = url.searchParams.get('redirect_uri');
        if (!redirect || url.searchParams.get('client_id') !== clientId || !next)
          return json(400, { error: 'invalid_request' });
        const code = randomBytes(16).toString('hex');
        grants.set(code, {
          claims: next,
          nonce: url.searchParams.get('nonce') ?? undefined,
          codeChallenge: url.searchParams.get('code_challenge') ?? undefined,
        });
        const back = new URL(redirect);
        back.searchParams.set('code', code);
        back.searchParams.set('state', url.searchParams.get('state') ?? '');
        res.writeHead(302, { location: back.toString() });
        return res.end();
      }
      if (path === '/oauth2/token' && req.method === 'POST') {
        const form = new URLSearchParams(await readBody(req));
        tokenAuthorizations.push(req.headers.authorization ?? '');
        const expected = `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString('base64')}`;
        if (req.headers.authorization !== expected) return json(401, { error: 'invalid_client' });
        const grant = grants.get(form.get('code') ?? '');
        grants.delete(form.get('code') ?? '');
        if (!grant) return json(400, { error: 'invalid_grant' });
        const verifier = form.get('code_verifier') ?? '';
        if (
          grant.codeChallenge &&
          b64url(createHash('sha256').update(verifier).digest()) !== grant.codeChallenge
        ) {
          return json(400, { error: 'invalid_grant' });
        }
        const now = Math.floor(Date.now() / 1000);
        const accessToken = randomBytes(16).toString('hex');
        accessTokens.set(accessToken, grant.claims);
        const token = idToken(
          {
            ...grant.claims,
            iss: issuer,
            aud: clientId,
            token_use: 'id',
            auth_time: now,
            iat: now,
            exp: now + 3600,
            ...(grant.nonce ? { nonce: grant.nonce } : {}),
          },
          forge ? forger : privateKey,
        );
        return json(200, {
          access_token: accessToken,
          id_token: token,
          token_type: 'Bearer',
          expires_in: 3600,
        });
      }
      if (path === '/oauth2/userInfo') {
        const claims = accessTokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
        // Cognito's userinfo answers email_verified as a string.
        return claims
          ? json(200, { ...claims, email_verified: String(claims.email_verified) })
          : json(401, { error: 'invalid_token' });
      }
      return json(404, { error: 'not_found' });
    })().catch((err: unknown) => {
      res.writeHead(500);
      res.end(String(err));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}${POOL_PATH}`;

  return {
    issuer,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    clientId,
    clientSecret,
    signInAs(claims) {
      next = claims;
    },
    forgeTokens(value) {
      forge = value;
    },
    tokenAuthorizations,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
