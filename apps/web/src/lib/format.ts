/**
 * The kinds of number a table shows: each kind's screen text (from the contracts' formatting,
 * shared with the server's tooltips) and the Excel number format that shows it the same way, so
 * that a downloaded table reads like the screen.
 */
import {
  formatCount,
  formatPercent,
  formatPercentPoints,
  formatRatio,
  formatRupiah,
  formatRupiahShort,
} from '@outlet-pulse/contracts';

/**
 * A percentage as Excel counts it: 11.07 → 0.1107. Rounded at 10 decimals, so that 96.7 is
 * 0.967 in the file and not 0.9670000000000001.
 */
export function percentOfOne(value: number): number {
  return Math.round(value * 1e8) / 1e10;
}

/** The kinds of number a table shows, each with its screen text and its Excel format. */
export type NumberKind = 'rupiah' | 'rupiahShort' | 'amount' | 'count' | 'percent' | 'pp' | 'ratio';

interface NumberFormat {
  format: (value: number | null) => string;
  excel: string;
  /** The exact figure, shown on hover where `format` abbreviates. */
  exact?: (value: number) => string;
  /** The value as the sheet keeps it, where Excel counts it differently (a percent is 0.1107). */
  sheetValue?: (value: number) => number;
}

export const NUMBER_FORMATS: Record<NumberKind, NumberFormat> = {
  rupiah: { format: formatRupiah, excel: '"Rp. "#,##0' },
  /** Rupiah abbreviated on screen ('Rp. 128,8 M'); the exact amount on hover and in the sheet. */
  rupiahShort: { format: formatRupiahShort, excel: '"Rp. "#,##0', exact: formatRupiah },
  /** Rupiah in a dense table whose heading says the unit: grouped digits only. */
  amount: { format: formatCount, excel: '#,##0' },
  count: { format: formatCount, excel: '#,##0' },
  /** A real percent in the sheet: 11.07 on screen is 0.1107 there, shown 11.07%. */
  percent: { format: formatPercent, excel: '0.00%', sheetValue: percentOfOne },
  pp: { format: formatPercentPoints, excel: '+0.00" pp";-0.00" pp";0.00" pp"' },
  ratio: { format: formatRatio, excel: '#,##0.00' },
};

/** A number of the given kind as it reads on screen. */
export function formatNumber(kind: NumberKind, value: number | null): string {
  return NUMBER_FORMATS[kind].format(value);
}
