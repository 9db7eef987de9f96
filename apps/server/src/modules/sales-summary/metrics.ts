/**
 * Every formula of DOMAIN.md in one place: ratios from sums, growth, achievement, dilution,
 * their Y/N/X flags, and how numbers read in tooltips. Pure functions.
 */
import type { StatusFlag } from '@outlet-pulse/contracts';

/** Rounded once, to two decimals (docs/sales-calls.md). */
export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** numerator ÷ denominator, unrounded, or null when the denominator is 0. */
export function exactRatio(numerator: number, denominator: number): number | null {
  return denominator === 0 ? null : numerator / denominator;
}

/** numerator ÷ denominator rounded for display, or null when the denominator is 0. */
export function ratio(numerator: number, denominator: number): number | null {
  return denominator === 0 ? null : round2(numerator / denominator);
}

export const roundOrNull = (value: number | null): number | null =>
  value === null ? null : round2(value);

export function percentOf(part: number, whole: number): number | null {
  return whole === 0 ? null : round2((part / whole) * 100);
}

/**
 * Growth % of this against last; null when either is missing or last is 0. Callers comparing
 * sales pass a nett of 0 as null: a month without sales has no growth. Ratios come in
 * unrounded, so the growth is rounded once.
 */
export function growthPercent(current: number | null, last: number | null): number | null {
  if (current === null || last === null || last === 0) return null;
  return round2(((current - last) / last) * 100);
}

export function achievementPercent(nett: number, target: number | null): number | null {
  if (target === null || target === 0 || nett === 0) return null;
  return round2((nett / target) * 100);
}

/** Y when `value` is at least as good as `comparison`, N when worse, X when either is missing. */
export function flag(
  value: number | null,
  comparison: number | null,
  lowerIsBetter = false,
): StatusFlag {
  if (value === null || comparison === null) return 'X';
  if (lowerIsBetter) return value <= comparison ? 'Y' : 'N';
  return value >= comparison ? 'Y' : 'N';
}

/** A growth's flag: up (or level) is good, down is bad. */
export function growthFlag(growth: number | null, lowerIsBetter = false): StatusFlag {
  return flag(growth, growth === null ? null : 0, lowerIsBetter);
}

export const nullWhenZero = (value: number): number | null => (value === 0 ? null : value);

const groupedRupiah = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
const groupedDecimal = new Intl.NumberFormat('id-ID', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 'Rp. 1.234.567' */
export function rupiah(value: number | null): string {
  return value === null ? '-' : `Rp. ${groupedRupiah.format(value)}`;
}

/** '12,34' with Indonesian decimals, or '-' */
export function decimal(value: number | null): string {
  return value === null ? '-' : groupedDecimal.format(value);
}

export function percentText(value: number | null): string {
  return value === null ? '-' : `${decimal(value)}%`;
}

/** '12.345', or '-' */
export function countText(value: number | null): string {
  return value === null ? '-' : groupedRupiah.format(value);
}
