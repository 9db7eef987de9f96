/**
 * The Today answer (issue 26) against an independent recomputation from the raw daily rows
 * (test/sales-reference/: the reference data set, business today 2026-03-15, `datelast`
 * 2026-03-10, a Tuesday), on both engines, as `manager` (every company) and `staff` (KCG01 and
 * KCG03): the shown day and its comparisons, freshness, the running month day by day with its
 * cumulative series and projection, the league table (brands, or group × type for one brand),
 * and the drivers split adding up to the growth. The month's key figures equal the sales
 * summary's pacing for the same selection.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachEngine } from '../../../test/engines';
import {
  differences,
  type Query,
  queryString,
  type SalesHarness,
  startSalesHarness,
} from '../../../test/sales-reference/harness';
import type { RawData, ReferenceCaller } from '../../../test/sales-reference/raw-data';
import { expectedDay, growthOf, round2 } from '../../../test/sales-reference/today-expected';

const DATELAST = '2026-03-10';
const TODAY = '2026-03-15';
const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

// Plain calendar arithmetic, written apart from the server's.
const DAY_MS = 86_400_000;
const ms = (date: string) => Date.parse(`${date}T00:00:00Z`);
const shift = (date: string, days: number) =>
  new Date(ms(date) + days * DAY_MS).toISOString().slice(0, 10);
const dateOf = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
const growth = growthOf;

interface TodayInput {
  company?: string[];
  type?: string;
  group?: string[];
  outlet?: string[];
}

/** The outlets a filter means for a caller, from the raw tables. */
function scopeOutlets(raw: RawData, caller: ReferenceCaller, input: TodayInput) {
  const companies =
    !input.company || input.company.includes('TOTAL')
      ? caller.visibleCompanies
      : caller.visibleCompanies.filter((code) => input.company?.includes(code));
  const type = input.type ?? 'STORES';
  const groups = input.group ?? ['O'];
  return raw.outlets.filter(
    (outlet) =>
      companies.includes(outlet.companyCode) &&
      outlet.typeCode === type &&
      (groups.includes('TOTALKCG') || groups.includes(outlet.groupCode)) &&
      (!input.outlet || input.outlet.includes(outlet.id)),
  );
}

/** Everything but the exceptions, recomputed from the rows. */
function expectedToday(raw: RawData, caller: ReferenceCaller, input: TodayInput) {
  const outlets = scopeOutlets(raw, caller, input);
  const ids = new Set(outlets.map((outlet) => outlet.id));
  const companyOf = new Map(outlets.map((outlet) => [outlet.id, outlet.companyCode]));
  const groupOf = new Map(outlets.map((outlet) => [outlet.id, outlet.groupCode]));
  const companyCodes =
    !input.company || input.company.includes('TOTAL')
      ? caller.visibleCompanies
      : caller.visibleCompanies.filter((code) => input.company?.includes(code));
  const companies = raw.companies
    .filter((company) => companyCodes.includes(company.code))
    .sort((a, b) => (a.code < b.code ? -1 : 1))
    .map((company) => ({ code: company.code, name: company.name }));
  const sales = raw.sales.filter((row) => ids.has(row.outletId));
  type Keep = (outletId: string) => boolean;
  const all: Keep = () => true;
  const nettBetween = (from: string, to: string, keep: Keep = all) => {
    let total = 0;
    for (const row of sales) {
      if (row.date >= from && row.date <= to && keep(row.outletId)) total += row.nett;
    }
    return total;
  };
  const nettOn = (date: string, keep: Keep = all) => nettBetween(date, date, keep);
  const targetOf = (year: number, month: number, keep: Keep = all) =>
    raw.targets
      .filter((row) => ids.has(row.outletId) && keep(row.outletId))
      .filter((row) => row.year === year && row.month === month)
      .reduce((total, row) => total + row.target, 0);

  // The data day, Tuesday 10 March 2026.
  const day = DATELAST;
  const dayTarget = targetOf(2026, 3) / 31;
  const days = [
    expectedDay(nettOn, dayTarget, {
      date: day,
      weekday: 'Tue',
      sameWeekday: shift(day, -364),
      sameDate: '2025-03-10',
    }),
  ];

  const lastWeek = shift(day, -7);
  const expected = outlets.filter((outlet) =>
    sales.some((row) => row.outletId === outlet.id && row.date === lastWeek),
  );
  const reported = expected.filter((outlet) =>
    sales.some((row) => row.outletId === outlet.id && row.date === day),
  );

  // Pacing of March 2026 to the 10th, for any part of the scope.
  const pacing = (keep: Keep) => {
    const target = targetOf(2026, 3, keep);
    const nett = nettBetween('2026-03-01', day, keep);
    const sameDays = nettBetween('2025-03-01', '2025-03-10', keep);
    const whole = nettBetween('2025-03-01', '2025-03-31', keep);
    const projection = sameDays > 0 ? nett * (whole / sameDays) : (nett / 10) * 31;
    const toDate = (target * 10) / 31;
    return {
      target,
      nett,
      toDate,
      sameDays,
      projection,
      achievement: toDate === 0 ? null : round2((nett / toDate) * 100),
      growth: growth(nett, sameDays),
      projected: target === 0 ? null : round2((projection / target) * 100),
      needed: target === 0 ? null : nett >= target ? 0 : Math.round((target - nett) / 21),
    };
  };
  const scope = pacing(all);

  let cumulative = 0;
  let cumulativeLastYear = 0;
  const lastYearCumulative: number[] = [];
  for (let d = 1; d <= 31; d += 1) {
    cumulativeLastYear += nettOn(shift(dateOf(2026, 3, d), -364));
    lastYearCumulative.push(cumulativeLastYear);
  }
  const atData = lastYearCumulative[9] as number;
  const atEnd = lastYearCumulative[30] as number;
  const daily = Array.from({ length: 31 }, (_, index) => {
    const d = index + 1;
    const date = dateOf(2026, 3, d);
    const nett = d <= 10 ? nettOn(date) : null;
    if (nett !== null) cumulative += nett;
    const lastYearNett = nettOn(shift(date, -364));
    const share =
      atEnd > atData
        ? ((lastYearCumulative[index] as number) - atData) / (atEnd - atData)
        : (d - 10) / 21;
    return {
      date,
      weekday: WEEKDAY_NAMES[new Date(ms(date)).getUTCDay()],
      nett,
      target: dayTarget === 0 ? null : Math.round(dayTarget),
      achievementPersen: nett === null || dayTarget === 0 ? null : round2((nett / dayTarget) * 100),
      lastYearDate: shift(date, -364),
      lastYearNett,
      growthPersen: nett === null ? null : growth(nett, lastYearNett),
      cumulativeNett: d <= 10 ? cumulative : null,
      cumulativeTarget: scope.target === 0 ? null : (scope.target * d) / 31,
      cumulativeLastYear: lastYearCumulative[index],
      projectedCumulative: d < 10 ? null : scope.nett + (scope.projection - scope.nett) * share,
    };
  });

  const sparkline = (keep: Keep) =>
    Array.from({ length: 14 }, (_, index) => {
      const nett = nettOn(shift(day, index - 13), keep);
      return nett === 0 ? null : nett;
    });
  const isLfl = (outletId: string) => {
    const outlet = outlets.find((candidate) => candidate.id === outletId);
    return (
      outlet !== undefined &&
      outlet.openDate <= '2025-03-01' &&
      (outlet.closeDate === null || outlet.closeDate >= DATELAST)
    );
  };
  const leagueRow = (
    key: string,
    label: string,
    company: string,
    group: string | null,
    keep: Keep,
  ) => {
    const figures = pacing(keep);
    const lfl: Keep = (id) => keep(id) && isLfl(id);
    return {
      key,
      label,
      company,
      type: input.type ?? 'STORES',
      group,
      nett: figures.nett,
      targetToDate: figures.toDate === 0 ? null : Math.round(figures.toDate),
      achievementPersen: figures.achievement,
      growthPersen: figures.growth,
      lflGrowthPersen: growth(
        nettBetween('2026-03-01', day, lfl),
        nettBetween('2025-03-01', '2025-03-10', lfl),
      ),
      projectedPersen: figures.projected,
      neededPerDay: figures.needed,
      sparkline: sparkline(keep),
    };
  };
  const oneBrand = companies.length === 1;
  const typeName = raw.types.find((type) => type.code === (input.type ?? 'STORES'))?.name;
  const rows = oneBrand
    ? raw.groups
        .filter((group) =>
          [
            ...[...raw.sales, ...raw.traffic].filter(
              (row) =>
                (row.date >= '2026-03-01' && row.date <= DATELAST) ||
                (row.date >= '2025-03-01' && row.date <= '2025-03-31'),
            ),
            ...raw.targets.filter((row) => row.year === 2026 && row.month === 3),
          ].some((row) => ids.has(row.outletId) && groupOf.get(row.outletId) === group.code),
        )
        .map((group) =>
          leagueRow(
            `${companies[0]?.code}:${group.code}:${input.type ?? 'STORES'}`,
            `${group.name} · ${typeName}`,
            companies[0]?.code as string,
            group.code,
            (id) => groupOf.get(id) === group.code,
          ),
        )
    : companies.map((company) =>
        leagueRow(
          company.code,
          company.name,
          company.code,
          null,
          (id) => companyOf.get(id) === company.code,
        ),
      );
  rows.sort((a, b) => {
    if (a.projectedPersen === b.projectedPersen) return a.label.localeCompare(b.label);
    if (a.projectedPersen === null) return 1;
    if (b.projectedPersen === null) return -1;
    return a.projectedPersen - b.projectedPersen;
  });

  return {
    companies,
    freshness: {
      dataUntil: DATELAST,
      ageDays: 5,
      reportedOutlets: reported.length,
      expectedOutlets: expected.length,
    },
    days,
    daily,
    league: { level: oneBrand ? 'group-type' : 'brand', rows },
    /** Sums of the month to date and last year's same days, per company or for the scope. */
    driverSums(keep: Keep) {
      const sum = (from: string, to: string) => {
        const picked = sales.filter(
          (row) => row.date >= from && row.date <= to && keep(row.outletId),
        );
        const visitors = raw.traffic
          .filter((row) => ids.has(row.outletId) && keep(row.outletId))
          .filter((row) => row.date >= from && row.date <= to)
          .reduce((total, row) => total + row.visitors, 0);
        return {
          nett: picked.reduce((total, row) => total + row.nett, 0),
          units: picked.reduce((total, row) => total + row.units, 0),
          transactions: picked.reduce((total, row) => total + row.transactions, 0),
          visitors,
        };
      };
      return { current: sum('2026-03-01', day), last: sum('2025-03-01', '2025-03-10') };
    },
    companyOf,
  };
}

/** Each factor's share of the growth, exact: ln(factor ratio) × growth ÷ ln(nett ratio). */
function exactDrivers(sums: {
  current: { nett: number; units: number; transactions: number; visitors: number };
  last: { nett: number; units: number; transactions: number; visitors: number };
}) {
  const { current: c, last: l } = sums;
  const g = (c.nett / l.nett - 1) * 100;
  const lnNett = Math.log(c.nett / l.nett);
  const scale = Math.abs(lnNett) < 1e-12 ? 100 : g / lnNett;
  const transactions = scale * Math.log(c.transactions / l.transactions);
  const upt = scale * Math.log(c.units / c.transactions / (l.units / l.transactions));
  const asp = scale * Math.log(c.nett / c.units / (l.nett / l.units));
  const traffic =
    c.visitors > 0 && l.visitors > 0 ? scale * Math.log(c.visitors / l.visitors) : null;
  return { growth: g, transactions, upt, asp, traffic };
}

const USERS = ['manager', 'staff'] as const;

/** Selections whose month figures are compared with the sales summary's pacing. */
const PACING_SELECTIONS = [
  { company: 'TOTAL', group: 'O' },
  { company: 'KCG01', group: 'TOTALKCG' },
  { company: 'KCG03', group: 'O' },
];

const FILTERS: [string, TodayInput][] = [
  ['everything (TOTAL STORES O)', {}],
  ['TOTAL STORES TOTALKCG', { company: ['TOTAL'], group: ['TOTALKCG'] }],
  ['KCG01 alone: group × type rows', { company: ['KCG01'], group: ['TOTALKCG'] }],
  ['KCG01 and KCG03, O and SF', { company: ['KCG01', 'KCG03'], group: ['O', 'SF'] }],
  [
    'KCG03 outlets',
    { company: ['KCG03'], outlet: ['KCG03-0004', 'KCG03-0001'], group: ['TOTALKCG'] },
  ],
  ['ONLINE (no traffic)', { type: 'ONLINE', group: ['TOTALKCG'] }],
  ['EVENT (no outlets)', { type: 'EVENT' }],
];

describeEachEngine('the Today answer against the raw rows', (engine) => {
  let harness: SalesHarness;

  beforeAll(async () => {
    harness = await startSalesHarness(engine);
  });
  afterAll(async () => harness.stop());

  async function today(username: string, query: Query) {
    const search = queryString(query);
    const response = await harness.app.inject({
      method: 'GET',
      url: `/api/portal/sales/today${search ? `?${search}` : ''}`,
      headers: await harness.headersOf(username),
    });
    return { statusCode: response.statusCode, body: response.json() };
  }

  for (const username of USERS) {
    describe(`as ${username}`, () => {
      for (const [name, input] of FILTERS) {
        it(`${name}: every figure`, async () => {
          const caller = await harness.callerOf(username);
          const answer = await today(username, { ...input });
          expect(answer.statusCode, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
          const data = answer.body.data;
          const wanted = expectedToday(harness.raw, caller, input);

          expect(data.scope.companies).toEqual(wanted.companies);
          expect(data.freshness).toEqual(wanted.freshness);
          expect(data.days, differences(data.days, wanted.days)).toEqual(wanted.days);
          expect(data.league, differences(data.league, wanted.league)).toEqual(wanted.league);
          // The daily series: exact where the figures are sums, within a rupiah where they
          // are rounded from fractions (the target spread over the days, the projection).
          const looseFields = ['cumulativeTarget', 'projectedCumulative'] as const;
          const strip = (rows: Record<string, unknown>[]) =>
            rows.map((row) => {
              const copy = { ...row };
              for (const field of looseFields) delete copy[field];
              return copy;
            });
          expect(strip(data.daily), differences(strip(data.daily), strip(wanted.daily))).toEqual(
            strip(wanted.daily),
          );
          data.daily.forEach((row: Record<string, number | null>, index: number) => {
            for (const field of looseFields) {
              const value = wanted.daily[index]?.[field] ?? null;
              if (value === null) expect(row[field], `${row.date} ${field}`).toBeNull();
              else
                expect(
                  Math.abs((row[field] as number) - value),
                  `${row.date} ${field}`,
                ).toBeLessThanOrEqual(1);
            }
          });
          // The projected line ends on the month's projection.
          const month = data.month.month;
          if (month?.projection !== null && month !== null) {
            expect(data.daily[30].projectedCumulative).toBe(month.projection);
          }

          // Drivers: growth equals the month's; the contributions add up to it.
          const splits = [
            { split: data.drivers.scope, keep: () => true },
            ...data.drivers.brands.map((brand: { company: string }) => ({
              split: brand,
              keep: (id: string) => wanted.companyOf.get(id) === brand.company,
            })),
          ];
          expect(data.drivers.brands.map((brand: { company: string }) => brand.company)).toEqual(
            wanted.companies.map((company) => company.code),
          );
          for (const { split, keep } of splits) {
            const sums = wanted.driverSums(keep);
            expect(split.growthPersen).toBe(growth(sums.current.nett, sums.last.nett));
            expect(split.trafficMeasured).toBe(sums.current.visitors > 0 && sums.last.visitors > 0);
            if (
              split.growthPersen === null ||
              sums.current.nett === 0 ||
              sums.current.transactions === 0
            )
              continue;
            const exact = exactDrivers(sums);
            const near = (value: number | null, wantedValue: number) =>
              expect(Math.abs((value as number) - wantedValue)).toBeLessThanOrEqual(0.02);
            near(split.transactionsPp, exact.transactions);
            near(split.uptPp, exact.upt);
            near(split.aspPp, exact.asp);
            near(split.atvPp, exact.upt + exact.asp);
            expect(
              Math.abs(split.transactionsPp + split.atvPp - split.growthPersen),
            ).toBeLessThanOrEqual(0.01);
            expect(Math.abs(split.uptPp + split.aspPp - split.atvPp)).toBeLessThanOrEqual(0.01);
            if (exact.traffic === null) {
              expect(split.trafficPp).toBeNull();
              expect(split.conversionPp).toBeNull();
            } else {
              near(split.trafficPp, exact.traffic);
              expect(
                Math.abs(split.trafficPp + split.conversionPp + split.atvPp - split.growthPersen),
              ).toBeLessThanOrEqual(0.01);
            }
          }
        });
      }

      it('the month is the sales summary’s pacing for the same selection', async () => {
        for (const { company, group } of PACING_SELECTIONS) {
          const answer = await today(username, { company, group });
          const summary = await harness.get(username, 'chartsalessummary', {
            company,
            type: 'STORES',
            group,
            year: 2026,
            outlet: 'All',
          });
          expect(answer.statusCode).toBe(200);
          expect(answer.body.data.month).toEqual(
            (summary.body as { data: { pacing: unknown } }).data.pacing,
          );
        }
      });
    });
  }

  it('today is the business date of the app clock', () => {
    expect(TODAY).toBe('2026-03-15');
  });
});
