/**
 * How numbers and dates read, in one place for the server's tooltips and the web app (STYLE.md:
 * one source of truth per fact): Indonesian digit grouping with '.', a decimal comma, 'Rp.'
 * before rupiah and '-' for a missing value (docs/sales-calls.md); K, M, B, T, Q abbreviations
 * (spec 000 §9); dates in one short form, '5 Dec 2026' and '5 Dec 2026, 15:43', in the group's
 * time zone.
 */

import { MONTH_NAMES } from './sales/responses';
import { zonedFormat } from './zoned-format';

/** What a missing value (null: no sales, a zero denominator) reads. */
export const MISSING = '-';

/** The group's time zone when the deployment names none (server setting TIME_ZONE). */
export const DEFAULT_TIME_ZONE = 'Asia/Jakarta';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** A day that is no instant: '2026-12-05'. It reads as written, in any time zone. */
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

interface Moment {
  year: number;
  month: number;
  day: number;
  /** Null for a calendar day, which has no time. */
  time: { hour: number; minute: number } | null;
}

/** The wall-clock parts of an instant in a time zone. */
const partsFormat = zonedFormat('en-GB', {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

function partsIn(date: Date, timeZone: string): Moment {
  const parts = partsFormat(timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((each) => each.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    time: { hour: part('hour'), minute: part('minute') },
  };
}

/** What a value names: a calendar day as written, an instant in the time zone; null if neither. */
function momentOf(value: string | Date, timeZone: string): Moment | null {
  if (typeof value === 'string') {
    const day = CALENDAR_DAY.exec(value.trim());
    if (day) {
      const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
      const check = new Date(Date.UTC(year, month - 1, date));
      if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return null;
      return { year, month, day: date, time: null };
    }
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : partsIn(date, timeZone);
}

const dayText = ({ year, month, day }: Moment) => `${day} ${MONTH_NAMES[month - 1]} ${year}`;

/**
 * A date in the portal's one short form, '5 Dec 2026'. A calendar day ('2026-12-05') reads as
 * written; an instant (an ISO time or a Date) reads as its day in the group's time zone. A
 * value that is neither is shown as it came; null reads '-'.
 */
export function formatDate(value: string | Date | null, timeZone: string): string {
  if (value === null) return MISSING;
  const moment = momentOf(value, timeZone);
  return moment === null ? String(value) : dayText(moment);
}

/**
 * An instant in the portal's one short form, '5 Dec 2026, 15:43', on the group's wall clock
 * (24 hours). A calendar day has no time and reads as a date; null reads '-'.
 */
export function formatDateTime(value: string | Date | null, timeZone: string): string {
  if (value === null) return MISSING;
  const moment = momentOf(value, timeZone);
  if (moment === null) return String(value);
  const { time } = moment;
  return time === null
    ? dayText(moment)
    : `${dayText(moment)}, ${pad(time.hour)}:${pad(time.minute)}`;
}

const INDONESIAN = new Map<number, Intl.NumberFormat>();

/** A number with `decimals` decimals, Indonesian style: 1234.5 → '1.234,50'; no '-0,00'. */
export function formatDecimal(value: number, decimals: number): string {
  let format = INDONESIAN.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('id-ID', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      signDisplay: 'negative',
    });
    INDONESIAN.set(decimals, format);
  }
  return format.format(value);
}

/** A count of visitors or transactions: 12345 → '12.345'. */
export function formatCount(value: number | null): string {
  return value === null ? MISSING : formatDecimal(Math.round(value), 0);
}

/** Whole rupiah: 1234567 → 'Rp. 1.234.567'. */
export function formatRupiah(value: number | null): string {
  return value === null ? MISSING : `Rp. ${formatCount(value)}`;
}

/** A percentage with two decimals: 12.345 → '12,35%'. */
export function formatPercent(value: number | null): string {
  return value === null ? MISSING : `${formatDecimal(value, 2)}%`;
}

/** A ratio (ASP, UPT, ATV) with two decimals: 1.5678 → '1,57'. */
export function formatRatio(value: number | null): string {
  return value === null ? MISSING : formatDecimal(value, 2);
}

/** The suffixes of the chart axes, one per step of 1000 (spec 000 §9). */
const ABBREVIATIONS = ['', 'K', 'M', 'B', 'T', 'Q'] as const;

/**
 * An axis label: 1000 → '1K', 28106346956 → '28B', rounded to whole units of the largest step
 * of 1000 that fits, up to Q (10^15).
 */
export function abbreviateNumber(value: number): string {
  const magnitude = Math.abs(value);
  let step = 0;
  // 999,600 would round to '1000K': take the next step, '1M', instead.
  while (step < ABBREVIATIONS.length - 1 && Math.round(magnitude / 1000 ** step) >= 1000) {
    step += 1;
  }
  const shown = Math.round(magnitude / 1000 ** step);
  const sign = value < 0 && shown !== 0 ? '-' : '';
  return `${sign}${shown}${ABBREVIATIONS[step]}`;
}

/**
 * Rupiah shortened for dense tables, tooltips and the KPI strip, with the suffixes of the chart
 * axes (K, M, B, T, Q in steps of 1000) and one decimal: 128812345 → 'Rp. 128,8 M'. Amounts
 * under 1000 read whole. Pair it with `formatRupiah` (the exact amount) on hover.
 */
export function formatRupiahShort(value: number | null): string {
  if (value === null) return MISSING;
  const magnitude = Math.abs(value);
  let step = 0;
  // 999,960 would read '1000,0 K': take the next step, '1,0 M', instead.
  while (
    step < ABBREVIATIONS.length - 1 &&
    Math.abs(Math.round((magnitude / 1000 ** step) * 10)) >= 10_000
  ) {
    step += 1;
  }
  if (step === 0) return formatRupiah(value);
  const shown = formatDecimal(value / 1000 ** step, 1);
  return `Rp. ${shown} ${ABBREVIATIONS[step]}`;
}

/** True when the value reads as zero at `decimals` decimals (an arrow beside it would lie). */
export function roundsToZero(value: number, decimals = 2): boolean {
  return Math.abs(value) < 0.5 * 10 ** -decimals;
}

/**
 * A change in percentage points, signed, with two decimals: 0.354 → '+0,35 pp', -1.2 →
 * '-1,20 pp'; a change that rounds to zero reads '0,00 pp'. Dilution changes are differences of
 * two percentages, not a relative growth (DOMAIN.md).
 */
export function formatPercentPoints(value: number | null): string {
  if (value === null) return MISSING;
  const sign = value > 0 && !roundsToZero(value) ? '+' : '';
  return `${sign}${formatDecimal(value, 2)} pp`;
}

/** The K/M/B/T/Q step (1, 1000, 10^6, …) in which a value of this size reads. */
export function abbreviationUnit(value: number): number {
  let unit = 1;
  while (unit < 1e15 && Math.round(Math.abs(value) / unit) >= 1000) unit *= 1000;
  return unit;
}

/**
 * An axis label in a given step and number of decimals, so that every label of one axis reads
 * alike: (1.5e9, 1e9, 1) → '1,5B', (0, 1e9, 1) → '0'.
 */
export function formatAxisValue(value: number, unit: number, decimals: number): string {
  if (value === 0) return '0';
  const suffix = ABBREVIATIONS[Math.round(Math.log10(unit) / 3)] ?? '';
  return `${formatDecimal(value / unit, decimals)}${suffix}`;
}
