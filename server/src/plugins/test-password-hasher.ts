/**
 * The tests' password hash: scrypt at N 1024, r 8 (~1/30 of better-auth's cost) under a
 * `test-scrypt$` prefix. A hash without the prefix (made by the shop's real hashing) is checked by
 * better-auth's own scrypt, so both kinds sign in. Used by the API tests (createTestApp) and by a
 * local browser-test server with TEST_PASSWORD_HASHING (config.ts refuses it anywhere but on
 * loopback): each run makes a few hundred accounts and sign-ins, at ~0.1-0.2 s of CPU each with the
 * real cost. A shop hashes with better-auth's defaults; server/test/password-hashing.test.ts checks those.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { verifyPassword } from 'better-auth/crypto';
import type { PasswordHasher } from './auth.ts';

const PREFIX = 'test-scrypt$';
const KEY_LENGTH = 32;

function derive(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N: 1024, r: 8, p: 1 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

export const testPasswordHasher: PasswordHasher = {
  async hash(password) {
    const salt = randomBytes(16).toString('hex');
    return `${PREFIX}${salt}:${(await derive(password, salt)).toString('hex')}`;
  },
  async verify({ hash, password }) {
    if (!hash.startsWith(PREFIX)) return verifyPassword({ hash, password });
    const [salt, key] = hash.slice(PREFIX.length).split(':');
    if (!salt || !key) return false;
    const expected = Buffer.from(key, 'hex');
    const actual = await derive(password, salt);
    return expected.length === actual.length && timingSafeEqual(actual, expected);
  },
};
