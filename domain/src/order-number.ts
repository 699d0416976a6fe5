import type { Lang } from './constants';

/*
 * The order's short number (orders.number, a sequence from 1001): what shoppers and the owner
 * read and say on the phone, the same on every screen, mail and message. The UUID stays the id in
 * the API and the links.
 */

/**
 * An order's number as people read it: "N.º 1042" in Spanish, "No. 1042" in English, with a
 * no-break space so a narrow screen never splits it.
 * @param number the order's `number` (a positive integer)
 */
export function formatOrderNumber(number: number, lang: Lang): string {
  return `${lang === 'en' ? 'No.' : 'N.º'}\u00a0${number}`;
}
