import { describe, expect, it } from 'vitest';
import {
  abbreviateNumber,
  formatCount,
  formatDateTime,
  formatDecimal,
  formatIsoDate,
  formatLongDate,
  formatNumber,
  formatPercent,
  formatRatio,
  formatRupiah,
  NUMBER_FORMATS,
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

  it('formats by kind', () => {
    expect(formatNumber('rupiah', 5000)).toBe('Rp. 5.000');
    expect(formatNumber('amount', 5000)).toBe('5.000');
    expect(formatNumber('percent', 5)).toBe('5,00%');
    expect(formatNumber('ratio', 5)).toBe('5,00');
  });

  it('names an Excel format that shows each kind like the screen', () => {
    expect(NUMBER_FORMATS.rupiah.excel).toBe('"Rp. "#,##0');
    expect(NUMBER_FORMATS.percent.excel).toBe('0.00"%"');
    expect(NUMBER_FORMATS.ratio.excel).toBe('#,##0.00');
    expect(NUMBER_FORMATS.count.excel).toBe('#,##0');
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
