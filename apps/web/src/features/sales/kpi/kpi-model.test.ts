import { describe, expect, it } from 'vitest';
import { buildPacing } from '../widgets/test-answers';
import { type Kpi, kpiGroups, pacingMonthNumber, periodName } from './kpi-model';

const year = buildPacing({
  from: '2026-01-01',
  daysElapsed: 293,
  daysInPeriod: 365,
  lastYearFrom: '2025-01-01',
  label: '1 Jan–20 Oct 2026',
  lastYearLabel: '1 Jan–20 Oct 2025',
  nett: 19_300_000_000,
  targetToDate: 20_200_000_000,
  achievementPersen: 95.76,
  growthPersen: 133.49,
});

const byId = (kpis: Kpi[]) => Object.fromEntries(kpis.map((kpi) => [kpi.id, kpi]));

describe('the KPI strip of a running month', () => {
  const groups = kpiGroups({ month: buildPacing(), year }, { persenNettView: 5.22, status: 'Y' });
  const [month, ytd] = groups;
  const kpis = byId(month?.kpis ?? []);

  it('heads the month and the year with their days', () => {
    expect(groups.map((group) => group.heading)).toEqual([
      'Month to date · 1–20 Oct 2026 (20 of 31 days)',
      'Year to date · 1 Jan–20 Oct 2026 (293 of 365 days)',
    ]);
    expect(month?.kpis.map((kpi) => kpi.id)).toEqual([
      'mtd-nett',
      'mtd-achievement',
      'mtd-growth',
      'lfl-growth',
      'projection',
      'needed-per-day',
    ]);
    expect(ytd?.kpis.map((kpi) => kpi.id)).toEqual(['ytd-nett', 'ytd-achievement']);
  });

  it('shows each figure with its comparison, its colour from the flag and the days compared', () => {
    expect(kpis['mtd-nett']).toMatchObject({
      value: 1_330_000_000,
      text: 'Rp. 1,3 B',
      exact: 'Rp. 1.330.000.000',
      tone: 'good',
      comparison: '1–20 Oct 2025: Rp. 546,0 M',
    });
    expect(kpis['mtd-achievement']).toMatchObject({
      value: 86.93,
      text: '86,93%',
      tone: 'bad',
      comparison: 'of Rp. 1,5 B target',
    });
    expect(kpis['mtd-growth']).toMatchObject({
      value: 143.59,
      text: '143,59%',
      tone: 'good',
      arrow: 'up',
      compares: '1–20 Oct 2026 vs 1–20 Oct 2025',
    });
    expect(kpis['lfl-growth']).toMatchObject({ value: 5.22, tone: 'good', arrow: 'up' });
    expect(kpis['lfl-growth']?.compares).toMatch(/^1–20 Oct 2026 vs 1–20 Oct 2025, like-for-like/);
  });

  it('projects the month end with its projected achievement, and what each day left needs', () => {
    expect(kpis.projection).toMatchObject({
      value: 2_095_000_000,
      text: 'Rp. 2,1 B',
      tone: 'bad',
      comparison: '88,34% of Rp. 2,4 B',
      secondary: { id: 'projected-achievement', value: 88.34 },
    });
    expect(kpis['needed-per-day']).toMatchObject({
      value: 94_681_818,
      text: 'Rp. 94,7 M',
      comparison: 'so far Rp. 66,5 M a day',
    });
    expect(kpis['needed-per-day']?.compares).toContain('÷ 11 days left');
  });

  it('reads the year to date against the same days last year', () => {
    const [nett, achievement] = ytd?.kpis ?? [];
    expect(nett).toMatchObject({
      label: 'Nett YTD',
      value: 19_300_000_000,
      comparison: '133,49% vs 1 Jan–20 Oct 2025',
      secondary: { id: 'ytd-growth', value: 133.49 },
    });
    expect(achievement).toMatchObject({ value: 95.76, tone: 'bad' });
  });

  it('reads the LFL month from its cell', () => {
    expect(pacingMonthNumber({ month: buildPacing(), year })).toBe(10);
    expect(pacingMonthNumber({ month: null, year: null })).toBeNull();
  });
});

describe('the KPI strip in other states', () => {
  it('names a finished month and a past year by their names, without projection', () => {
    const december = buildPacing({
      from: '2025-12-01',
      lastYearFrom: '2024-12-01',
      daysElapsed: 31,
      daysInPeriod: 31,
      neededPerDay: 0,
    });
    const wholeYear = { ...year, daysElapsed: 365, from: '2025-01-01', lastYearFrom: '2024-01-01' };
    expect(periodName(december, 'month')).toBe('Dec 2025');
    expect(periodName(december, 'month', true)).toBe('Dec 2024');
    const groups = kpiGroups({ month: december, year: wholeYear }, null);
    expect(groups.map((group) => group.heading)).toEqual(['Dec 2025', '2025']);
    expect(groups[0]?.kpis.map((kpi) => kpi.id)).toEqual([
      'mtd-nett',
      'mtd-achievement',
      'mtd-growth',
      'lfl-growth',
    ]);
    expect(byId(groups[0]?.kpis ?? [])['mtd-growth']?.compares).toBe('Dec 2025 vs Dec 2024');
    expect(groups[1]?.kpis[0]?.label).toBe('Nett');
  });

  it('sets a past year against nothing, never against Rp. 0, when last year had no sales', () => {
    const december = buildPacing({
      from: '2024-12-01',
      to: '2024-12-31',
      lastYearFrom: '2023-12-01',
      lastYearTo: '2023-12-31',
      daysElapsed: 31,
      daysInPeriod: 31,
      lastYearSameDays: 0,
      lastYearWhole: 0,
      growthPersen: null,
      growthStatus: 'X',
    });
    const wholeYear = {
      ...year,
      from: '2024-01-01',
      lastYearFrom: '2023-01-01',
      daysElapsed: 366,
      daysInPeriod: 366,
      lastYearSameDays: 0,
      lastYearWhole: 0,
      growthPersen: null,
      growthStatus: 'X' as const,
    };
    const groups = kpiGroups(
      { month: december, year: wholeYear },
      { persenNettView: null, status: 'X' },
    );
    const texts = groups.flatMap((group) =>
      group.kpis.flatMap((kpi) => [kpi.comparison, kpi.compares]),
    );
    expect(texts.join(' | ')).not.toMatch(/Rp\. 0\b|- vs/);
    const month = byId(groups[0]?.kpis ?? []);
    expect(month['mtd-nett']?.comparison).toBe('no Dec 2023 sales to compare');
    expect(month['mtd-growth']?.comparison).toBe('no Dec 2023 sales to compare');
    expect(month['lfl-growth']?.comparison).toBe('no Dec 2023 sales to compare');
    expect(byId(groups[1]?.kpis ?? [])['ytd-nett']?.comparison).toBe('no 2023 sales to compare');
  });

  it('says when the LFL figure is on its way, failed or has no outlets, and leaves it out without LFL', () => {
    const lflOf = (state: Parameters<typeof kpiGroups>[1]) =>
      byId(kpiGroups({ month: buildPacing(), year: null }, state)[0]?.kpis ?? [])['lfl-growth'];
    expect(lflOf('loading')?.comparison).toBe('Loading…');
    expect(lflOf('failed')?.comparison).toBe('Could not be loaded');
    expect(lflOf(null)).toMatchObject({ text: '-', comparison: 'No like-for-like outlets' });
    expect(lflOf(undefined)).toBeUndefined();
  });

  it('shows no arrow or colour beside a growth that rounds to 0,00', () => {
    const flat = byId(
      kpiGroups({ month: buildPacing({ growthPersen: 0.004, growthStatus: 'Y' }), year: null })[0]
        ?.kpis ?? [],
    )['mtd-growth'];
    expect(flat).toMatchObject({ text: '0,00%' });
    expect(flat?.arrow).toBeUndefined();
    expect(flat?.tone).toBeUndefined();
  });

  it('reads a met target and an empty year', () => {
    const met = byId(
      kpiGroups({ month: buildPacing({ neededPerDay: 0, projectedStatus: 'Y' }), year: null })[0]
        ?.kpis ?? [],
    )['needed-per-day'];
    expect(met).toMatchObject({ text: 'Target met', value: 0, tone: 'good' });
    expect(kpiGroups({ month: null, year: null })).toEqual([]);
  });
});
