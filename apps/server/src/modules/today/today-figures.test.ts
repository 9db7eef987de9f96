/** The Today page's pure rules at their edges (issue 26). */
import { describe, expect, it } from 'vitest';
import type { TodayDayRow } from './today.repository';
import {
  DayIndex,
  dailySeries,
  driverSplit,
  rangesToRead,
  sameDateLastYear,
  sameWeekdayLastYear,
  shownDays,
  todayPeriods,
  weekdayName,
} from './today-figures';

const sums = (nett: number, units: number, transactions: number, visitors = 0) => ({
  nett,
  units,
  transactions,
  visitors,
});

describe('the days the Today page shows', () => {
  it('names weekdays and shows Saturday and Sunday on a Monday morning', () => {
    expect(weekdayName('2026-11-23')).toBe('Mon');
    expect(weekdayName('2026-11-29')).toBe('Sun');
    expect(shownDays('2026-11-27')).toEqual(['2026-11-27']);
    expect(shownDays('2026-11-29')).toEqual(['2026-11-28', '2026-11-29']);
    // A Sunday on the 1st: its Saturday is the month before.
    expect(shownDays('2026-03-01')).toEqual(['2026-02-28', '2026-03-01']);
  });

  it('compares with the same weekday 364 days before and the same date (29 Feb → 28 Feb)', () => {
    expect(sameWeekdayLastYear('2026-11-27')).toBe('2025-11-28');
    expect(weekdayName(sameWeekdayLastYear('2026-11-27'))).toBe(weekdayName('2026-11-27'));
    expect(sameDateLastYear('2025-02-28')).toBe('2024-02-28');
    expect(sameDateLastYear('2028-02-29')).toBe('2027-02-28');
    expect(sameDateLastYear('2026-11-27')).toBe('2025-11-27');
  });

  it('reads every day a figure needs, this year and last', () => {
    const ranges = rangesToRead(todayPeriods('2026-03-01'));
    // The sparkline's 14 days and the Saturday reach into February.
    expect(ranges[0]).toEqual({ from: '2026-02-16', to: '2026-03-01' });
    const lastYear = ranges[1] as { from: string; to: string };
    expect(lastYear.from <= '2025-02-28').toBe(true);
    expect(lastYear.to >= sameWeekdayLastYear('2026-03-31')).toBe(true);
  });
});

describe('the drivers split', () => {
  it('adds up to the growth: transactions (traffic × conversion) + ATV (UPT + ASP)', () => {
    const split = driverSplit(sums(1_300_000, 130, 50, 500), sums(1_000_000, 90, 40, 450));
    expect(split.growthPersen).toBe(30);
    expect(split.trafficMeasured).toBe(true);
    const figure = (value: number | null) => {
      expect(value).not.toBeNull();
      return value as number;
    };
    const trafficPp = figure(split.trafficPp);
    const conversionPp = figure(split.conversionPp);
    const transactionsPp = figure(split.transactionsPp);
    const atvPp = figure(split.atvPp);
    const uptPp = figure(split.uptPp);
    const aspPp = figure(split.aspPp);
    expect(Math.abs(trafficPp + conversionPp + atvPp - 30)).toBeLessThanOrEqual(0.01);
    expect(Math.abs(transactionsPp - (trafficPp + conversionPp))).toBeLessThanOrEqual(0.01);
    expect(Math.abs(uptPp + aspPp - atvPp)).toBeLessThanOrEqual(0.01);
    // ln(1.25) of ln(1.3) of 30 pp went to transactions.
    expect(transactionsPp).toBeCloseTo((30 * Math.log(1.25)) / Math.log(1.3), 1);
  });

  it('says so when there is no traffic reading, and splits nothing without a comparison', () => {
    const noTraffic = driverSplit(sums(900, 9, 3), sums(1000, 10, 4));
    expect(noTraffic).toMatchObject({
      trafficMeasured: false,
      trafficPp: null,
      conversionPp: null,
    });
    expect(noTraffic.transactionsPp).not.toBeNull();
    expect(driverSplit(sums(900, 9, 3), sums(0, 0, 0)).growthPersen).toBeNull();
    expect(driverSplit(sums(0, 0, 0), sums(1000, 10, 4))).toMatchObject({
      growthPersen: -100,
      transactionsPp: null,
      atvPp: null,
    });
    // Level: every contribution is its plain log ratio × 100.
    const level = driverSplit(sums(1000, 20, 5), sums(1000, 10, 4));
    expect(level.growthPersen).toBe(0);
    expect((level.transactionsPp as number) + (level.atvPp as number)).toBeCloseTo(0, 2);
  });
});

describe('the running month day by day', () => {
  const row = (date: string, nett: number): TodayDayRow => ({
    companyCode: 'KCG01',
    groupCode: 'O',
    typeCode: 'STORES',
    date,
    lfl: 1,
    nett,
  });

  it('projects from the data day to the month’s projection on the last day', () => {
    const periods = todayPeriods('2026-02-10');
    const rows = [
      ...Array.from({ length: 10 }, (_, day) =>
        row(`2026-02-${String(day + 1).padStart(2, '0')}`, 100),
      ),
      ...Array.from({ length: 28 }, (_, day) =>
        row(sameWeekdayLastYear(`2026-02-${String(day + 1).padStart(2, '0')}`), 50),
      ),
    ];
    const daily = dailySeries(new DayIndex(rows), periods, 2800, 2800);
    expect(daily).toHaveLength(28);
    expect(daily[9]).toMatchObject({ cumulativeNett: 1000, projectedCumulative: 1000 });
    expect(daily[8]?.projectedCumulative).toBeNull();
    expect(daily[10]).toMatchObject({ nett: null, cumulativeNett: null, growthPersen: null });
    expect(daily[27]?.projectedCumulative).toBe(2800);
    expect(daily[27]?.cumulativeTarget).toBe(2800);
    expect(daily[27]?.cumulativeLastYear).toBe(1400);
    // Shaped like last year's days: an even spread here.
    expect(daily[18]?.projectedCumulative).toBe(1000 + (1800 * 9) / 18);
  });
});
