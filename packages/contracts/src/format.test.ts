import { describe, expect, it } from 'vitest';
import {
  abbreviateNumber,
  abbreviationUnit,
  formatAxisValue,
  formatCount,
  formatDate,
  formatDateTime,
  formatDecimal,
  formatPercent,
  formatPercentPoints,
  formatRatio,
  formatRupiah,
  formatRupiahShort,
  roundsToZero,
} from './format';

describe('dates', () => {
  it.each([
    ['2026-12-05', '5 Dec 2026'],
    ['2025-09-01', '1 Sep 2025'],
    ['2026-12-31', '31 Dec 2026'],
  ])('reads a calendar day in the short form, in any time zone (%s reads %s)', (day, text) => {
    expect(formatDate(day, 'Asia/Jakarta')).toBe(text);
    expect(formatDate(day, 'America/Los_Angeles')).toBe(text);
  });

  it("reads an instant as its day in the group's time zone", () => {
    // 20:30 UTC on 4 December is 03:30 on 5 December in Jakarta (UTC+7).
    expect(formatDate('2026-12-04T20:30:00.000Z', 'Asia/Jakarta')).toBe('5 Dec 2026');
    expect(formatDate(new Date('2026-12-04T20:30:00.000Z'), 'UTC')).toBe('4 Dec 2026');
  });

  it('keeps a missing date missing and shows what is no date as it came', () => {
    expect(formatDate(null, 'Asia/Jakarta')).toBe('-');
    expect(formatDate('2026-02-30', 'Asia/Jakarta')).toBe('2026-02-30');
    expect(formatDate('yesterday', 'Asia/Jakarta')).toBe('yesterday');
  });
});

describe('date and time', () => {
  it.each([
    ['2026-12-05T08:43:00.000Z', 'Asia/Jakarta', '5 Dec 2026, 15:43'],
    ['2026-12-05T08:43:00.000Z', 'UTC', '5 Dec 2026, 08:43'],
    ['2027-01-08T17:05:09.000Z', 'Asia/Jakarta', '9 Jan 2027, 00:05'],
    ['2026-07-01T12:00:00.000Z', 'Europe/London', '1 Jul 2026, 13:00'],
  ])("reads %s in %s on the group's 24-hour clock (%s)", (instant, zone, text) => {
    expect(formatDateTime(instant, zone)).toBe(text);
    expect(formatDateTime(new Date(instant), zone)).toBe(text);
  });

  it('reads a calendar day without a time, null as missing, and what is no time as it came', () => {
    expect(formatDateTime('2026-12-05', 'Asia/Jakarta')).toBe('5 Dec 2026');
    expect(formatDateTime(null, 'Asia/Jakarta')).toBe('-');
    expect(formatDateTime('soon', 'Asia/Jakarta')).toBe('soon');
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
