import { describe, expect, it } from 'vitest';
import {
  abbreviateNumber,
  abbreviationUnit,
  formatAxisValue,
  formatCount,
  formatDateTime,
  formatDecimal,
  formatIsoDate,
  formatLongDate,
  formatPercent,
  formatPercentPoints,
  formatRatio,
  formatRupiah,
  formatRupiahShort,
  roundsToZero,
} from './format';

describe('long dates', () => {
  it('reads dd MMMM yyyy', () => {
    expect(formatLongDate('2025-09-01')).toBe('01 September 2025');
    expect(formatLongDate('2026-12-31')).toBe('31 December 2026');
  });

  it('keeps a missing date missing', () => {
    expect(formatLongDate(null)).toBeNull();
  });
});

describe('ISO dates', () => {
  it('reads YYYY-MM-DD with zero padding', () => {
    expect(formatIsoDate(new Date(2026, 0, 5))).toBe('2026-01-05');
    expect(formatIsoDate(new Date(2025, 11, 31, 23, 59))).toBe('2025-12-31');
  });
});

describe('date and time', () => {
  it('reads dd MMMM yyyy, HH:mm in the local time zone', () => {
    expect(formatDateTime(new Date(2026, 11, 5, 14, 30))).toBe('05 December 2026, 14:30');
    expect(formatDateTime(new Date(2027, 0, 9, 7, 5))).toBe('09 January 2027, 07:05');
  });
});

describe('rupiah', () => {
  it('groups digits with dots after Rp.', () => {
    expect(formatRupiah(1234567)).toBe('Rp. 1.234.567');
    expect(formatRupiah(20697606752)).toBe('Rp. 20.697.606.752');
    expect(formatRupiah(999)).toBe('Rp. 999');
    expect(formatRupiah(0)).toBe('Rp. 0');
  });

  it('rounds to whole rupiah and keeps the sign', () => {
    expect(formatRupiah(1234.6)).toBe('Rp. 1.235');
    expect(formatRupiah(-1500000)).toBe('Rp. -1.500.000');
  });

  it('reads a missing amount as -', () => {
    expect(formatRupiah(null)).toBe('-');
  });
});

describe('short rupiah', () => {
  it('reads the K/M/B/T/Q step with one decimal comma', () => {
    expect(formatRupiahShort(128_812_345)).toBe('Rp. 128,8 M');
    expect(formatRupiahShort(1_250_000_000)).toBe('Rp. 1,3 B');
    expect(formatRupiahShort(45_600)).toBe('Rp. 45,6 K');
    expect(formatRupiahShort(2_000_000_000_000)).toBe('Rp. 2,0 T');
  });

  it('reads small amounts whole and never as 1000 of a step', () => {
    expect(formatRupiahShort(950)).toBe('Rp. 950');
    expect(formatRupiahShort(999_960)).toBe('Rp. 1,0 M');
    expect(formatRupiahShort(999_940)).toBe('Rp. 999,9 K');
  });

  it('keeps the sign and reads a missing amount as -', () => {
    expect(formatRupiahShort(-3_400_000)).toBe('Rp. -3,4 M');
    expect(formatRupiahShort(null)).toBe('-');
  });
});

describe('percentages, ratios and counts', () => {
  it('shows percentages with two decimals and a decimal comma, as the toolips do', () => {
    expect(formatPercent(12.34)).toBe('12,34%');
    expect(formatPercent(20)).toBe('20,00%');
    expect(formatPercent(-4.056)).toBe('-4,06%');
    expect(formatPercent(1234.5)).toBe('1.234,50%');
    expect(formatPercent(null)).toBe('-');
  });

  it('does not show a negative zero', () => {
    expect(formatPercent(-0.001)).toBe('0,00%');
    expect(formatDecimal(-0.4, 0)).toBe('0');
  });

  it('shows ratios with two decimals and no currency', () => {
    expect(formatRatio(1.5678)).toBe('1,57');
    expect(formatRatio(157306.95)).toBe('157.306,95');
    expect(formatRatio(null)).toBe('-');
  });

  it('groups counts', () => {
    expect(formatCount(12345)).toBe('12.345');
    expect(formatCount(404710)).toBe('404.710');
    expect(formatCount(null)).toBe('-');
  });
});

describe('percentage points', () => {
  it('sign a change and read one that rounds to zero as 0,00 pp', () => {
    expect(formatPercentPoints(0.354)).toBe('+0,35 pp');
    expect(formatPercentPoints(-1.2)).toBe('-1,20 pp');
    expect(formatPercentPoints(0.004)).toBe('0,00 pp');
    expect(formatPercentPoints(-0.004)).toBe('0,00 pp');
    expect(formatPercentPoints(null)).toBe('-');
  });

  it('tell a value that rounds to zero', () => {
    expect(roundsToZero(0.004)).toBe(true);
    expect(roundsToZero(-0.0049)).toBe(true);
    expect(roundsToZero(0.005)).toBe(false);
    expect(roundsToZero(0.4, 0)).toBe(true);
  });
});

describe('axis labels', () => {
  it('read every label of an axis in one step with the same decimals', () => {
    expect(abbreviationUnit(1.5e9)).toBe(1e9);
    expect(abbreviationUnit(999_600)).toBe(1e6);
    expect(abbreviationUnit(950)).toBe(1);
    expect(formatAxisValue(1.5e9, 1e9, 1)).toBe('1,5B');
    expect(formatAxisValue(1e9, 1e9, 1)).toBe('1,0B');
    expect(formatAxisValue(250_000, 1000, 0)).toBe('250K');
    expect(formatAxisValue(0, 1e9, 1)).toBe('0');
  });
});

describe('axis abbreviations', () => {
  it('uses K, M, B, T and Q in steps of 1000, rounded to whole units', () => {
    expect(abbreviateNumber(0)).toBe('0');
    expect(abbreviateNumber(950)).toBe('950');
    expect(abbreviateNumber(1000)).toBe('1K');
    expect(abbreviateNumber(1499)).toBe('1K');
    expect(abbreviateNumber(1500)).toBe('2K');
    expect(abbreviateNumber(2_500_000)).toBe('3M');
    expect(abbreviateNumber(28_106_346_956)).toBe('28B');
    expect(abbreviateNumber(7e12)).toBe('7T');
    expect(abbreviateNumber(3e15)).toBe('3Q');
  });

  it('moves to the next step instead of showing 1000 of the one below', () => {
    expect(abbreviateNumber(999_600)).toBe('1M');
    expect(abbreviateNumber(999_499)).toBe('999K');
  });

  it('keeps the sign and stops at Q', () => {
    expect(abbreviateNumber(-5000)).toBe('-5K');
    expect(abbreviateNumber(2e18)).toBe('2000Q');
  });
});
