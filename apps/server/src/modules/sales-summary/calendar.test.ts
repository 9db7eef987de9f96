import { describe, expect, it } from 'vitest';
import {
  hasStarted,
  monthState,
  rangeLabel,
  referenceDayOfYear,
  runningMonthOf,
  sameDayLastYear,
} from './calendar';

describe('where a month stands against datelast', () => {
  it.each([
    [2026, 10, '2026-11-23', 'finished'],
    [2026, 11, '2026-11-23', 'running'],
    [2026, 12, '2026-11-23', 'to-come'],
    [2026, 11, '2026-11-30', 'finished'],
    [2025, 12, '2026-01-05', 'finished'],
  ])(
    'is finished up to datelast’s month, running in it before its last day, to come after (%s-%s against %s: %s)',
    (year, month, datelast, state) => {
      expect(monthState(year, month, datelast)).toBe(state);
    },
  );

  it('has nothing started without any sales', () => {
    expect(monthState(2026, 1, null)).toBe('to-come');
    expect(hasStarted('2026-01-01', null)).toBe(false);
    expect(hasStarted('2026-01-01', '2026-01-01')).toBe(true);
    expect(hasStarted('2026-02-01', '2026-01-31')).toBe(false);
  });
});

describe('the same days last year', () => {
  it.each([
    ['2026-11-23', '2025-11-23'],
    ['2024-02-28', '2023-02-28'],
  ])('keeps the date inside a month (%s was %s)', (day, lastYear) => {
    expect(sameDayLastYear(day)).toBe(lastYear);
  });

  it.each([
    ['2024-02-29', '2023-02-28'],
    ['2025-02-28', '2024-02-29'],
    ['2026-10-31', '2025-10-31'],
  ])(
    'maps a month’s last day to last year’s last day of that month (%s was %s)',
    (day, lastYear) => {
      expect(sameDayLastYear(day)).toBe(lastYear);
    },
  );
});

describe('the running month', () => {
  it('names its days and last year’s', () => {
    expect(runningMonthOf(2026, '2026-11-23')).toEqual({
      year: 2026,
      bulan: 11,
      from: '2026-11-01',
      to: '2026-11-23',
      daysElapsed: 23,
      daysInMonth: 30,
      lastYearFrom: '2025-11-01',
      lastYearTo: '2025-11-23',
      label: '1–23 Nov 2026',
      lastYearLabel: '1–23 Nov 2025',
    });
  });

  it('is none when datelast ends its month or lies in another year', () => {
    expect(runningMonthOf(2026, '2026-10-31')).toBeNull();
    expect(runningMonthOf(2025, '2026-11-23')).toBeNull();
    expect(runningMonthOf(2026, null)).toBeNull();
  });

  it.each([
    ['2026-11-01', '2026-11-01', '1 Nov 2026'],
    ['2026-01-01', '2026-11-23', '1 Jan–23 Nov 2026'],
    ['2025-12-30', '2026-01-02', '30 Dec 2025–2 Jan 2026'],
  ])('reads ranges as people write them (%s to %s reads %s)', (from, to, text) => {
    expect(rangeLabel(from, to)).toBe(text);
  });
});

describe('the reference day of a year', () => {
  it('is datelast in its year, 31 December before it, none after it', () => {
    expect(referenceDayOfYear(2026, '2026-11-23')).toBe('2026-11-23');
    expect(referenceDayOfYear(2025, '2026-11-23')).toBe('2025-12-31');
    expect(referenceDayOfYear(2027, '2026-11-23')).toBeNull();
    expect(referenceDayOfYear(2026, null)).toBeNull();
  });
});
