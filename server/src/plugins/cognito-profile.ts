/**
 * The shop account made for a Cognito user who signs in for the first time ("The
 * original shop's identity provider"): a display name and a username the shop accepts, taken
 * from the `cognito:username` claim (the name the shopper chose at the original shop) or else
 * the e-mail, and made unique among the shop's accounts.
 */
import { signUpSchema, USERNAME_MAX, USERNAME_MIN } from '@shop/domain';
import type { Db } from '../db/client.ts';
import { takenUsernames } from '../modules/accounts/store.ts';

/** The id-token / userinfo claims of a Cognito user that the shop reads. */
export interface CognitoClaims {
  email?: unknown;
  name?: unknown;
  given_name?: unknown;
  family_name?: unknown;
  'cognito:username'?: unknown;
  [claim: string]: unknown;
}

/** Used when neither the Cognito username nor the e-mail gives a usable username. */
const FALLBACK_USERNAME = 'cliente';

// Pools that sign in by e-mail give every user a generated UUID as `cognito:username`: no name to keep.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

const isUsername = (value: string): boolean => signUpSchema.shape.username.safeParse(value).success;

/**
 * `raw` as a username of the shop's form (domain/src/account.ts: 3 to 30 of a-z, 0-9, `_`, `.`):
 * accents dropped, lower case, other characters as `_`; '' when too little is left.
 */
export function toUsername(raw: string): string {
  const cleaned = raw
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9_.]+/g, '_')
    .replace(/_{2,}/g, '_')
    .replace(/^[_.]+|[_.]+$/g, '')
    .slice(0, USERNAME_MAX)
    .replace(/[_.]+$/, '');
  return cleaned.length >= USERNAME_MIN && isUsername(cleaned) ? cleaned : '';
}

/** The username the claims ask for, before checking whether the shop already has it. */
export function preferredUsername(claims: CognitoClaims): string {
  const cognitoName = text(claims['cognito:username']);
  const fromCognito = cognitoName && !UUID.test(cognitoName) ? toUsername(cognitoName) : '';
  if (fromCognito) return fromCognito;
  const localPart = text(claims.email).split('@')[0] ?? '';
  return toUsername(localPart) || FALLBACK_USERNAME;
}

/** `base` with `suffix` appended, shortened so the whole stays within USERNAME_MAX. */
function withSuffix(base: string, suffix: string): string {
  return `${base.slice(0, USERNAME_MAX - suffix.length).replace(/[_.]+$/, '')}${suffix}`;
}

/**
 * `base` if no shop account has it, else `base_2`, `base_3`... and finally random suffixes.
 * Two first sign-ins racing for the same name are settled by the unique index (one of them fails
 * and can simply sign in again).
 */
export async function uniqueUsername(db: Db, base: string): Promise<string> {
  const candidates = [base, ...Array.from({ length: 8 }, (_, i) => withSuffix(base, `_${i + 2}`))];
  for (let round = 0; round < 5; round++) {
    const taken = await takenUsernames(db, candidates);
    const free = candidates.find((c) => !taken.has(c));
    if (free) return free;
    candidates.splice(
      0,
      candidates.length,
      ...Array.from({ length: 8 }, () => withSuffix(base, `_${Math.random().toString(36).slice(2, 7)}`)),
    );
  }
  throw new Error(`no free username for ${base}`);
}

/** A display name from the claims: `name`, else given and family name, else the username. */
export function displayName(claims: CognitoClaims, username: string): string {
  const full =
    text(claims.name) || [text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ');
  return full || username;
}

/**
 * The fields of a new shop account for these claims (better-auth genericOAuth `mapProfileToUser`).
 * Only used when the Cognito identity creates an account; linking keeps the account's own data.
 */
export async function cognitoUserFields(
  db: Db,
  claims: CognitoClaims,
): Promise<{ name: string; username: string; displayUsername: string }> {
  const username = await uniqueUsername(db, preferredUsername(claims));
  return { name: displayName(claims, username), username, displayUsername: username };
}
