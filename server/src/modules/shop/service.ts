/**
 * The shop's facts and its health check.
 *
 * The shop's facts (docs/decisions/0028-shop-facts-in-the-database.md): the environment's SHOP_*
 * values until the owner saves "Datos de la tienda", the stored ones after. Every process keeps a
 * copy read from the database the way the catalogue does (docs/decisions/0002): reloaded at least
 * every `refreshMs` in the background, before an HTTP read once older than `cacheTtlMs`, and at
 * once in the process that saved. `version()` changes whenever the copy shows something new, so
 * the rendered pages built from it are dropped.
 */
// The full metadata: the small default one only checks a number's length, not its area code.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import {
  placeholderFacts,
  shopFactsSchema,
  VALIDATION_KEYS,
  type AnalyticsConfig,
  type PaymentMethod,
  type ShopFactKey,
  type ShopFacts,
  type ShopInfo,
} from '@shop/domain';
import type { Db } from '../../db/client.ts';
import { phoneForDisplay } from '../../lib/phone-display.ts';
import { shopError } from './errors.ts';
import { loadSavedFacts, saveFacts, selectOne } from './store.ts';

export interface ShopFactsOptions {
  /** The SHOP_* values: the facts until the owner saves. */
  defaults: ShopFacts;
  paymentMethods: PaymentMethod[];
  /** The campaign providers measured after consent (docs/decisions/0035); undefined = none. */
  analytics?: AnalyticsConfig | undefined;
  /** An HTTP read older than this reloads first (0 = every read asks the database). */
  cacheTtlMs: number;
  /** The copy is reloaded in the background at least this often, so mails of every process follow a change. */
  refreshMs: number;
  /** Told when the copy could not be reloaded (database away): the last copy stays. */
  onError?: (err: unknown) => void;
}

/** What the owner's page shows: the facts in use, the environment's, and which still hold a stand-in. */
export interface ShopFactsAdminView {
  facts: ShopFacts;
  defaults: ShopFacts;
  placeholders: ShopFactKey[];
  /** Whether the owner has saved the facts (else they are the environment's). */
  saved: boolean;
}

/** The facts as shoppers get them: the stored (or default) facts, the number as people read it, the payment methods. */
function publicFacts(
  facts: ShopFacts,
  paymentMethods: PaymentMethod[],
  analytics: AnalyticsConfig | undefined,
): ShopInfo {
  return {
    ...facts,
    whatsappDisplay: phoneForDisplay(facts.whatsapp),
    paymentMethods,
    ...(analytics ? { analytics } : {}),
  };
}

/**
 * The shop's facts service. `get()` is the copy now (for mails queued inside a write); `current()`
 * is the copy no older than `cacheTtlMs` (for answers and pages); `save()` validates and stores.
 */
export function createShopFactsService(db: Db, options: ShopFactsOptions) {
  let facts: ShopFacts = options.defaults;
  let info = publicFacts(facts, options.paymentMethods, options.analytics);
  let saved = false;
  let loadedAt = -Infinity;
  let storedVersion = 0;
  let version = 0;
  let loading: Promise<void> | undefined;

  function install(next: ShopFacts, nextStoredVersion: number, isSaved: boolean) {
    // A reload begun before this process saved may answer after it: stored versions only grow.
    if (nextStoredVersion < storedVersion) return;
    saved = isSaved;
    if (nextStoredVersion !== storedVersion || JSON.stringify(next) !== JSON.stringify(facts)) {
      storedVersion = nextStoredVersion;
      facts = next;
      info = publicFacts(next, options.paymentMethods, options.analytics);
      version++;
    }
  }

  function reload(): Promise<void> {
    loading ??= (async () => {
      try {
        const row = await loadSavedFacts(db);
        loadedAt = Date.now();
        // Facts added after a save keep the environment's value.
        install(row ? { ...options.defaults, ...row.facts } : options.defaults, row?.version ?? 0, !!row);
      } finally {
        loading = undefined;
      }
    })();
    return loading;
  }

  const timer = setInterval(
    () => {
      reload().catch((err: unknown) => options.onError?.(err));
    },
    Math.max(options.refreshMs, 250),
  );
  // The refresh must not keep the process (or a test run) alive.
  timer.unref();

  return {
    /** Loads the stored facts once at start; rejects when the database cannot be read. */
    load: reload,

    /** The copy in use, at most `refreshMs` old (or as old as the database has been away). */
    get(): ShopInfo {
      return info;
    },

    /** The copy, reloaded first when older than `cacheTtlMs`; the last copy while the database is away. */
    async current(): Promise<ShopInfo> {
      if (Date.now() - loadedAt >= options.cacheTtlMs) {
        await reload().catch((err: unknown) => options.onError?.(err));
      }
      return info;
    },

    /** A number that changes whenever the copy shows different facts: caches built from them drop what they built. */
    version(): number {
      return version;
    },

    /** The owner's view: the facts in use, the environment's, and the placeholders still shown. */
    async adminView(): Promise<ShopFactsAdminView> {
      await reload();
      return { facts, defaults: options.defaults, placeholders: placeholderFacts(facts), saved };
    },

    /**
     * Stores the owner's facts (already checked by `shopFactsSchema`) after checking the WhatsApp
     * number with libphonenumber-js; 400 invalid_input with `fields.whatsapp` when it is not a
     * number WhatsApp can reach. Every process shows them within `refreshMs`, this one at once.
     */
    async save(input: ShopFacts): Promise<ShopFactsAdminView> {
      const next = shopFactsSchema.parse(input);
      if (!parsePhoneNumberFromString(`+${next.whatsapp}`)?.isValid())
        throw shopError('invalid_input', { whatsapp: VALIDATION_KEYS.whatsapp });
      const stored = await saveFacts(db, next);
      loadedAt = Date.now();
      install(next, stored, true);
      return { facts, defaults: options.defaults, placeholders: placeholderFacts(facts), saved };
    },

    /** Stops the background refresh (on close). */
    close() {
      clearInterval(timer);
    },
  };
}

export type ShopFactsService = ReturnType<typeof createShopFactsService>;

/*
 * The health check behind GET /api/health: the database answers a trivial
 * query, within the pool's time limits (about a second when it is unreachable).
 */

/** Resolves when the database answers `select 1`; rejects with the driver's error otherwise. */
export async function databaseAnswers(db: Db): Promise<void> {
  await selectOne(db);
}
