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
  it('is finished up to datelast’s month, running in it before its last day, to come after', () => {
    expect(monthState(2026, 10, '2026-11-23')).toBe('finished');
    expect(monthState(2026, 11, '2026-11-23')).toBe('running');
    expect(monthState(2026, 12, '2026-11-23')).toBe('to-come');
    expect(monthState(2026, 11, '2026-11-30')).toBe('finished');
    expect(monthState(2025, 12, '2026-01-05')).toBe('finished');
  });

  it('has nothing started without any sales', () => {
    expect(monthState(2026, 1, null)).toBe('to-come');
    expect(hasStarted('2026-01-01', null)).toBe(false);
    expect(hasStarted('2026-01-01', '2026-01-01')).toBe(true);
    expect(hasStarted('2026-02-01', '2026-01-31')).toBe(false);
  });
});

describe('the same days last year', () => {
  it('keeps the date inside a month', () => {
    expect(sameDayLastYear('2026-11-23')).toBe('2025-11-23');
    expect(sameDayLastYear('2024-02-28')).toBe('2023-02-28');
  });

  it('maps a month’s last day to last year’s last day of that month', () => {
    expect(sameDayLastYear('2024-02-29')).toBe('2023-02-28');
    expect(sameDayLastYear('2025-02-28')).toBe('2024-02-29');
    expect(sameDayLastYear('2026-10-31')).toBe('2025-10-31');
  });
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

  it('reads ranges as people write them', () => {
    expect(rangeLabel('2026-11-01', '2026-11-01')).toBe('1 Nov 2026');
    expect(rangeLabel('2026-01-01', '2026-11-23')).toBe('1 Jan–23 Nov 2026');
    expect(rangeLabel('2025-12-30', '2026-01-02')).toBe('30 Dec 2025–2 Jan 2026');
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
