/**
 * How numbers and dates read, in one place for the server's tooltips and the web app (STYLE.md:
 * one source of truth per fact): Indonesian digit grouping with '.', a decimal comma, 'Rp.'
 * before rupiah and '-' for a missing value (docs/sales-calls.md); K, M, B, T, Q abbreviations
 * (spec 000 §9); dates as dd MMMM yyyy.
 */

/** What a missing value (null: no sales, a zero denominator) reads. */
export const MISSING = '-';

const LONG_DATE = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-01-05' (or a full ISO time) → '05 January 2026' (dd MMMM yyyy); null stays null. */
export function formatLongDate(isoDate: string | null): string | null {
  if (isoDate === null) return null;
  const date = new Date(isoDate.length === 10 ? `${isoDate}T00:00:00Z` : isoDate);
  return Number.isNaN(date.getTime()) ? isoDate : LONG_DATE.format(date);
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** A day as YYYY-MM-DD, in the local calendar of the given time. */
export function formatIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const MONTH_NAME = new Intl.DateTimeFormat('en-GB', { month: 'long' });

/** An instant in the viewer's time zone: '05 December 2026, 14:30' (dd MMMM yyyy, HH:mm). */
export function formatDateTime(date: Date): string {
  const day = `${pad(date.getDate())} ${MONTH_NAME.format(date)} ${date.getFullYear()}`;
  return `${day}, ${pad(date.getHours())}:${pad(date.getMinutes())}`;
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
