/*
 * Amounts of pesos as the owner types them in the back office. Argentines
 * write one thousand pesos "1.000" or "$ 1.000"; read as a JavaScript number "1.000" is 1, which
 * made a coupon of 1.000 pesos a coupon of 1 peso. Money is whole ARS (money.ts), so a dot or a
 * comma followed by three digits can only separate thousands.
 */

// Thousands with dots and an optional ",00" (es-AR), or with commas and an optional ".00" (en-US).
const SPANISH = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,0{1,2})?$/;
const ENGLISH = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.0{1,2})?$/;

/**
 * Reads an amount of whole pesos typed by the owner: "1.000", "1000", "$ 1.000", "ARS 1,000" and
 * "1.000,00" are all 1000.
 * @returns whole ARS; null when blank; NaN when the text is not a whole amount of pesos ("1,5",
 *   "1.50", "-300", "abc"): never a guess, so the form's schema names the problem.
 */
export function parseArsInput(text: string): number | null {
  const bare = text.replace(/[\s\u00a0\u202f]/g, '').replace(/^(?:ARS|AR\$|\$)/i, '');
  if (bare === '') return null;
  const match = SPANISH.exec(bare) ?? ENGLISH.exec(bare);
  return match?.[1] ? Number(match[1].replace(/[.,]/g, '')) : Number.NaN;
}
