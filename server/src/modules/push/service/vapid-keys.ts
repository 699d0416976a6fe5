/**
 * The VAPID key pair the shop signs its push messages with: from the configuration
 * (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY), else generated once and kept: in the database when the
 * shop runs on PostgreSQL (DATABASE_URL), so every process signs with the same key, else in
 * DATA_DIR/vapid-keys.json (mode 600). A browser subscribed under a key only accepts that key.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';
import type { Db } from '../../../db/client.ts';
import { keepVapidKeys } from '../store.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface PushKeySource {
  configured: VapidKeys | undefined;
  /** Where to keep generated keys: the shared database, or a file in this directory. */
  store: { db: Db } | { dataDir: string };
}

/** @returns the key pair (generating and storing it the first time). */
export async function resolveVapidKeys(source: PushKeySource): Promise<VapidKeys> {
  if (source.configured) return source.configured;
  if ('db' in source.store) {
    const { db } = source.store;
    const fresh = webPush.generateVAPIDKeys();
    // Two processes starting together: the first insert wins and both read the same row.
    return keepVapidKeys(db, fresh);
  }
  const file = path.join(source.store.dataDir, 'vapid-keys.json');
  if (!existsSync(file)) {
    mkdirSync(source.store.dataDir, { recursive: true });
    try {
      // 'wx': never overwrites a key another process wrote in between.
      writeFileSync(file, JSON.stringify(webPush.generateVAPIDKeys()), { mode: 0o600, flag: 'wx' });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  const keys = JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}
