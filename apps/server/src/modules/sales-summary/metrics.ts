/**
 * Every formula of DOMAIN.md in one place: ratios from sums, growth, achievement, dilution,
 * and their Y/N/X flags. Pure functions; how numbers read is the contracts' format module.
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
 * Growth % of this against last; null when either is missing or last is 0. Callers pass a
 * period that has not started (a month to come) as null; a started period that sold nothing
 * against a last year that did is −100 % (DOMAIN.md). Ratios come in unrounded, so the growth
 * is rounded once.
 */
export function growthPercent(current: number | null, last: number | null): number | null {
  if (current === null || last === null || last === 0) return null;
  return round2(((current - last) / last) * 100);
}

/**
 * Achievement % from the exact target (never a rounded one); null without a target, or for a
 * period that has not started (passed as a null nett).
 */
export function achievementPercent(nett: number | null, target: number | null): number | null {
  if (nett === null || target === null || target === 0) return null;
  return round2((nett / target) * 100);
}

/** The change of a percentage (a dilution %) in percentage points, from unrounded values. */
export function pointChange(current: number | null, last: number | null): number | null {
  if (current === null || last === null) return null;
  return round2(current - last);
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
