import { describe, expect, it } from 'vitest';
import { drawDocumentNumber, uniqueDocumentNumber } from './document-number';

describe('document numbers', () => {
  it('are the prefix, YYMM and five upper-case letters or digits', () => {
    const number = drawDocumentNumber('IMP', new Date('2026-03-31T23:00:00Z'));
    expect(number).toMatch(/^IMP2603[A-Z0-9]{5}$/);
  });

  it('draw again until a number is free', async () => {
    const draws = [0, 0, 0, 0, 0, 1, 1, 1, 1, 1];
    const taken = new Set(['IMP2611AAAAA']);
    const number = await uniqueDocumentNumber(
      'IMP',
      new Date('2026-11-22T00:00:00Z'),
      async (candidate) => taken.has(candidate),
      () => draws.shift() ?? 2,
    );
    expect(number).toBe('IMP2611BBBBB');
  });

  it('give up rather than loop when every draw is taken', async () => {
    await expect(
      uniqueDocumentNumber('IMP', new Date('2026-11-22T00:00:00Z'), async () => true),
    ).rejects.toThrow(/no free IMP document number/);
  });
});
