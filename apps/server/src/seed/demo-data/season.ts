/**
 * The rhythm of Indonesian retail, as multipliers on an outlet's ordinary day: the week, the
 * month, the Ramadan run-up to Lebaran (Eid al-Fitr) and its holiday, the year-end and
 * shopping-festival days, and the discount pressure that comes with each.
 */
import { fromDayNumber, toDayNumber, weekdayOf } from '../../lib/business-date';

/** First day of Eid al-Fitr as announced in Indonesia. */
const LEBARAN: Record<number, string> = {
  2018: '2018-06-15',
  2019: '2019-06-05',
  2020: '2020-05-24',
  2021: '2021-05-13',
  2022: '2022-05-02',
  2023: '2023-04-22',
  2024: '2024-04-10',
  2025: '2025-03-31',
  2026: '2026-03-20',
  2027: '2027-03-10',
  2028: '2028-02-27',
  2029: '2029-02-14',
  2030: '2030-02-05',
  2031: '2031-01-25',
  2032: '2032-01-14',
};

const LUNAR_YEAR_DAYS = 354.37;

export function lebaranDay(year: number): number {
  const known = LEBARAN[year];
  if (known) return toDayNumber(known);
  // Outside the table, step by lunar years from the nearest known date.
  const anchorYear = year < 2018 ? 2018 : 2032;
  const anchor = toDayNumber(LEBARAN[anchorYear] as string);
  const lunarYears = Math.round(((year - anchorYear) * 365.2425) / LUNAR_YEAR_DAYS);
  return Math.round(anchor + lunarYears * LUNAR_YEAR_DAYS);
}

const WEEKDAY_FACTOR = [1.3, 0.82, 0.8, 0.85, 0.88, 1.0, 1.38]; // Sunday … Saturday
const MONTH_FACTOR = [0.92, 0.88, 0.95, 0.97, 0.98, 1.05, 1.08, 0.95, 0.93, 0.96, 1.0, 1.15];

export interface DaySeason {
  /** Multiplier on ordinary demand. */
  demand: number;
  /** Multiplier on the everyday markdown rate. */
  markdown: number;
  /** Extra promo discount, as a share of gross. */
  promoExtra: number;
  /** True on the first day of Lebaran, when most stores close. */
  lebaranHoliday: boolean;
}

export interface SeasonCalendar {
  seasonOf(day: number, online: boolean, lebaranAffinity: number): DaySeason;
}

/** Precomputes, for each day number in a range, what does not depend on the outlet. */
export function buildSeasonCalendar(firstDay: number, lastDay: number): SeasonCalendar {
  const lebaranByYear = new Map<number, number>();
  const lebaranNear = (day: number) => {
    const year = Number(fromDayNumber(day).slice(0, 4));
    let nearest = Number.POSITIVE_INFINITY;
    for (const candidateYear of [year - 1, year, year + 1]) {
      let lebaran = lebaranByYear.get(candidateYear);
      if (lebaran === undefined) {
        lebaran = lebaranDay(candidateYear);
        lebaranByYear.set(candidateYear, lebaran);
      }
      if (Math.abs(day - lebaran) < Math.abs(day - nearest)) nearest = lebaran;
    }
    return nearest;
  };

  const count = lastDay - firstDay + 1;
  const months = new Int8Array(count);
  const dates = new Int8Array(count);
  const offsets = new Int16Array(count);
  for (let index = 0; index < count; index++) {
    const day = firstDay + index;
    const iso = fromDayNumber(day);
    months[index] = Number(iso.slice(5, 7));
    dates[index] = Number(iso.slice(8, 10));
    offsets[index] = Math.max(-400, Math.min(400, day - lebaranNear(day)));
  }

  return {
    seasonOf(day, online, lebaranAffinity) {
      const index = day - firstDay;
      const month = months[index] as number;
      const date = dates[index] as number;
      const fromLebaran = offsets[index] as number;
      const weekday = WEEKDAY_FACTOR[weekdayOf(day)] as number;

      let demand = (MONTH_FACTOR[month - 1] as number) * (online ? weekday ** 0.3 : weekday);
      let markdown = 1;
      let promoExtra = 0;

      if (fromLebaran >= -30 && fromLebaran <= -1) {
        const runUp = fromLebaran >= -15 ? (fromLebaran >= -7 ? 1.9 : 1.45) : 1.15;
        demand *= 1 + (runUp - 1) * lebaranAffinity;
        if (fromLebaran >= -15) promoExtra += 0.04;
      } else if (fromLebaran === 0 || fromLebaran === 1) {
        demand *= online ? 0.5 : 0.3;
      } else if (fromLebaran >= 2 && fromLebaran <= 7) {
        demand *= 1.25;
        markdown *= 1.6;
      }

      if (month === 12 && date >= 20) {
        demand *= date === 24 || date === 25 ? 1.5 : 1.35;
        markdown *= 1.4;
      }
      if (month === 1 || month === 7) markdown *= 1.8;
      const festival = month === date && (month === 11 || month === 12);
      if (festival) {
        demand *= online ? 2.2 : 1.35;
        promoExtra += 0.05;
      }
      if (date >= 25 || date <= 2) {
        demand *= 1.08;
        promoExtra += 0.01;
      }
      return { demand, markdown, promoExtra, lebaranHoliday: fromLebaran === 0 };
    },
  };
}
