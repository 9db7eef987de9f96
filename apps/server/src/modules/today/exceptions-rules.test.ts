import { describe, expect, it } from 'vitest';
import { addDays } from '../../lib/business-date';
import {
  behindPace,
  noSalesSince,
  notReported,
  type OutletFacts,
  sameWeekdaysOf,
  todayExceptions,
  trafficSilent,
  unusualDay,
  windowStartOf,
} from './exceptions-rules';

/** A Thursday; 23 Nov 2026 is a Monday and 22 Nov a Sunday. */
const THURSDAY = '2026-11-26';
const MONDAY = '2026-11-23';
const M = 1_000_000;

/** Days back from `day` → value, as a map of dates. */
const daysBefore = (day: string, values: Record<number, number>) =>
  new Map(Object.entries(values).map(([back, value]) => [addDays(day, -Number(back)), value]));

/** The four same weekdays before `day` and the day itself, in that order. */
const weeks = (day: string, usual: [number, number, number, number], today?: number) => {
  const values: Record<number, number> = { 28: usual[0], 21: usual[1], 14: usual[2], 7: usual[3] };
  if (today !== undefined) values[0] = today;
  return daysBefore(day, values);
};

/** The days a counter counted, `backs` days back from `day`. */
const counting = (day: string, backs: readonly number[]) =>
  new Set(backs.map((back) => addDays(day, -back)));
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

let serial = 0;
function outlet(fields: Partial<OutletFacts> = {}): OutletFacts {
  serial += 1;
  return {
    id: `O-${String(serial).padStart(3, '0')}`,
    name: `Outlet ${serial}`,
    companyCode: 'KCG01',
    typeCode: 'STORES',
    openDate: '2020-01-01',
    closeDate: null,
    sales: new Map(),
    countedDays: new Set(),
    lastSaleDay: null,
    month: { nett: 0, lastYearSameDays: 0, lastYearWhole: 0, target: 0 },
    ...fields,
  };
}

const ids = (members: readonly { outlet: OutletFacts }[]) =>
  members.map((member) => member.outlet.id);
/** Each member's outlet and reason, in the rule's order. */
const reasons = (members: readonly { outlet: OutletFacts; reason: string }[]) =>
  members.map((member) => [member.outlet.id, member.reason]);

describe('the days the rules read', () => {
  it('reads traffic from the 28 days before the two silent ones', () => {
    expect(windowStartOf(THURSDAY)).toBe('2026-10-28');
    expect(windowStartOf('2026-03-01')).toBe('2026-01-31');
  });

  it('reads nett of the data day and the four same weekdays before it', () => {
    expect(sameWeekdaysOf(MONDAY)).toEqual([
      '2026-11-23',
      '2026-11-16',
      '2026-11-09',
      '2026-11-02',
      '2026-10-26',
    ]);
  });
});

describe('behind pace', () => {
  // 26 of 30 days: without last year's days the projection is the run rate, nett ÷ 26 × 30.
  const runRate = (projected: number) => ({
    nett: (projected * 26) / 30,
    lastYearSameDays: 0,
    lastYearWhole: 0,
    target: 1000 * M,
  });

  it('lists an outlet projected below the threshold, and not one exactly on it', () => {
    const on = outlet({ month: runRate(850 * M) });
    const below = outlet({ month: runRate(849.8 * M) });
    const members = behindPace([on, below], THURSDAY, 85);
    expect(ids(members)).toEqual([below.id]);
    expect(members[0]?.reason).toBe('projected 84 % of target');
  });

  it('reads the percentage as shown, to two decimals: 84.996 % is 85.00 %, on pace', () => {
    const shownAsThreshold = outlet({ month: runRate(849.96 * M) });
    expect(behindPace([shownAsThreshold], THURSDAY, 85)).toEqual([]);
  });

  it('projects in the shape of last year’s month, worst first', () => {
    // 100 M so far; last year the same days sold 200 M of 300 M: projection 150 M of 200 M.
    const shaped = outlet({
      month: { nett: 100 * M, lastYearSameDays: 200 * M, lastYearWhole: 300 * M, target: 200 * M },
    });
    const worse = outlet({ month: runRate(500 * M) });
    expect(reasons(behindPace([shaped, worse], THURSDAY, 85))).toEqual([
      [worse.id, 'projected 50 % of target'],
      [shaped.id, 'projected 75 % of target'],
    ]);
  });

  it('takes the threshold the administrator set', () => {
    const seventy = outlet({ month: runRate(700 * M) });
    expect(ids(behindPace([seventy], THURSDAY, 85))).toEqual([seventy.id]);
    expect(behindPace([seventy], THURSDAY, 50)).toEqual([]);
  });

  it('leaves out outlets without a target and those not trading on the data day', () => {
    const noTarget = outlet({ month: { ...runRate(100 * M), target: 0 } });
    const closed = outlet({ closeDate: '2026-11-25', month: runRate(100 * M) });
    const closingToday = outlet({ closeDate: THURSDAY, month: runRate(100 * M) });
    const notYetOpen = outlet({ openDate: '2026-11-27', month: runRate(100 * M) });
    expect(ids(behindPace([noTarget, closed, closingToday, notYetOpen], THURSDAY, 85))).toEqual([
      closingToday.id,
    ]);
  });

  it('lists nothing sold against a target as 0 %', () => {
    const nothing = outlet({ month: runRate(0) });
    expect(behindPace([nothing], THURSDAY, 85)[0]?.reason).toBe('projected 0 % of target');
  });
});

describe('not reported', () => {
  it('lists an outlet that sold on the same weekday a week before and has no row on the data day', () => {
    const missing = outlet({ sales: daysBefore(THURSDAY, { 7: 5 * M }) });
    const reported = outlet({ sales: daysBefore(THURSDAY, { 7: 5 * M, 0: 4 * M }) });
    const members = notReported([missing, reported], THURSDAY);
    expect(ids(members)).toEqual([missing.id]);
    expect(members[0]?.reason).toBe('no sales on Thu 26 Nov; sold on Thu 19 Nov');
  });

  it('counts a row of 0 nett as reported', () => {
    const zero = outlet({ sales: daysBefore(THURSDAY, { 7: 5 * M, 0: 0 }) });
    expect(notReported([zero], THURSDAY)).toEqual([]);
  });

  it('expects nothing of an outlet new this week or one that did not trade a week before', () => {
    const newThisWeek = outlet({ openDate: '2026-11-22', sales: daysBefore(THURSDAY, { 3: M }) });
    const skippedLastWeek = outlet({ sales: daysBefore(THURSDAY, { 14: M, 6: M, 8: M }) });
    expect(notReported([newThisWeek, skippedLastWeek], THURSDAY)).toEqual([]);
  });

  it('compares a Monday with the Monday before', () => {
    const missing = outlet({ sales: daysBefore(MONDAY, { 7: M, 1: M }) });
    expect(notReported([missing], MONDAY)[0]?.reason).toBe(
      'no sales on Mon 23 Nov; sold on Mon 16 Nov',
    );
  });
});

describe('traffic silent', () => {
  const usual = range(2, 29);

  it('lists a counter silent on the data day and the day before that counted on the 28 days before', () => {
    const silent = outlet({ countedDays: counting(THURSDAY, usual) });
    const countedToday = outlet({ countedDays: counting(THURSDAY, [0, ...usual]) });
    const countedYesterday = outlet({ countedDays: counting(THURSDAY, [1, ...usual]) });
    const members = trafficSilent([silent, countedToday, countedYesterday], THURSDAY);
    expect(ids(members)).toEqual([silent.id]);
    expect(members[0]?.reason).toBe('no traffic count since 25 Nov');
  });

  it('names the first silent day of a longer silence', () => {
    const fiveDays = outlet({ countedDays: counting(THURSDAY, range(5, 29)) });
    expect(trafficSilent([fiveDays], THURSDAY)[0]?.reason).toBe('no traffic count since 22 Nov');
  });

  it('needs counts on most of the 28 days: 15 fire, 14 do not', () => {
    const fifteen = outlet({ countedDays: counting(THURSDAY, range(2, 16)) });
    const fourteen = outlet({ countedDays: counting(THURSDAY, range(2, 15)) });
    const onlyLongAgo = outlet({ countedDays: counting(THURSDAY, range(30, 60)) });
    expect(ids(trafficSilent([fifteen, fourteen, onlyLongAgo], THURSDAY))).toEqual([fifteen.id]);
  });

  it('leaves out an outlet new this week, one without a counter and one that closed', () => {
    const newThisWeek = outlet({
      openDate: '2026-11-21',
      countedDays: counting(THURSDAY, [2, 3, 4]),
    });
    const noCounter = outlet();
    const closed = outlet({ closeDate: '2026-11-24', countedDays: counting(THURSDAY, usual) });
    expect(trafficSilent([newThisWeek, noCounter, closed], THURSDAY)).toEqual([]);
  });

  it('counts back from a Monday across the weekend', () => {
    const silent = outlet({ countedDays: counting(MONDAY, usual) });
    expect(trafficSilent([silent], MONDAY)[0]?.reason).toBe('no traffic count since 22 Nov');
  });
});

describe('no sales since', () => {
  it('lists each brand and type whose last sale is before the data day, since the day after it', () => {
    const stores = outlet({ lastSaleDay: THURSDAY });
    const eventOne = outlet({ typeCode: 'EVENT', lastSaleDay: '2026-06-08' });
    const eventThree = outlet({
      companyCode: 'KCG03',
      typeCode: 'EVENT',
      lastSaleDay: '2026-06-01',
    });
    const groups = noSalesSince([stores, eventOne, eventThree], THURSDAY);
    expect(groups.map(({ label, since, outlets }) => [label, since, outlets])).toEqual([
      ['KCG03', '2026-06-02', [eventThree]],
      ['EVENT', '2026-06-09', [eventOne, eventThree]],
    ]);
  });

  it('lists a type that is one brand’s whole scope once, as the brand', () => {
    const only = outlet({ companyCode: 'KCG05', typeCode: 'EVENT', lastSaleDay: '2026-06-08' });
    expect(noSalesSince([only], THURSDAY).map((group) => group.label)).toEqual(['KCG05']);
  });

  it('starts the day after the last sale: the data day when that was the day before', () => {
    const yesterday = outlet({ lastSaleDay: '2026-11-25' });
    const today = outlet({ companyCode: 'KCG02', lastSaleDay: THURSDAY });
    expect(noSalesSince([yesterday], THURSDAY).map((group) => group.since)).toEqual([THURSDAY]);
    expect(noSalesSince([today], THURSDAY)).toEqual([]);
  });

  it('needs sales before: a brand that never sold, or whose outlets closed, is not listed', () => {
    const never = outlet({ companyCode: 'KCG07', lastSaleDay: null });
    const closed = outlet({
      companyCode: 'KCG08',
      closeDate: '2026-07-01',
      lastSaleDay: '2026-06-30',
    });
    expect(noSalesSince([never, closed], THURSDAY)).toEqual([]);
  });

  it('reads as the brand or type and the date', () => {
    const eventOne = outlet({ typeCode: 'EVENT', lastSaleDay: '2026-06-08' });
    const storesTwo = outlet({ companyCode: 'KCG02', lastSaleDay: THURSDAY });
    const exceptions = todayExceptions([eventOne, storesTwo], THURSDAY, {
      behindPacePercent: 85,
      unusualDayMadFactor: 3,
    }).filter((exception) => exception.kind === 'no-sales-since');
    expect(exceptions).toEqual([
      {
        kind: 'no-sales-since',
        count: 1,
        since: '2026-06-09',
        outlets: [
          {
            outletId: eventOne.id,
            name: eventOne.name,
            company: 'KCG01',
            reason: 'KCG01: no sales since 9 Jun 2026',
          },
        ],
      },
    ]);
  });
});

describe('unusual day', () => {
  it('with no spread (MAD 0), lists any day at least Rp 1 M below the usual one', () => {
    const dropped = outlet({ sales: weeks(THURSDAY, [10 * M, 10 * M, 10 * M, 10 * M], 9 * M) });
    const halfMillion = outlet({
      sales: weeks(THURSDAY, [10 * M, 10 * M, 10 * M, 10 * M], 9.5 * M),
    });
    const members = unusualDay([dropped, halfMillion], THURSDAY, 3);
    expect(ids(members)).toEqual([dropped.id]);
    expect(members[0]?.reason).toBe('−10 % vs the usual Thursday');
  });

  it('counts exactly Rp 1 M below as at least the floor', () => {
    const floor = outlet({ sales: weeks(THURSDAY, [8 * M, 8 * M, 8 * M, 8 * M], 7 * M) });
    const justAbove = outlet({ sales: weeks(THURSDAY, [8 * M, 8 * M, 8 * M, 8 * M], 7 * M + 1) });
    expect(ids(unusualDay([floor, justAbove], THURSDAY, 3))).toEqual([floor.id]);
  });

  it('needs more than k deviations below the median', () => {
    // Median 13 M; deviations 3, 1, 1, 3 M: MAD 2 M; k = 3 puts the line at 7 M.
    const usual: [number, number, number, number] = [10 * M, 16 * M, 12 * M, 14 * M];
    const onTheLine = outlet({ sales: weeks(THURSDAY, usual, 7 * M) });
    const under = outlet({ sales: weeks(THURSDAY, usual, 7 * M - 1) });
    expect(ids(unusualDay([onTheLine, under], THURSDAY, 3))).toEqual([under.id]);
    // k = 1 puts it at 11 M.
    const tenAndAHalf = outlet({ sales: weeks(THURSDAY, usual, 10.5 * M) });
    expect(ids(unusualDay([tenAndAHalf], THURSDAY, 1))).toEqual([tenAndAHalf.id]);
    expect(unusualDay([tenAndAHalf], THURSDAY, 3)).toEqual([]);
  });

  it('does not fire on a small outlet’s noise: −90 % but less than Rp 1 M', () => {
    const small = outlet({ sales: weeks(THURSDAY, [M, 1.1 * M, 1.2 * M, M], 0.1 * M) });
    expect(unusualDay([small], THURSDAY, 3)).toEqual([]);
  });

  it('needs all four same weekdays and the data day: not an outlet new this week', () => {
    const newThisWeek = outlet({ openDate: '2026-11-20', sales: daysBefore(THURSDAY, { 0: 0 }) });
    const threeWeeks = outlet({
      sales: daysBefore(THURSDAY, { 21: 10 * M, 14: 10 * M, 7: 10 * M, 0: 1 * M }),
    });
    const noRowToday = outlet({ sales: weeks(THURSDAY, [10 * M, 10 * M, 10 * M, 10 * M]) });
    expect(unusualDay([newThisWeek, threeWeeks, noRowToday], THURSDAY, 3)).toEqual([]);
  });

  it('compares a Monday with the four Mondays before, largest drop first', () => {
    const usual: [number, number, number, number] = [20 * M, 20 * M, 20 * M, 20 * M];
    const small = outlet({ sales: weeks(MONDAY, usual, 15 * M) });
    const large = outlet({ sales: weeks(MONDAY, usual, 5 * M) });
    expect(reasons(unusualDay([small, large], MONDAY, 3))).toEqual([
      [large.id, '−75 % vs the usual Monday'],
      [small.id, '−25 % vs the usual Monday'],
    ]);
  });

  it('names the amount when the usual day sold nothing', () => {
    const returns = outlet({ sales: weeks(THURSDAY, [0, 0, 0, 0], -1.5 * M) });
    expect(unusualDay([returns], THURSDAY, 3)[0]?.reason).toBe(
      'Rp. 1.500.000 below the usual Thursday',
    );
  });
});

describe('the exceptions of a scope', () => {
  it('has one item per kind in the contract’s order, counts included, and the outlets’ names', () => {
    const missing = outlet({ sales: daysBefore(THURSDAY, { 7: M }) });
    const exceptions = todayExceptions([missing], THURSDAY, {
      behindPacePercent: 85,
      unusualDayMadFactor: 3,
    });
    expect(exceptions.map(({ kind, count, since }) => [kind, count, since])).toEqual([
      ['behind-pace', 0, null],
      ['not-reported', 1, null],
      ['traffic-silent', 0, null],
      ['unusual-day', 0, null],
    ]);
    expect(exceptions[1]?.outlets).toEqual([
      {
        outletId: missing.id,
        name: missing.name,
        company: 'KCG01',
        reason: 'no sales on Thu 26 Nov; sold on Thu 19 Nov',
      },
    ]);
  });
});
