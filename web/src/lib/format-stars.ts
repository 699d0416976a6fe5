import type { Lang } from '@shop/domain';

// One formatter per language: toLocaleString with options builds a new Intl.NumberFormat on every
// call, and a review list or a product grid formats many ratings.
const formats = new Map<Lang, Intl.NumberFormat>();

/**
 * A star rating or average for display: at most one decimal, in the language's number format.
 * @param stars 0..5, any fraction.
 * @returns "4,5" for 'es' (es-AR), "4.5" for 'en' (en-US).
 */
export function formatStars(stars: number, lang: Lang): string {
  let format = formats.get(lang);
  if (!format)
    formats.set(
      lang,
      (format = new Intl.NumberFormat(lang === 'en' ? 'en-US' : 'es-AR', { maximumFractionDigits: 1 })),
    );
  return format.format(stars);
}
