import { describe, expect, it } from 'vitest';
import { monthName, periodChange, readYear, writeYear, yearChoices } from './period-view';

describe('the year of the screen', () => {
  const read = (query: string) => readYear(new URLSearchParams(query), 2026);

  it('offers the two years before the current one, the current one and the next', () => {
    expect(yearChoices(2026)).toEqual([2024, 2025, 2026, 2027]);
  });

  it('reads the year of the address when it is on offer, else the current year', () => {
    expect(read('year=2024')).toBe(2024);
    expect(read('year=2027')).toBe(2027);
    for (const year of ['', '2023', '2028', 'last', '2026.5']) {
      expect(read(`year=${year}`), year).toBe(2026);
    }
    expect(read('')).toBe(2026);
  });

  it('leaves the current year out of the address and keeps other parameters', () => {
    const current = new URLSearchParams('year=2024&tab=1');
    expect(writeYear(current, 2026, 2026).toString()).toBe('tab=1');
    expect(writeYear(current, 2025, 2026).toString()).toBe('year=2025&tab=1');
  });
});

describe('closing and opening a month', () => {
  it.each([
    {
      change: 'closing an open month',
      status: 'OPEN',
      words: {
        status: 'CLOSED',
        action: 'Close',
        question: 'Close 2026-03 for data changes?',
        done: '2026-03 closed',
      },
    },
    {
      change: 'opening a closed month',
      status: 'CLOSED',
      words: {
        status: 'OPEN',
        action: 'Open',
        question: 'Open 2026-03 for data changes?',
        done: '2026-03 opened',
      },
    },
  ] as const)('asks before $change', ({ status, words }) => {
    expect(periodChange({ period: '2026-03', status })).toMatchObject(words);
  });

  it('names the months', () => {
    expect(monthName(1)).toBe('January');
    expect(monthName(12)).toBe('December');
  });
});
