import { describe, expect, it } from 'vitest';
import { wholeNumber } from './whole-number';

describe('a whole number from an address, a query or a JSON body', () => {
  const id = wholeNumber(1, 100, 'id must be a number', 'id must be 1 to 100');

  it('reads digits, with a sign or spaces around them, and numbers', () => {
    expect(id.parse('12')).toBe(12);
    expect(id.parse(' 12 ')).toBe(12);
    expect(id.parse('+7')).toBe(7);
    expect(id.parse(7)).toBe(7);
  });

  it('refuses what z.coerce would have read as 1 or 0: true, "", null, [], and other text', () => {
    for (const value of [true, false, '', '  ', null, [], [5], {}, '1.5', '1e2', '0x10', 'abc']) {
      const result = id.safeParse(value);
      expect(result.success, JSON.stringify(value)).toBe(false);
      expect(result.error?.issues[0]?.message, JSON.stringify(value)).toBe('id must be a number');
    }
  });

  it('names the range when a whole number lies outside it', () => {
    for (const value of ['0', 101, '-3']) {
      expect(id.safeParse(value).error?.issues[0]?.message).toBe('id must be 1 to 100');
    }
    expect(id.safeParse(2.5).error?.issues[0]?.message).toBe('id must be a number');
  });
});
