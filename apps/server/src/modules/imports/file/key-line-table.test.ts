import { describe, expect, it } from 'vitest';
import { KeyLineTable } from './key-line-table';

describe('KeyLineTable', () => {
  it('answers 0 for a new key and the first line for a repeated one, across growth', () => {
    const table = new KeyLineTable(16);
    const keys = Array.from({ length: 50_000 }, (_, index) => index * 131_072 * 4_096 + 17);
    keys.push(0, 2 ** 53 - 1);
    keys.forEach((key, index) => {
      expect(table.firstLine(key, index + 1)).toBe(0);
    });
    expect(table.size).toBe(keys.length);
    keys.forEach((key, index) => {
      expect(table.firstLine(key, 999_999)).toBe(index + 1);
    });
    expect(table.size).toBe(keys.length);
  });
});
