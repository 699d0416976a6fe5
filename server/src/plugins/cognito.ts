/**
 * The original shop's AWS Cognito user pool as an OpenID Connect provider of better-auth's
 * genericOAuth: the old accounts live in that user pool.
 * Returns PUBLIC_URL/api/auth/callback/cognito, the redirect URI to register on the app client.
 *
 * Linking to an existing shop account is better-auth's implicit account linking: it happens only
 * when the id token says `email_verified` and the shop account's e-mail is confirmed. Cognito is
 * deliberately not a "trusted provider", which would link unverified e-mails too.
 */
import type { GenericOAuthConfig } from 'better-auth/plugins';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { cognitoUserFields } from './cognito-profile.ts';

/** better-auth's provider id: the callback path and the `accounts.provider_id` of linked identities. */
export const COGNITO_PROVIDER_ID = 'cognito';

/** The genericOAuth entry for the configured user pool. */
export function cognitoOAuthConfig(cognito: NonNullable<AppConfig['cognito']>, db: Db): GenericOAuthConfig {
  return {
    providerId: COGNITO_PROVIDER_ID,
    name: 'Cognito',
    discoveryUrl: cognito.discoveryUrl,
    clientId: cognito.clientId,
    clientSecret: cognito.clientSecret,
    scopes: ['openid', 'email', 'profile'],
    pkce: true,
    // Cognito app clients with a secret authenticate at the token endpoint with HTTP Basic.
    tokenEndpointAuth: { method: 'client_secret_basic' },
    // The identity (sub, e-mail, email_verified) comes from the id token: only accept signed ones.
    requireIdTokenVerification: true,
    mapProfileToUser: (profile) => cognitoUserFields(db, profile),
  };
}
