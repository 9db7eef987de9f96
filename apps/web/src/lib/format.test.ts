import { describe, expect, it } from 'vitest';
import { formatNumber, NUMBER_FORMATS } from './format';

describe('the kinds of number a table shows', () => {
  it('formats by kind', () => {
    expect(formatNumber('rupiah', 5000)).toBe('Rp. 5.000');
    expect(formatNumber('amount', 5000)).toBe('5.000');
    expect(formatNumber('percent', 5)).toBe('5,00%');
    expect(formatNumber('ratio', 5)).toBe('5,00');
    expect(formatNumber('rupiahShort', 128_812_345)).toBe('Rp. 128,8 M');
    expect(NUMBER_FORMATS.rupiahShort.exact?.(128_812_345)).toBe('Rp. 128.812.345');
    expect(formatNumber('pp', 0.354)).toBe('+0,35 pp');
  });

  it('names an Excel format that shows each kind like the screen', () => {
    expect(NUMBER_FORMATS.rupiah.excel).toBe('"Rp. "#,##0');
    expect(NUMBER_FORMATS.percent.excel).toBe('0.00%');
    expect(NUMBER_FORMATS.percent.sheetValue?.(11.07)).toBe(0.1107);
    expect(NUMBER_FORMATS.percent.sheetValue?.(96.7)).toBe(0.967);
    expect(NUMBER_FORMATS.percent.sheetValue?.(-4.06)).toBe(-0.0406);
    expect(NUMBER_FORMATS.rupiahShort.excel).toBe('"Rp. "#,##0');
    expect(NUMBER_FORMATS.ratio.excel).toBe('#,##0.00');
    expect(NUMBER_FORMATS.count.excel).toBe('#,##0');
  });
});
