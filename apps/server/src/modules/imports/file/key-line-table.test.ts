import { describe, expect, it } from 'vitest';
import { KeyLineTable } from './key-line-table';

describe('KeyLineTable', () => {
  it('answers 0 for a new key and the first line for a repeated one, across growth', () => {
    const table = new KeyLineTable(16);
    const keys = Array.from({ length: 50_000 }, (_, index) => index * 131_072 * 4_096 + 17);
    keys.push(0, 2 ** 53 - 1);
    const firstPass = keys.map((key, index) => table.firstLine(key, index + 1));
    expect(firstPass.every((line) => line === 0)).toBe(true);
    expect(table.size).toBe(keys.length);
    const secondPass = keys.map((key) => table.firstLine(key, 999_999));
    expect(secondPass).toEqual(keys.map((_, index) => index + 1));
    expect(table.size).toBe(keys.length);
  });
});
