/**
 * The account rows the account routes read or change beside better-auth (decision 0006): an
 * account by username or e-mail, the usernames already taken, and marking an e-mail proven. Knows nothing of HTTP.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/** The account whose username is `username` (already normalised: trimmed, lower case), or undefined. */
export async function findByUsername(
  db: Db,
  username: string,
): Promise<{ id: string; email: string; emailVerified: boolean } | undefined> {
  const [row] = await db
    .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.username, username));
  return row;
}

/** The username of the account whose e-mail is `email` (trimmed, lower case), or undefined (none, or a Google account without one). */
export async function findUsernameByEmail(db: Db, email: string): Promise<string | undefined> {
  const [row] = await db.select({ username: users.username }).from(users).where(eq(users.email, email));
  return row?.username ?? undefined;
}

/** Marks account `userId`'s e-mail as proven (a code mailed to it was used). */
export async function markEmailVerified(db: Db, userId: string): Promise<void> {
  await db.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** The language the account with `email` chose ('es' when none, or no such account). */
export async function accountLanguage(db: Db, email: string): Promise<'es' | 'en'> {
  const [user] = await db.select({ lang: users.lang }).from(users).where(eq(users.email, email));
  return user?.lang === 'en' ? 'en' : 'es';
}

/** Which of `usernames` some account already has. */
export async function takenUsernames(db: Db, usernames: readonly string[]): Promise<Set<string>> {
  const rows = await db
    .select({ username: users.username })
    .from(users)
    .where(inArray(users.username, [...usernames]));
  return new Set(rows.flatMap((r) => (r.username === null ? [] : [r.username])));
}
