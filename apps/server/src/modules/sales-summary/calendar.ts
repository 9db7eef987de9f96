/**
 * Where a month or a year stands against the data's last day (`datelast`), and which days a
 * comparison covers (DOMAIN.md, "The running month" and "Pacing"). Pure functions over
 * 'YYYY-MM-DD' strings.
 */
import { MONTH_NAMES, type RunningMonth } from '@outlet-pulse/contracts';
import { daysInMonth, toDayNumber } from '../../lib/business-date';

export type MonthState = 'finished' | 'running' | 'to-come';

const pad = (value: number) => String(value).padStart(2, '0');
export const isoDate = (year: number, month: number, day: number) =>
  `${year}-${pad(month)}-${pad(day)}`;
const yearOf = (date: string) => Number(date.slice(0, 4));
const monthOf = (date: string) => Number(date.slice(5, 7));
const dayOf = (date: string) => Number(date.slice(8, 10));

export const firstOfMonth = (year: number, month: number) => isoDate(year, month, 1);
export const lastOfMonth = (year: number, month: number) =>
  isoDate(year, month, daysInMonth(year, month));

export function isLastDayOfMonth(date: string): boolean {
  return dayOf(date) === daysInMonth(yearOf(date), monthOf(date));
}

/**
 * The day a year earlier that a period ending on `date` is compared with. A month's last day
 * maps to last year's last day of that month, so a finished month compares with last year's
 * whole month (28 February 2025 with 29 February 2024); any other day is the same date (a
 * running month never ends on 29 February, which is always a month's last day).
 */
export function sameDayLastYear(date: string): string {
  const year = yearOf(date) - 1;
  const month = monthOf(date);
  const last = daysInMonth(year, month);
  return isoDate(year, month, isLastDayOfMonth(date) ? last : Math.min(dayOf(date), last));
}

/** Finished, running or to come. Without any sales (no `datelast`) every month is to come. */
export function monthState(year: number, month: number, lastSalesDate: string | null): MonthState {
  if (lastSalesDate === null) return 'to-come';
  if (lastOfMonth(year, month) <= lastSalesDate) return 'finished';
  if (firstOfMonth(year, month) <= lastSalesDate) return 'running';
  return 'to-come';
}

/** '1–23 Nov 2026', '23 Nov 2026' for a single day, '1 Jan–23 Nov 2026' across months. */
export function rangeLabel(from: string, to: string): string {
  const month = (date: string) => MONTH_NAMES[monthOf(date) - 1] as string;
  const end = `${dayOf(to)} ${month(to)} ${yearOf(to)}`;
  if (from === to) return end;
  if (from.slice(0, 7) === to.slice(0, 7)) return `${dayOf(from)}–${end}`;
  if (yearOf(from) === yearOf(to)) return `${dayOf(from)} ${month(from)}–${end}`;
  return `${dayOf(from)} ${month(from)} ${yearOf(from)}–${end}`;
}

/** The month of `year` that `datelast` falls in before its last day, with its days. */
export function runningMonthOf(year: number, lastSalesDate: string | null): RunningMonth | null {
  if (lastSalesDate === null || yearOf(lastSalesDate) !== year) return null;
  if (isLastDayOfMonth(lastSalesDate)) return null;
  const month = monthOf(lastSalesDate);
  const from = firstOfMonth(year, month);
  const lastYearFrom = firstOfMonth(year - 1, month);
  const lastYearTo = sameDayLastYear(lastSalesDate);
  return {
    year,
    bulan: month,
    from,
    to: lastSalesDate,
    daysElapsed: dayOf(lastSalesDate),
    daysInMonth: daysInMonth(year, month),
    lastYearFrom,
    lastYearTo,
    label: rangeLabel(from, lastSalesDate),
    lastYearLabel: rangeLabel(lastYearFrom, lastYearTo),
  };
}

/**
 * The last day that pacing and year-to-date figures of `year` reach: `datelast` when it falls
 * in that year, 31 December of a year before it, nothing for a year not yet started.
 */
export function referenceDayOfYear(year: number, lastSalesDate: string | null): string | null {
  if (lastSalesDate === null) return null;
  const lastYear = yearOf(lastSalesDate);
  if (lastYear === year) return lastSalesDate;
  return year < lastYear ? isoDate(year, 12, 31) : null;
}

/**
 * Whether a period starting on `from` has begun: it holds data (possibly none sold) rather than
 * days still to come, so a growth or an achievement of it has a value (DOMAIN.md).
 */
export function hasStarted(from: string, lastSalesDate: string | null): boolean {
  return lastSalesDate !== null && from <= lastSalesDate;
}

/** Days from `from` to `to`, both counted. */
export function daysBetween(from: string, to: string): number {
  return toDayNumber(to) - toDayNumber(from) + 1;
}

export const dayOfMonth = dayOf;
export const monthOfDate = monthOf;
export const yearOfDate = yearOf;
