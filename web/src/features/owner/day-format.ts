/**
 * Calendar days ("YYYY-MM-DD", Argentina) as the owner reads them: "martes 20/05/2031" or
 * "Tuesday, May 20, 2031". The day is read at noon UTC so no time zone can move it.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

/** @returns the day spelled out in `lang`; the input unchanged when it is not a date. */
export function formatDay(
  date: string,
  lang: 'es' | 'en',
  weekday: 'long' | 'short' | 'none' = 'long',
): string {
  const key = `${lang}-${weekday}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(lang === 'en' ? 'en-US' : 'es-AR', {
      timeZone: 'UTC',
      ...(weekday === 'none' ? {} : { weekday }),
      year: weekday === 'short' ? undefined : 'numeric',
      month: lang === 'en' ? 'short' : '2-digit',
      day: lang === 'en' ? 'numeric' : '2-digit',
    });
    formats.set(key, f);
  }
  const d = new Date(`${date}T12:00:00Z`);
  return Number.isNaN(d.getTime()) ? date : f.format(d);
}
