/**
 * Argentina's national holidays, from the date-holidays library: its country
 * data follows the official calendar, including the movable ("trasladables") and bridge days. Only
 * the national holidays proper ("public") are blocked; the "días no laborables" and half days
 * ("optional") and bank holidays stay open, as most shops do. The owner reopens a holiday in
 * /admin/delivery (delivery_settings.open_holidays, domain withHolidays).
 */
import Holidays from 'date-holidays';
import { addDaysToDate, type Lang } from '@shop/domain';

/** A national holiday: its date "YYYY-MM-DD" (Argentina) and name in the asked language. */
export interface Holiday {
  date: string;
  name: string;
}

/** The holidays the delivery days follow. */
export interface HolidayCalendar {
  /** The national holidays from `from` to `to` ("YYYY-MM-DD", both included), oldest first. */
  between(from: string, to: string, lang: Lang): Holiday[];
}

/** No holidays (DELIVERY_HOLIDAYS_COUNTRY empty): every day follows only the owner's rules. */
export const NO_HOLIDAYS: HolidayCalendar = { between: () => [] };

/**
 * The national holidays of `country` (ISO 3166 code, e.g. "AR"); a year's list is worked out once
 * per language and kept.
 * @throws Error when date-holidays does not know the country (a wrong configuration stops the start).
 */
export function nationalHolidays(country: string): HolidayCalendar {
  const calendars = new Map<Lang, Holidays>();
  const calendar = (lang: Lang) => {
    let hd = calendars.get(lang);
    if (!hd) {
      if (!Object.hasOwn(new Holidays().getCountries(), country))
        throw new Error(`DELIVERY_HOLIDAYS_COUNTRY: date-holidays does not know the country "${country}"`);
      hd = new Holidays(country, { languages: [lang, 'es'] });
      calendars.set(lang, hd);
    }
    return hd;
  };
  calendar('es');
  const years = new Map<string, Holiday[]>();
  const ofYear = (year: number, lang: Lang): Holiday[] => {
    const key = `${year}:${lang}`;
    let list = years.get(key);
    if (!list) {
      const seen = new Set<string>();
      list = calendar(lang)
        .getHolidays(year)
        .filter((h) => h.type === 'public')
        // "2026-12-08 00:00:00": the calendar date in the country's own time.
        .map((h) => ({ date: h.date.slice(0, 10), name: h.name }))
        .filter((h) => (seen.has(h.date) ? false : (seen.add(h.date), true)));
      years.set(key, list);
    }
    return list;
  };
  return {
    between(from, to, lang) {
      if (to < from) return [];
      const out: Holiday[] = [];
      for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
        for (const h of ofYear(year, lang)) if (h.date >= from && h.date <= to) out.push(h);
      }
      return out;
    },
  };
}

/** The dates of the national holidays from `from` through `days` days later. */
export function holidayDates(holidays: HolidayCalendar, from: string, days: number): string[] {
  return holidays.between(from, addDaysToDate(from, days), 'es').map((h) => h.date);
}
