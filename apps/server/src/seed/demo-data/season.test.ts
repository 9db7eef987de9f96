import { describe, expect, it } from 'vitest';
import { fromDayNumber, toDayNumber } from '../../lib/business-date';
import { outletsPerBrand } from './plan-outlets';
import { buildSeasonCalendar, lebaranDay } from './season';

describe('the retail calendar', () => {
  it('knows Lebaran and estimates it outside its table', () => {
    expect(fromDayNumber(lebaranDay(2024))).toBe('2024-04-10');
    expect(fromDayNumber(lebaranDay(2026))).toBe('2026-03-20');
    // About eleven days earlier each year.
    const estimate = lebaranDay(2033) - lebaranDay(2032);
    expect(estimate).toBeGreaterThan(365 - 14);
    expect(estimate).toBeLessThan(365 - 8);
  });

  it('lifts the Lebaran run-up, closes its first day, and peaks at year end', () => {
    const calendar = buildSeasonCalendar(toDayNumber('2026-01-01'), toDayNumber('2026-12-31'));
    const demand = (date: string) => calendar.seasonOf(toDayNumber(date), false, 1).demand;
    expect(demand('2026-03-18')).toBeGreaterThan(demand('2026-02-18') * 1.5);
    expect(calendar.seasonOf(toDayNumber('2026-03-20'), false, 1).lebaranHoliday).toBe(true);
    expect(demand('2026-12-24')).toBeGreaterThan(demand('2026-11-24'));
  });
});

describe('outlets per brand', () => {
  it('splits the total exactly, every brand getting at least one', () => {
    for (const total of [12, 13, 250, 1000, 5000]) {
      const counts = outletsPerBrand(total);
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(total);
      expect(Math.min(...counts)).toBeGreaterThanOrEqual(1);
    }
    expect(outletsPerBrand(5).reduce((sum, count) => sum + count, 0)).toBe(5);
  });
});
