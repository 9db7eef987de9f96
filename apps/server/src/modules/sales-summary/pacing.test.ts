import { describe, expect, it } from 'vitest';
import { achievementPercent } from './metrics';
import { neededPerDayOf, pacingFigures, projectedPercentOf, projectionOf } from './pacing';

const NOVEMBER = {
  from: '2026-11-01',
  to: '2026-11-23',
  daysElapsed: 23,
  daysInPeriod: 30,
  lastYearFrom: '2025-11-01',
  lastYearTo: '2025-11-23',
};

describe('pacing', () => {
  it('projects the month in the shape of last year’s month', () => {
    // Last year the last 7 days sold half as much as the first 23: the projection follows.
    expect(
      projectionOf({
        nett: 230,
        daysElapsed: 23,
        daysInPeriod: 30,
        lastYearSameDays: 200,
        lastYearWhole: 300,
      }),
    ).toBe(345);
  });

  it('falls back to the run rate when last year’s same days sold nothing', () => {
    expect(
      projectionOf({
        nett: 230,
        daysElapsed: 23,
        daysInPeriod: 30,
        lastYearSameDays: 0,
        lastYearWhole: 0,
      }),
    ).toBeCloseTo(300, 9);
  });

  it('asks nothing more per day once the target is met, and cannot ask without days left', () => {
    expect(neededPerDayOf({ nett: 100, target: 100, daysElapsed: 23, daysInPeriod: 30 })).toBe(0);
    expect(neededPerDayOf({ nett: 30, target: 100, daysElapsed: 23, daysInPeriod: 30 })).toBe(10);
    expect(neededPerDayOf({ nett: 30, target: 100, daysElapsed: 30, daysInPeriod: 30 })).toBeNull();
    expect(neededPerDayOf({ nett: 30, target: 0, daysElapsed: 23, daysInPeriod: 30 })).toBeNull();
  });

  it('gives 0 % projected for a month that sells nothing, and none without a target', () => {
    expect(projectedPercentOf(0, 1000)).toBe(0);
    expect(projectedPercentOf(500, 0)).toBeNull();
  });

  it('rounds each figure once, for the answer, and flags being on pace', () => {
    const figures = pacingFigures({
      ...NOVEMBER,
      nett: 1_000_000,
      targetToDate: (1_300_000 * 23) / 30,
      target: 1_300_000,
      lastYearSameDays: 900_000,
      lastYearWhole: 1_200_000,
    });
    expect(figures).toMatchObject({
      label: '1–23 Nov 2026',
      lastYearLabel: '1–23 Nov 2025',
      targetToDate: 996_667,
      achievementPersen: 100.33,
      achievementStatus: 'Y',
      growthPersen: 11.11,
      growthStatus: 'Y',
      runRate: 1_304_348,
      projection: 1_333_333,
      projectedPersen: 102.56,
      projectedStatus: 'Y',
      neededPerDay: 42_857,
    });
  });

  it('reads a started month that sold nothing as −100 % against a last year that did', () => {
    const figures = pacingFigures({
      ...NOVEMBER,
      nett: 0,
      targetToDate: 700,
      target: 1000,
      lastYearSameDays: 500,
      lastYearWhole: 800,
    });
    expect(figures).toMatchObject({
      growthPersen: -100,
      growthStatus: 'N',
      achievementPersen: 0,
      projection: 0,
      projectedPersen: 0,
      projectedStatus: 'N',
    });
  });
});

describe('rounding once', () => {
  it('divides by the exact day share of a target, never by a rounded one', () => {
    // 2025-02, outlet KCG11-0005: 39,626,508 ÷ (909,200,000 ÷ 28) × 100 = 122.035… → 122.04.
    expect(achievementPercent(39_626_508, 909_200_000 / 28)).toBe(122.04);
    expect(achievementPercent(39_626_508, Math.round(909_200_000 / 28))).toBe(122.03);
  });
});
