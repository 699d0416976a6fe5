import { z } from 'zod';
import { CATEGORIES, LANGS } from './constants';
import { MAX_LINE_QUANTITY } from './cart';
import { emailAddress } from './validation';

/*
 * A signed-in shopper's cart and wishlist kept on the account (GET/PATCH /api/cart, /api/wishlist
 * and their /merge), so another device shows the same lists. The browser's `cartItems` and
 * `wishlistItems` stay the copy the pages read; these calls keep the account's
 * copy level with it. Quantities are absolute, never deltas: a request sent twice changes nothing
 * more, and two devices changing different lines both keep their change (the last write of each
 * line wins). Prices and titles in the answers are always the catalogue's.
 */

/** The two lists an account keeps. */
export const SAVED_LISTS = ['cart', 'wishlist'] as const;
export type SavedListKind = (typeof SAVED_LISTS)[number];

/** Most lines one request may change or merge (a cart holds far fewer products). */
export const SAVED_LIST_MAX_LINES = 100;

const productId = z
  .string()
  .regex(/^\d{1,9}$/)
  .describe('Numeric product id');

/** PATCH body: lines to set, each to an absolute quantity (0 removes the line; a wishlist line is 0 or 1). */
export const savedListPatchSchema = z
  .object({
    set: z
      .array(z.object({ productId, quantity: z.number().int().min(0).max(MAX_LINE_QUANTITY) }).strict())
      .min(1)
      .max(SAVED_LIST_MAX_LINES),
  })
  .strict();
export type SavedListPatch = z.infer<typeof savedListPatchSchema>;

/** POST /merge body: a guest's lines, added to the account's (quantities summed, capped at MAX_LINE_QUANTITY). */
export const savedListMergeSchema = z
  .object({
    lines: z
      .array(z.object({ productId, quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY) }).strict())
      .max(SAVED_LIST_MAX_LINES),
    /** The browser's id of this merge: sent again (a page closed before the answer), it is applied once. */
    mergeId: z.uuid().optional(),
  })
  .strict();
export type SavedListMerge = z.infer<typeof savedListMergeSchema>;

/** Query of every saved-list call: the language of the lines' titles and descriptions. */
export const savedListQuerySchema = z.object({ lang: z.enum(LANGS).default('es') }).strict();

/** One line as the account keeps it, with the catalogue's product fields (a LineItem) in the asked language. */
export const savedListLineSchema = z.object({
  id: z.string(),
  type: z.enum(CATEGORIES),
  title: z.string(),
  price: z.number().int().nonnegative().describe('ARS, whole pesos, after discount'),
  imageSrc: z.string(),
  description: z.string(),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
});
export type SavedListLine = z.infer<typeof savedListLineSchema>;

/** Every answer: the account's whole list, in the order its lines were first added. Lines of products no longer listed are left out. */
export const savedListSchema = z.object({ lines: z.array(savedListLineSchema) });
export type SavedList = z.infer<typeof savedListSchema>;

/*
 * Abandoned-cart reminders (docs/decisions/0024-abandoned-carts.md): a signed-in shopper's saved
 * cart left unchanged for the owner's delay, with no order since, gets one mail with a link that
 * restores it on any device.
 */

/** Shortest and longest quiet time before a reminder, minutes (30 min .. 7 days). */
export const ABANDONED_CART_MIN_MINUTES = 30;
export const ABANDONED_CART_MAX_MINUTES = 7 * 24 * 60;
/** At most one reminder per cart in this many days; also how long its restore link works. */
export const CART_REMINDER_DAYS = 7;

/** The owner's settings (GET/PUT /api/admin/abandoned-carts/settings). */
export const abandonedCartSettingsSchema = z
  .object({
    enabled: z.boolean(),
    afterMinutes: z.number().int().min(ABANDONED_CART_MIN_MINUTES).max(ABANDONED_CART_MAX_MINUTES),
  })
  .strict();
export type AbandonedCartSettings = z.infer<typeof abandonedCartSettingsSchema>;

/** A token from a reminder's link (restore or unsubscribe). */
export const cartReminderTokenSchema = z.object({ token: z.string().min(16).max(128) }).strict();

/** POST /api/cart-reminders/unsubscribe answer: the address that will get no more reminders. */
export const cartReminderUnsubscribedSchema = z.object({ email: z.string() });

/**
 * PUT /api/cart-reminders/guest (docs/decisions/0031-guest-cart-reminders.md): a guest who typed an
 * e-mail at checkout and ticked "Avisame si me olvido algo" (unticked by default) keeps their cart
 * for one reminder to that address; sent again on every change of the cart. No lines (the box
 * unticked, the cart emptied or the order sent by WhatsApp) forgets it.
 */
export const guestCartReminderSchema = z
  .object({
    email: emailAddress(),
    lines: z
      .array(z.object({ productId, quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY) }).strict())
      .max(SAVED_LIST_MAX_LINES),
  })
  .strict();
export type GuestCartReminder = z.infer<typeof guestCartReminderSchema>;

/** PUT /api/cart-reminders/guest answer: whether a reminder is now pending for that address. */
export const guestCartReminderSavedSchema = z.object({ kept: z.boolean() });

/** One abandoned cart in the owner's list. */
export const abandonedCartSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  /** Digits as saved in the customer's profile; '' when none. */
  phone: z.string(),
  lines: z.array(
    z.object({
      productId: z.string(),
      title: z.string(),
      price: z.number().int(),
      quantity: z.number().int(),
    }),
  ),
  totalArs: z.number().int(),
  /** ISO instant of the cart's last change. */
  changedAt: z.string(),
  /** ISO instant of the last reminder (mail or WhatsApp) for it, null when none; how; and whether its link was used. */
  remindedAt: z.string().nullable(),
  remindedBy: z.enum(['mail', 'whatsapp']).nullable(),
  /** The profile's phone is a mobile wa.me can open (argentineWhatsappNumber). */
  canWhatsapp: z.boolean(),
  restored: z.boolean(),
});
export type AbandonedCart = z.infer<typeof abandonedCartSchema>;
/** What the reminders brought back over the last CART_RECOVERY_DAYS days. */
export const CART_RECOVERY_DAYS = 30;
export const cartRecoverySchema = z.object({
  /** Reminders sent (mail or WhatsApp). */
  reminded: z.number().int(),
  /** Of those, the ones whose restore link was opened. */
  restored: z.number().int(),
  /** Orders the reminded account placed within CART_REMINDER_DAYS after opening the link (not cancelled or refunded), and their total (ARS). */
  orders: z.number().int(),
  revenueArs: z.number().int(),
});
export type CartRecovery = z.infer<typeof cartRecoverySchema>;

/**
 * GET /api/admin/abandoned-carts/figures (the dashboard): what reminders sent in each of the
 * dashboard's periods brought back, Argentina days as the dashboard counts them: today, this week
 * (from Monday) and the last DASHBOARD_DAYS days (today included). `today` and `weekStart` are
 * "YYYY-MM-DD".
 */
export const cartRecoveryFiguresSchema = z.object({
  today: z.string(),
  weekStart: z.string(),
  todayFigures: cartRecoverySchema,
  weekFigures: cartRecoverySchema,
  last30Figures: cartRecoverySchema,
});
export type CartRecoveryFigures = z.infer<typeof cartRecoveryFiguresSchema>;

export const abandonedCartListSchema = z.object({
  items: z.array(abandonedCartSchema),
  settings: abandonedCartSettingsSchema,
  recovery: cartRecoverySchema,
});
