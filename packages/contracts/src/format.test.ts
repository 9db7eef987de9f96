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
  it.each([
    ['2025-09-01', '01 September 2025'],
    ['2026-12-31', '31 December 2026'],
  ])('reads dd MMMM yyyy (%s reads %s)', (isoDate, text) => {
    expect(formatLongDate(isoDate)).toBe(text);
  });

  it('keeps a missing date missing', () => {
    expect(formatLongDate(null)).toBeNull();
  });
});

describe('ISO dates', () => {
  it.each([
    ['2026-01-05', new Date(2026, 0, 5)],
    ['2025-12-31', new Date(2025, 11, 31, 23, 59)],
  ])('reads YYYY-MM-DD with zero padding (%s)', (text, date) => {
    expect(formatIsoDate(date)).toBe(text);
  });
});

describe('date and time', () => {
  it.each([
    ['05 December 2026, 14:30', new Date(2026, 11, 5, 14, 30)],
    ['09 January 2027, 07:05', new Date(2027, 0, 9, 7, 5)],
  ])('reads dd MMMM yyyy, HH:mm in the local time zone (%s)', (text, date) => {
    expect(formatDateTime(date)).toBe(text);
  });
});

describe('rupiah', () => {
  it.each([
    [1234567, 'Rp. 1.234.567'],
    [20697606752, 'Rp. 20.697.606.752'],
    [999, 'Rp. 999'],
    [0, 'Rp. 0'],
  ])('groups digits with dots after Rp. (%s reads %s)', (amount, text) => {
    expect(formatRupiah(amount)).toBe(text);
  });

  it.each([
    [1234.6, 'Rp. 1.235'],
    [-1500000, 'Rp. -1.500.000'],
  ])('rounds to whole rupiah and keeps the sign (%s reads %s)', (amount, text) => {
    expect(formatRupiah(amount)).toBe(text);
  });

  it('reads a missing amount as -', () => {
    expect(formatRupiah(null)).toBe('-');
  });
});

describe('short rupiah', () => {
  it.each([
    [128_812_345, 'Rp. 128,8 M'],
    [1_250_000_000, 'Rp. 1,3 B'],
    [45_600, 'Rp. 45,6 K'],
    [2_000_000_000_000, 'Rp. 2,0 T'],
  ])('reads the K/M/B/T/Q step with one decimal comma (%s reads %s)', (amount, text) => {
    expect(formatRupiahShort(amount)).toBe(text);
  });

  it.each([
    [950, 'Rp. 950'],
    [999_960, 'Rp. 1,0 M'],
    [999_940, 'Rp. 999,9 K'],
  ])('reads small amounts whole and never as 1000 of a step (%s reads %s)', (amount, text) => {
    expect(formatRupiahShort(amount)).toBe(text);
  });

  it.each([
    [-3_400_000, 'Rp. -3,4 M'],
    [null, '-'],
  ])('keeps the sign and reads a missing amount as - (%s reads %s)', (amount, text) => {
    expect(formatRupiahShort(amount)).toBe(text);
  });
});

describe('percentages, ratios and counts', () => {
  it.each([
    [12.34, '12,34%'],
    [20, '20,00%'],
    [-4.056, '-4,06%'],
    [1234.5, '1.234,50%'],
    [null, '-'],
  ])(
    'shows percentages with two decimals and a decimal comma, as the toolips do (%s reads %s)',
    (percent, text) => {
      expect(formatPercent(percent)).toBe(text);
    },
  );

  it('does not show a negative zero', () => {
    expect(formatPercent(-0.001)).toBe('0,00%');
    expect(formatDecimal(-0.4, 0)).toBe('0');
  });

  it.each([
    [1.5678, '1,57'],
    [157306.95, '157.306,95'],
    [null, '-'],
  ])('shows ratios with two decimals and no currency (%s reads %s)', (ratio, text) => {
    expect(formatRatio(ratio)).toBe(text);
  });

  it.each([
    [12345, '12.345'],
    [404710, '404.710'],
    [null, '-'],
  ])('groups counts (%s reads %s)', (count, text) => {
    expect(formatCount(count)).toBe(text);
  });
});

describe('percentage points', () => {
  it.each([
    [0.354, '+0,35 pp'],
    [-1.2, '-1,20 pp'],
    [0.004, '0,00 pp'],
    [-0.004, '0,00 pp'],
    [null, '-'],
  ])('sign a change and read one that rounds to zero as 0,00 pp (%s reads %s)', (points, text) => {
    expect(formatPercentPoints(points)).toBe(text);
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
  it.each([
    [0, '0'],
    [950, '950'],
    [1000, '1K'],
    [1499, '1K'],
    [1500, '2K'],
    [2_500_000, '3M'],
    [28_106_346_956, '28B'],
    [7e12, '7T'],
    [3e15, '3Q'],
  ])(
    'uses K, M, B, T and Q in steps of 1000, rounded to whole units (%s reads %s)',
    (value, text) => {
      expect(abbreviateNumber(value)).toBe(text);
    },
  );

  it.each([
    [999_600, '1M'],
    [999_499, '999K'],
  ])(
    'moves to the next step instead of showing 1000 of the one below (%s reads %s)',
    (value, text) => {
      expect(abbreviateNumber(value)).toBe(text);
    },
  );

  it.each([
    [-5000, '-5K'],
    [2e18, '2000Q'],
  ])('keeps the sign and stops at Q (%s reads %s)', (value, text) => {
    expect(abbreviateNumber(value)).toBe(text);
  });
});
