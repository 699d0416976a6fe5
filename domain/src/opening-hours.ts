/**
 * The shop's opening hours as words and as schema.org strings (docs/decisions/
 * 0028-shop-facts-in-the-database.md). No zod here: the home page states the hours, and this
 * module is in its first load (the schemas that check the hours are in shop-facts.ts).
 */

/** One stretch of opening hours: the weekdays (0 = Sunday .. 6 = Saturday) open from `opens` to `closes` ("HH:MM"). */
export interface OpeningHoursEntry {
  days: number[];
  opens: string;
  closes: string;
}

/** The shop's opening hours: one to seven stretches (e.g. Monday to Friday 8 to 19 h, Saturday 9 to 13 h). */
export type OpeningHours = OpeningHoursEntry[];

/** schema.org's day codes, index = JavaScript weekday (0 = Sunday .. 6 = Saturday). */
const DAY_CODES = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'] as const;
/** Weekdays in the order people read a week in Argentina: Monday first, Sunday last. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/**
 * Hours written the schema.org way ("Mo-Sa 08:00-19:00", the SHOP_OPENING_HOURS form) as
 * structured entries; throws on an entry it cannot read (config.ts checks the form first).
 */
export function openingHoursFromSchemaOrg(entries: readonly string[]): OpeningHours {
  return entries.map((entry) => {
    const match = /^(\S+) (\d\d:\d\d)-(\d\d:\d\d)$/.exec(entry.trim());
    if (!match) throw new Error(`cannot read opening hours "${entry}"`);
    const days = new Set<number>();
    for (const part of match[1]!.split(',')) {
      const [from, to = from] = part.split('-') as [string, string?];
      const start = WEEK_ORDER.indexOf(DAY_CODES.indexOf(from as never) as never);
      const end = WEEK_ORDER.indexOf(DAY_CODES.indexOf(to as never) as never);
      if (start < 0 || end < 0) throw new Error(`cannot read opening hours "${entry}"`);
      for (let i = start; i <= end; i++) days.add(WEEK_ORDER[i]!);
    }
    return { days: [...days].sort((a, b) => a - b), opens: match[2]!, closes: match[3]! };
  });
}

/** Runs of consecutive weekdays (Monday first), e.g. [1,2,3,4,5,6] -> [[1,6]], [1,3,5] -> [[1,1],[3,3],[5,5]]. */
function dayRuns(days: readonly number[]): [number, number][] {
  const runs: [number, number][] = [];
  for (const day of WEEK_ORDER) {
    if (!days.includes(day)) continue;
    const last = runs[runs.length - 1];
    if (last && WEEK_ORDER.indexOf(last[1] as never) === WEEK_ORDER.indexOf(day as never) - 1) last[1] = day;
    else runs.push([day, day]);
  }
  return runs;
}

/** The hours as schema.org's openingHours strings for JSON-LD ("Mo-Sa 08:00-19:00"). */
export function schemaOrgOpeningHours(hours: OpeningHours): string[] {
  return hours.map((h) => {
    const days = dayRuns(h.days)
      .map(([a, b]) => (a === b ? DAY_CODES[a] : `${DAY_CODES[a]}-${DAY_CODES[b]}`))
      .join(',');
    return `${days} ${h.opens}-${h.closes}`;
  });
}

const DAY_NAMES = {
  es: ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
} as const;

/** Spanish "8" for 08:00 and "8:30" for 08:30; English "8\u00a0am", "7:30\u00a0pm" (the shop's English wording). */
function timeText(time: string, lang: 'es' | 'en'): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const minutes = m === 0 ? '' : `:${String(m).padStart(2, '0')}`;
  if (lang === 'es') return `${h}${minutes}`;
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}${minutes}\u00a0${h % 24 < 12 ? 'am' : 'pm'}`;
}

/**
 * The hours in words, the one text every page and mail states them with (docs/decisions/0028):
 * es "de lunes a sábado de 8 a 19 h", en "Monday to Saturday, 8 am to 7 pm"; several
 * stretches joined with "; ". Lowercase, no final period: callers put it inside a sentence.
 */
export function describeOpeningHours(hours: OpeningHours, lang: 'es' | 'en'): string {
  const names = DAY_NAMES[lang];
  return hours
    .map((h) => {
      const runs = dayRuns(h.days);
      const allWeek = h.days.length === 7;
      const days =
        lang === 'es'
          ? allWeek
            ? 'todos los días'
            : runs
                .map(([a, b]) =>
                  a === b ? names[a] : `${runs.length === 1 ? 'de ' : ''}${names[a]} a ${names[b]}`,
                )
                .join(', ')
                .replace(/, ([^,]*)$/, ' y $1')
          : allWeek
            ? 'every day'
            : runs
                .map(([a, b]) => (a === b ? names[a] : `${names[a]} to ${names[b]}`))
                .join(', ')
                .replace(/, ([^,]*)$/, ' and $1');
      return lang === 'es'
        ? `${days} de ${timeText(h.opens, 'es')} a ${timeText(h.closes, 'es')}\u00a0h`
        : `${days}, ${timeText(h.opens, 'en')} to ${timeText(h.closes, 'en')}`;
    })
    .join('; ');
}
