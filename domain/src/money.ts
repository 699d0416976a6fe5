import type { Lang } from './constants';

/*
 * Money is ARS in whole pesos everywhere (catalogue prices are whole pesos),
 * so plain integer arithmetic is exact and no cents representation is needed.
 */

const LOCALES: Record<Lang, string> = { es: 'es-AR', en: 'en-US' };

// Building an Intl.NumberFormat is far slower than using one, and a product grid formats many prices.
const formatters = new Map<Lang, Intl.NumberFormat>();

function formatterFor(lang: Lang): Intl.NumberFormat {
  let formatter = formatters.get(lang);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALES[lang], {
      style: 'currency',
      currency: 'ARS',
      // "$" is the peso's own sign in Spanish; in English it reads as US dollars, so English
      // prices carry the code, "ARS 4,000.00".
      currencyDisplay: lang === 'es' ? 'narrowSymbol' : 'code',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(lang, formatter);
  }
  return formatter;
}

/**
 * Formats an amount of ARS for display, always with two decimals, with Intl.NumberFormat for the
 * current language.
 * @param amount ARS whole pesos (fractions are shown, not rounded away).
 * @param lang 'es' gives "$ 1.234,00" (es-AR), 'en' gives "ARS 1,234.00" (en-US, the code so
 *   nobody reads US dollars). Both may contain a non-breaking space after the sign or code.
 */
export function formatArs(amount: number, lang: Lang): string {
  return formatterFor(lang).format(amount);
}

function assertWholeAmount(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative whole number, got ${value}`);
  }
}

/**
 * Price of one cart or order line.
 * @param unitPrice ARS whole pesos.
 * @param quantity units, a non-negative integer.
 * @returns ARS whole pesos.
 * @throws RangeError if an input is not a non-negative safe integer or the result overflows,
 *   because a silently wrong total is worse than a loud failure.
 */
export function lineTotal(unitPrice: number, quantity: number): number {
  assertWholeAmount('unitPrice', unitPrice);
  assertWholeAmount('quantity', quantity);
  const total = unitPrice * quantity;
  assertWholeAmount('line total', total);
  return total;
}

/**
 * Total of several lines; shipping is never included.
 * @returns ARS whole pesos; 0 for no lines.
 * @throws RangeError as `lineTotal` does.
 */
export function sumLines(lines: readonly { unitPrice: number; quantity: number }[]): number {
  let total = 0;
  for (const line of lines) {
    total += lineTotal(line.unitPrice, line.quantity);
  }
  assertWholeAmount('total', total);
  return total;
}
