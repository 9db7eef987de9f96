/**
 * Calendar dates as the business sees them. Days follow the group's time zone, not the server
 * clock's (DOMAIN.md), and travel as 'YYYY-MM-DD' strings; day arithmetic uses UTC so that no
 * daylight-saving rule can shift a date.
 */
import { todayIn } from '@outlet-pulse/contracts';

const MS_PER_DAY = 86_400_000;

// Today is the contracts' business day, the one the web app counts too.
export { todayIn };

export function yesterdayIn(timeZone: string, now: Date = new Date()): string {
  return addDays(todayIn(timeZone, now), -1);
}

export function toDayNumber(isoDate: string): number {
  return Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / MS_PER_DAY);
}

export function fromDayNumber(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

export function addDays(isoDate: string, days: number): string {
  return fromDayNumber(toDayNumber(isoDate) + days);
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** 0 = Sunday … 6 = Saturday, for a day number. */
export function weekdayOf(day: number): number {
  // Day 0 (1970-01-01) was a Thursday.
  return (day + 4) % 7;
}
