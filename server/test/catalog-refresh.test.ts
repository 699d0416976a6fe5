/**
 * When the in-memory catalogue reloads (docs/decisions/0002): fresh for the
 * TTL; between one and two TTLs served while one reload runs in the background; older reloaded
 * before it is served; the owner's invalidate() shows at once; review figures via refreshStats()
 * at once and order figures via statsChanged() a bounded time later, without dropping the copy.
 * A fake clock drives the TTL; the database is real.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { reviews } from '../src/db/orders-schema.ts';
import { products } from '../src/db/schema.ts';
import { createCatalogService } from '../src/modules/catalog/service.ts';
import { openTestDatabase } from './helper.ts';
import { insertOrder, insertUser } from './factories/index.ts';

const TTL = 1000;
let database: Database;
let dispose: () => Promise<void>;
let clock = 0;

beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
});
afterAll(() => dispose?.());

const rename = (id: number, titleEs: string) =>
  database.db.update(products).set({ titleEs }).where(eq(products.id, id));
const title = async (catalog: ReturnType<typeof createCatalogService>, id: string) =>
  (await catalog.getProduct(id, 'es'))?.title;
const settle = () => new Promise((r) => setTimeout(r, 100));

describe('catalogue refresh', () => {
  it('serves a copy between one and two TTLs old while it reloads, and reloads an older one first', async () => {
    clock = 0;
    const catalog = createCatalogService(database.db, { cacheTtlMs: TTL, now: () => clock });
    expect(await title(catalog, '1')).toBeTruthy();
    await rename(1, 'Uno A');
    clock = TTL / 2;
    expect(await title(catalog, '1')).not.toBe('Uno A'); // fresh copy, no query

    clock = TTL + 1;
    const version = catalog.dataVersion();
    expect(await title(catalog, '1')).not.toBe('Uno A'); // old copy at once...
    await settle();
    expect(await title(catalog, '1')).toBe('Uno A'); // ...the reload behind it is in
    expect(catalog.dataVersion()).toBe(version + 1);
    expect(catalog.version()).toBe(0);

    await rename(1, 'Uno B');
    clock += 3 * TTL; // a quiet spell: the first read waits for the database
    expect(await title(catalog, '1')).toBe('Uno B');
  });

  it("shows the owner's change at once after invalidate()", async () => {
    clock = 0;
    const catalog = createCatalogService(database.db, { cacheTtlMs: 600_000, now: () => clock });
    await title(catalog, '2');
    await rename(2, 'Dos cambiado');
    catalog.invalidate();
    expect(await title(catalog, '2')).toBe('Dos cambiado');
    expect(catalog.version()).toBe(1);
  });

  it('takes figures from reviews at once and from orders a bounded time later, keeping the copy', async () => {
    clock = 0;
    const catalog = createCatalogService(database.db, {
      cacheTtlMs: 600_000,
      statsRefreshMs: 150,
      now: () => clock,
    });
    const last = (await catalog.listProducts({ limit: 100, offset: 0, lang: 'es' })).items.at(-1)!;
    await rename(Number(last.id), 'Renombrado sin avisar');

    const user = { id: 'catalog-refresh-user' };
    await insertUser(
      { database },
      { ...user, name: 'Ana', username: 'catalog_refresh', email: 'catalog-refresh@example.com' },
    );
    await database.db
      .insert(reviews)
      .values({ userId: user.id, productId: Number(last.id), halfStars: 10, text: 'Muy rico' });
    await catalog.refreshStats();
    expect((await catalog.getProduct(last.id, 'es'))?.rating).toEqual({ average: 5, count: 1 });
    const bestselling = async () =>
      (await catalog.listProducts({ limit: 3, offset: 0, lang: 'es', sort: 'bestselling' })).items.map(
        (p) => p.id,
      );
    // The review puts it first among products without orders; one with orders goes before it.
    const target = (await catalog.listProducts({ limit: 100, offset: 0, lang: 'es' })).items[5]!;
    const before = await bestselling();
    expect(before[0]).toBe(last.id);

    await insertOrder({ database }, { userId: user.id, lines: [[Number(target.id), 99, 1]] });
    catalog.statsChanged();
    catalog.statsChanged(); // several orders share one reload
    expect(await bestselling()).toEqual(before);
    await new Promise((r) => setTimeout(r, 400));
    expect(await bestselling()).toEqual([target.id, last.id, before[1]]);
    // Only the figures were reloaded: the product rows are still the copy's (no invalidate, TTL not reached).
    expect(await title(catalog, last.id)).not.toBe('Renombrado sin avisar');
    expect(catalog.version()).toBe(0);
    catalog.close();
  });
});
