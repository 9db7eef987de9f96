/**
 * How numbers and dates read on screen, in one place (ARCHITECTURE.md, spec 000 §9). Amounts,
 * percentages, ratios and counts follow the server's toolips (docs/sales-calls.md): Indonesian
 * digit grouping with '.', a decimal comma, 'Rp.' before rupiah and '-' for a missing value.
 * Each kind of number also names the Excel number format that shows it the same way, so that
 * a downloaded table reads like the screen.
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

/** Groups the digits of an unsigned digit string in threes with '.': '1234567' → '1.234.567'. */
function groupDigits(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** A number with `decimals` decimals, Indonesian style: 1234.5 → '1.234,50'. */
export function formatDecimal(value: number, decimals: number): string {
  const fixed = Math.abs(value).toFixed(decimals);
  const [whole = '0', fraction] = fixed.split('.');
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : '';
  return `${sign}${groupDigits(whole)}${fraction === undefined ? '' : `,${fraction}`}`;
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

/** The kinds of number a table shows, each with its screen text and its Excel format. */
export type NumberKind = 'rupiah' | 'amount' | 'count' | 'percent' | 'ratio';

export const NUMBER_FORMATS: Record<
  NumberKind,
  { format: (value: number | null) => string; excel: string }
> = {
  rupiah: { format: formatRupiah, excel: '"Rp. "#,##0' },
  /** Rupiah in a dense table whose heading says the unit: grouped digits only. */
  amount: { format: formatCount, excel: '#,##0' },
  count: { format: formatCount, excel: '#,##0' },
  percent: { format: formatPercent, excel: '0.00"%"' },
  ratio: { format: formatRatio, excel: '#,##0.00' },
};

/** A number of the given kind as it reads on screen. */
export function formatNumber(kind: NumberKind, value: number | null): string {
  return NUMBER_FORMATS[kind].format(value);
}
