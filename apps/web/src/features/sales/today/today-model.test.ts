import type { LeagueRow, TodayDaily, TodayScope } from '@outlet-pulse/contracts';
import { describe, expect, it } from 'vitest';
import { dailyChartOption, dayName, dayTableModel } from './daily-model';
import { anyUnmeasured, driverRows, driversTableModel } from './drivers-model';
import { exceptionLabel, shownExceptions } from './exceptions-model';
import {
  barFraction,
  DEFAULT_LEAGUE_SORT,
  nextLeagueSort,
  paceTone,
  sortLeague,
  sparklinePoints,
} from './league-model';
import { todayRequestOf } from './today-query';
import { brandSelection, exceptionSelection, scopeDetailFilter } from './today-worklist';

function day(date: string, nett: number | null, cumulative: number | null): TodayDaily {
  return {
    date,
    weekday: 'Sun',
    nett,
    target: 100,
    achievementPersen: nett === null ? null : nett,
    lastYearDate: date,
    lastYearNett: 90,
    growthPersen: null,
    cumulativeNett: cumulative,
    cumulativeTarget: 100,
    cumulativeLastYear: 90,
    projectedCumulative: nett === null ? 500 : null,
  };
}

function row(key: string, projectedPersen: number | null, nett: number): LeagueRow {
  return {
    key,
    label: key,
    company: key,
    type: 'STORES',
    group: null,
    nett,
    targetToDate: null,
    achievementPersen: null,
    growthPersen: null,
    lflGrowthPersen: null,
    projectedPersen,
    neededPerDay: null,
    sparkline: [],
  };
}

const SCOPE: TodayScope = {
  companies: [
    { code: 'KCG01', name: 'Aruna' },
    { code: 'KCG03', name: 'Nusa' },
  ],
  type: 'STORES',
  groups: ['O', 'SF'],
  outlets: 'All',
  view: null,
  droppedCompanies: [],
};

describe('the Today page’s address', () => {
  it('asks for a saved view alone, or the filter’s fields, or nothing', () => {
    expect(todayRequestOf(new URLSearchParams('view=abc&company=KCG01'))).toEqual({ view: 'abc' });
    expect(
      todayRequestOf(new URLSearchParams('company=KCG01,KCG03&type=STORES&year=2026&outlet=All')),
    ).toEqual({ company: 'KCG01,KCG03', type: 'STORES', outlet: 'All' });
    expect(todayRequestOf(new URLSearchParams('company=<script>'))).toEqual({});
    expect(todayRequestOf(new URLSearchParams(''))).toEqual({});
  });
});

describe('the month day by day', () => {
  const daily = [
    day('2026-10-01', 10, 10),
    day('2026-10-02', 20, 30),
    day('2026-10-03', null, null),
  ];

  it('draws the projection dotted, ending on a hollow point on the last day', () => {
    const option = dailyChartOption(daily);
    const series = option.series as { id: string; lineStyle: { type?: string }; data: unknown[] }[];
    const projection = series.find((line) => line.id === 'series-3');
    expect(projection?.lineStyle.type).toBe('dotted');
    expect(projection?.data.at(-1)).toEqual({ value: 500, symbol: 'emptyCircle', symbolSize: 9 });
    expect(series.find((line) => line.id === 'series-0')?.data).toEqual([10, 30, null]);
  });

  it('offers a day’s button only for days with sales', () => {
    const opened: string[] = [];
    const model = dayTableModel(daily, (entry) => opened.push(entry.date));
    const date = model.columns.find((column) => column.id === 'date');
    expect(date?.action?.(daily[2] as TodayDaily)).toBeUndefined();
    const action = date?.action?.(daily[1] as TodayDaily);
    expect(action?.label).toBe('Open the outlets of Oct 2026 up to 2 Oct 2026');
    action?.onActivate();
    expect(opened).toEqual(['2026-10-02']);
    expect(dayName('2026-02-09')).toBe('9 Feb 2026');
  });
});

describe('the league table', () => {
  const rows = [row('A', 80, 5), row('B', null, 1), row('C', 95, 5), row('D', 70, 9)];

  it('sorts by any column, rows without a value last either way, ties in the server’s order', () => {
    expect(sortLeague(rows, DEFAULT_LEAGUE_SORT).map((entry) => entry.key)).toEqual([
      'D',
      'A',
      'C',
      'B',
    ]);
    const descending = nextLeagueSort(DEFAULT_LEAGUE_SORT, 'projectedPersen');
    expect(sortLeague(rows, descending).map((entry) => entry.key)).toEqual(['C', 'A', 'D', 'B']);
    const byNett = nextLeagueSort(DEFAULT_LEAGUE_SORT, 'nett');
    expect(byNett).toEqual({ column: 'nett', direction: 'ascending' });
    expect(sortLeague(rows, byNett).map((entry) => entry.key)).toEqual(['B', 'A', 'C', 'D']);
  });

  it('colours and sizes the pace bar by the projected achievement', () => {
    expect([paceTone(100), paceTone(85), paceTone(84.99), paceTone(null)]).toEqual([
      'on-pace',
      'close',
      'behind',
      'none',
    ]);
    expect([barFraction(75), barFraction(300), barFraction(null)]).toEqual([0.5, 1, 0]);
  });

  it('draws a sparkline from 0 at the bottom, with gaps for days without sales', () => {
    expect(sparklinePoints([0, null, 10], 20, 10)).toEqual([
      { x: 0, y: 10 },
      null,
      { x: 20, y: 0 },
    ]);
  });
});

describe('the drills into the worklist', () => {
  it('asks for TOTAL with the scope’s groups and outlets when several companies are in scope', () => {
    expect(scopeDetailFilter(SCOPE)).toEqual({
      company: 'TOTAL',
      type: 'STORES',
      group: 'O,SF',
      outlet: 'All',
    });
    // A scope of some of the user's companies is narrowed to their outlets.
    expect(scopeDetailFilter(SCOPE, ['A1', 'C3'])).toMatchObject({
      company: 'TOTAL',
      outlet: 'A1,C3',
    });
    const one = { ...SCOPE, companies: [{ code: 'KCG01', name: 'Aruna' }], outlets: ['A1', 'A2'] };
    expect(scopeDetailFilter(one)).toMatchObject({ company: 'KCG01', outlet: 'A1,A2' });
  });

  it('opens a brand in its own company and group, in the data day’s month', () => {
    const selection = brandSelection(SCOPE, '2026-10-18', {
      company: 'KCG03',
      label: 'Nusa · SF · STORES',
      type: 'STORES',
      group: 'SF',
    });
    expect(selection.query).toEqual({
      company: 'KCG03',
      type: 'STORES',
      group: 'SF',
      outlet: 'All',
      year: '2026',
      month: '10',
    });
    expect(selection.title).toBe('ACHIEVEMENT DETAIL Oct 2026 · Nusa · SF · STORES');
  });

  it('opens a chip on exactly its outlets, with their reasons', () => {
    const exception = {
      kind: 'not-reported' as const,
      count: 2,
      since: null,
      outlets: [
        { outletId: 'A1', name: 'One', company: 'KCG01', reason: 'no row' },
        { outletId: 'B2', name: 'Two', company: 'KCG03', reason: 'no row' },
      ],
    };
    const selection = exceptionSelection(SCOPE, '2026-10-18', exception, 'Not reported', '');
    expect(selection.query.outlet).toBe('A1,B2');
    expect(selection.reasons).toHaveLength(2);
    expect(exceptionLabel({ ...exception, kind: 'no-sales-since', since: '2026-06-09' })).toBe(
      'No sales since 9 Jun 2026',
    );
    expect(shownExceptions([exception, { ...exception, count: 0, outlets: [] }])).toHaveLength(1);
  });
});

describe('the drivers', () => {
  const split = {
    growthPersen: 10,
    trafficPp: null,
    conversionPp: null,
    transactionsPp: 6,
    atvPp: 4,
    uptPp: 1,
    aspPp: 3,
    trafficMeasured: false,
  };

  it('says "no readings" where traffic is unmeasured, and shows the transactions instead', () => {
    const rows = driverRows(
      {
        scope: { ...split, trafficMeasured: true, trafficPp: 5, conversionPp: 1 },
        brands: [
          { ...split, company: 'KCG01', name: 'Aruna' },
          { ...split, growthPersen: null, company: 'KCG02', name: 'Empty' },
        ],
      },
      'TOTAL',
    );
    expect(anyUnmeasured(rows)).toBe(true);
    const model = driversTableModel(rows);
    expect(model.columns.map((column) => column.id)).toContain('transactionsPp');
    const traffic = model.columns.find((column) => column.id === 'trafficPp');
    expect(rows.map((entry) => traffic?.value?.(entry))).toEqual([5, 'no readings', null]);
  });
});
