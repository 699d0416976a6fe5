/** The delivery data a new shop starts with, made once at the first start. */
import {
  DEFAULT_DELIVERY_SETTINGS,
  describeOpeningHours,
  type OpeningHours,
  type OptionSchedule,
} from '@shop/domain';
import type { Db } from '../../../db/client.ts';
import { deliverySettings, deliveryZones, pickupPoints } from '../../../db/schema.ts';

/**
 * The first pickup point, at the shop, states the shop's hours (docs/decisions/0028: one source
 * of the hours) in both languages, "Lunes a viernes de 9 a 19 h" / "Monday to Friday, 9 am to
 * 7 pm", and opens on the same weekdays, both windows (9 to 13 h and 14 to 19 h). From then on
 * the point's hours are its own (the owner edits them in /admin/delivery).
 */
export function seedPickupHours(hours: OpeningHours): { hours: string; hoursEn: string } & OptionSchedule {
  const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  return {
    hours: sentence(describeOpeningHours(hours, 'es').replace(/^de /, '')),
    hoursEn: sentence(describeOpeningHours(hours, 'en')),
    openWeekdays: [...new Set(hours.flatMap((h) => h.days))].sort((a, b) => a - b),
    windows: ['manana', 'tarde'],
  };
}

/**
 * Makes the delivery data a new shop needs to take orders (the shop must be usable
 * before the owner visits /admin/delivery): the default day rules, one zone "Capital" and one
 * pickup point at the shop's address. Runs once: the settings row marks it done, so zones or
 * points the owner later removes are never brought back.
 * @returns true when the defaults were inserted.
 */
export async function seedDeliveryDefaults(
  db: Db,
  shop: { address: string; hours: OpeningHours },
): Promise<boolean> {
  const shopAddress = shop.address;
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(deliverySettings)
      .values({ id: 1, ...DEFAULT_DELIVERY_SETTINGS })
      .onConflictDoNothing()
      .returning({ id: deliverySettings.id });
    if (!inserted) return false;
    await tx
      .insert(deliveryZones)
      .values({ name: 'Capital', priceArs: 2500, freeFromArs: null, active: true });
    if (shopAddress.trim()) {
      await tx.insert(pickupPoints).values({
        name: 'Local',
        address: shopAddress.trim(),
        ...seedPickupHours(shop.hours),
        active: true,
      });
    }
    return true;
  });
}
