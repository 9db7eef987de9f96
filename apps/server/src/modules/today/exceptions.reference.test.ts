/**
 * The Today page's exceptions on both engines, against a recomputation over the raw rows the
 * test wrote: a fixture of three brands (the third outside every scope asked) whose outlets
 * each play one part (behind pace, not reported, a silent counter, a drop on the data day, new
 * this week, closed, small, flat, ...) on top of irregular amounts, so that every kind has
 * members and non-members. Membership, reasons and the quiet brands' dates are recomputed here
 * with plain loops over the rows, not with the rules under test.
 */
import type { TodayException, TodayExceptionSettings } from '@outlet-pulse/contracts';
import { beforeAll, expect, it } from 'vitest';
import { MIGRATED, useTestDatabase } from '../../../test/database-templates';
import { describeEachEngine } from '../../../test/engines';
import type { DailySalesTable, DailyTrafficTable, LoadedOutlet } from '../../db/schema';
import { addDays, toDayNumber } from '../../lib/business-date';
import { refreshRollupOf } from '../sales-data';
import type { Selection } from '../sales-summary';
import { loadTodayExceptions } from './exceptions';

/** A Thursday, in a month of 30 days: the day the outlets' parts play on. */
const DATA_DAY = '2026-11-26';
/** A Saturday, the last of a month of 31 days, whose 1st lies before the traffic window. */
const MONTH_END = '2026-10-31';

const PARTS = [
  'steady',
  'behind',
  'not-reported',
  'silent counter',
  'drop',
  'new this week',
  'small',
  'closed',
  'patchy counter',
  'counter reads 0',
  'opened this year',
  'flat',
] as const;
type Part = (typeof PARTS)[number];

interface FixtureOutlet extends LoadedOutlet {
  part: Part | 'event';
}

/** An irregular factor from 0.85 to 1.15 for an outlet and a day. */
const noise = (seed: number, date: string) =>
  0.85 + ((((seed * 2654435761) ^ (toDayNumber(date) * 40503)) >>> 0) % 1000) / 3330;

const days = (from: string, to: string) => {
  const list: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) list.push(day);
  return list;
};

/** Nett is gross: the exceptions read nett alone. */
const UNDISCOUNTED = { markdown: 0, vip: 0, promo: 0, units: 10, transactions: 5 };

function buildFixture() {
  const outlets: FixtureOutlet[] = [];
  const sales: DailySalesTable[] = [];
  const traffic: DailyTrafficTable[] = [];
  const targets: { outlet_id: string; year: number; month: number; target: number }[] = [];
  const sale = (outlet_id: string, sale_date: string, nett: number) =>
    sales.push({ outlet_id, sale_date, nett, gross: nett, ...UNDISCOUNTED });
  const count = (outlet_id: string, traffic_date: string, visitors: number) =>
    traffic.push({ outlet_id, traffic_date, visitors });
  const outlet = (fields: Partial<FixtureOutlet> & Pick<FixtureOutlet, 'id' | 'part'>) => {
    const built: FixtureOutlet = {
      name: `Outlet ${fields.id}`,
      company_code: fields.id.slice(0, 2),
      type_code: 'STORES',
      group_code: 'O',
      city: 'Bandung',
      open_date: '2020-01-06',
      close_date: null,
      active: true,
      ...fields,
    };
    outlets.push(built);
    return built;
  };

  let seed = 0;
  for (const company of ['XA', 'XB', 'XC']) {
    for (const [index, part] of PARTS.entries()) {
      seed += 1;
      const o = outlet({
        id: `${company}-S${String(index).padStart(2, '0')}`,
        part,
        group_code: index % 3 === 2 ? 'SF' : 'O',
        open_date:
          part === 'new this week'
            ? addDays(DATA_DAY, -3)
            : part === 'opened this year'
              ? '2026-01-10'
              : '2020-01-06',
        close_date: part === 'closed' ? addDays(DATA_DAY, -10) : null,
      });
      const base = part === 'small' ? 1_100_000 : 6_000_000 + ((seed * 7919) % 9) * 1_500_000;
      const last = o.close_date ?? DATA_DAY;
      for (const day of [...days('2025-10-01', '2025-11-30'), ...days('2026-09-25', last)]) {
        if (day < o.open_date) continue;
        let nett = part === 'flat' ? 8_000_000 : Math.round(base * noise(seed, day));
        if (day === DATA_DAY) {
          if (part === 'not-reported') continue;
          if (part === 'drop') nett = Math.round(nett * 0.35);
          if (part === 'small') nett = 300_000;
          if (part === 'flat') nett = 6_800_000;
        }
        sale(o.id, day, nett);
        const silentFrom =
          part === 'silent counter' || part === 'counter reads 0' || part === 'patchy counter'
            ? addDays(DATA_DAY, -1)
            : '9999-12-31';
        if (day >= '2026-09-25' && part !== 'small') {
          const patchyGap = part === 'patchy counter' && toDayNumber(day) % 3 !== 0;
          if (day >= silentFrom) {
            if (part === 'counter reads 0') count(o.id, day, 0);
          } else if (!patchyGap) count(o.id, day, Math.round(nett / 150_000));
        }
      }
      for (const month of [10, 11])
        if (part !== 'small')
          targets.push({
            outlet_id: o.id,
            year: 2026,
            month,
            // Steady outlets land near 90 %: behind at a threshold of 95, on pace at 85.
            target: Math.round(
              base * 30 * (part === 'behind' ? 1.6 : part === 'steady' ? 1.1 : 0.97),
            ),
          });
    }
  }
  // Event outlets: two of XA sold last in June, one of XB sells on the data day, one of XC
  // (outside every scope) stopped in May.
  const events: [string, string][] = [
    ['XA-E1', '2026-06-08'],
    ['XA-E2', '2026-06-03'],
    ['XB-E1', DATA_DAY],
    ['XC-E1', '2026-05-01'],
  ];
  for (const [id, lastSale] of events) {
    outlet({ id, part: 'event', type_code: 'EVENT', open_date: '2025-01-01' });
    for (const day of days(addDays(lastSale, -20), lastSale))
      if (toDayNumber(day) % 2 === 0 || day === lastSale) sale(id, day, 2_500_000);
  }
  return { outlets, sales, traffic, targets };
}

type Fixture = ReturnType<typeof buildFixture>;

// --- The recomputation: plain loops over the fixture's rows. ---

const MONTH = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

interface Expected {
  kind: string;
  since: string | null;
  outlets: { outletId: string; company: string; reason: string }[];
}

function recompute(
  fixture: Fixture,
  scope: Selection,
  settings: TodayExceptionSettings,
  dataDay = DATA_DAY,
) {
  const year = Number(dataDay.slice(0, 4));
  const month = Number(dataDay.slice(5, 7));
  const monthFrom = `${dataDay.slice(0, 8)}01`;
  const lastYearFrom = `${year - 1}-${dataDay.slice(5, 8)}01`;
  const lastYearTo = new Date(Date.UTC(year - 1, month, 0)).toISOString().slice(0, 10);
  const lastYearSameTo = `${year - 1}${dataDay.slice(4)}`;
  const elapsed = Number(dataDay.slice(8));
  const inMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const weekday = (day: string, form: 'short' | 'long') =>
    new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { weekday: form, timeZone: 'UTC' });
  const inScope = fixture.outlets.filter(
    (o) =>
      scope.companies.includes(o.company_code) &&
      o.type_code === scope.type &&
      (scope.groups === null || scope.groups.includes(o.group_code)) &&
      (scope.outletIds === null || scope.outletIds.includes(o.id)),
  );
  const trading = inScope.filter(
    (o) => o.open_date <= dataDay && (o.close_date === null || o.close_date >= dataDay),
  );
  const nettOn = (id: string, day: string) =>
    fixture.sales.find((row) => row.outlet_id === id && row.sale_date === day)?.nett;
  const sumOf = (id: string, from: string, to: string) =>
    fixture.sales
      .filter((row) => row.outlet_id === id && row.sale_date >= from && row.sale_date <= to)
      .reduce((total, row) => total + row.nett, 0);
  const visitorsOn = (id: string, day: string) =>
    fixture.traffic.find((row) => row.outlet_id === id && row.traffic_date === day)?.visitors ?? 0;
  const entry = (o: FixtureOutlet, reason: string) => ({
    outletId: o.id,
    company: o.company_code,
    reason,
  });
  const dayMonth = (day: string) => `${Number(day.slice(8))} ${MONTH[Number(day.slice(5, 7)) - 1]}`;
  const expected: Expected[] = [];

  const behind: Expected['outlets'] = [];
  for (const o of trading) {
    const target =
      fixture.targets.find((row) => row.outlet_id === o.id && row.month === month)?.target ?? 0;
    if (target === 0) continue;
    const mtd = sumOf(o.id, monthFrom, dataDay);
    const sameDays = sumOf(o.id, lastYearFrom, lastYearSameTo);
    const whole = sumOf(o.id, lastYearFrom, lastYearTo);
    const projection = sameDays > 0 ? (mtd * whole) / sameDays : (mtd / elapsed) * inMonth;
    const percent = Math.round((projection / target) * 10000) / 100;
    if (percent < settings.behindPacePercent)
      behind.push(entry(o, `projected ${Math.floor(percent)} % of target`));
  }
  expected.push({ kind: 'behind-pace', since: null, outlets: behind });

  const weekBefore = addDays(dataDay, -7);
  expected.push({
    kind: 'not-reported',
    since: null,
    outlets: inScope
      .filter((o) => nettOn(o.id, weekBefore) !== undefined && nettOn(o.id, dataDay) === undefined)
      .map((o) =>
        entry(
          o,
          `no sales on ${weekday(dataDay, 'short')} ${dayMonth(dataDay)}; sold on ${weekday(weekBefore, 'short')} ${dayMonth(weekBefore)}`,
        ),
      ),
  });

  const silent: Expected['outlets'] = [];
  for (const o of trading) {
    if (visitorsOn(o.id, dataDay) > 0 || visitorsOn(o.id, addDays(dataDay, -1)) > 0) continue;
    const countedDays = days(addDays(dataDay, -29), addDays(dataDay, -2)).filter(
      (day) => visitorsOn(o.id, day) > 0,
    );
    if (countedDays.length < 15) continue;
    const lastCounted = countedDays[countedDays.length - 1] as string;
    silent.push(entry(o, `no traffic count since ${dayMonth(addDays(lastCounted, 1))}`));
  }
  expected.push({ kind: 'traffic-silent', since: null, outlets: silent });

  const lastSale = (members: FixtureOutlet[]) =>
    fixture.sales
      .filter(
        (row) =>
          members.some((o) => o.id === row.outlet_id) && row.nett > 0 && row.sale_date <= dataDay,
      )
      .reduce<string | null>(
        (last, row) => (last && last > row.sale_date ? last : row.sale_date),
        null,
      );
  const quiet: Expected[] = [];
  const brandSets: string[] = [];
  for (const [field, keys] of [
    ['company_code', [...new Set(trading.map((o) => o.company_code))].sort()],
    ['type_code', [...new Set(trading.map((o) => o.type_code))].sort()],
  ] as const) {
    for (const key of keys) {
      const members = trading.filter((o) => o[field] === key);
      const ids = members.map((o) => o.id).join();
      if (field === 'company_code') brandSets.push(ids);
      else if (brandSets.includes(ids)) continue;
      const last = lastSale(members);
      if (last === null || last >= dataDay) continue;
      const since = addDays(last, 1);
      quiet.push({
        kind: 'no-sales-since',
        since,
        outlets: members.map((o) =>
          entry(o, `${key}: no sales since ${dayMonth(since)} ${since.slice(0, 4)}`),
        ),
      });
    }
  }
  expected.push(...quiet);

  const unusual: Expected['outlets'] = [];
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return ((sorted[1] as number) + (sorted[2] as number)) / 2;
  };
  for (const o of inScope) {
    const today = nettOn(o.id, dataDay);
    const usual = [7, 14, 21, 28].map((back) => nettOn(o.id, addDays(dataDay, -back)));
    if (today === undefined || usual.some((value) => value === undefined)) continue;
    const values = usual as number[];
    const middle = median(values);
    const deviation = median(values.map((value) => Math.abs(value - middle)));
    const gap = middle - today;
    if (gap < 1_000_000 || today >= middle - settings.unusualDayMadFactor * deviation) continue;
    const percent = Math.round((gap / middle) * 100);
    unusual.push(entry(o, `−${percent} % vs the usual ${weekday(dataDay, 'long')}`));
  }
  expected.push({ kind: 'unusual-day', since: null, outlets: unusual });
  return { expected, inScope };
}

/** What the answer says, in the recomputation's terms, outlets in id order. */
const comparable = (exceptions: TodayException[]): Expected[] =>
  exceptions.map(({ kind, since, count, outlets }) => {
    expect(count).toBe(outlets.length);
    return {
      kind,
      since,
      outlets: outlets
        .map(({ outletId, company, reason }) => ({ outletId, company, reason }))
        .sort((a, b) => a.outletId.localeCompare(b.outletId)),
    };
  });
const sortedExpected = (expected: Expected[]) =>
  expected.map((item) => ({
    ...item,
    outlets: [...item.outlets].sort((a, b) => a.outletId.localeCompare(b.outletId)),
  }));

const DEFAULTS = { behindPacePercent: 85, unusualDayMadFactor: 3 };
const SCOPES: [string, Selection, TodayExceptionSettings, string?][] = [
  [
    'XA and XB stores, every group',
    { companies: ['XA', 'XB'], type: 'STORES', groups: null, outletIds: null },
    DEFAULTS,
  ],
  [
    'XA and XB stores, thresholds 95 % and k = 1',
    { companies: ['XA', 'XB'], type: 'STORES', groups: null, outletIds: null },
    { behindPacePercent: 95, unusualDayMadFactor: 1 },
  ],
  [
    'XB stores of group O',
    { companies: ['XB'], type: 'STORES', groups: ['O'], outletIds: null },
    DEFAULTS,
  ],
  [
    'a list of outlets',
    {
      companies: ['XA', 'XB'],
      type: 'STORES',
      groups: null,
      outletIds: ['XA-S02', 'XA-S03', 'XB-S04', 'XB-S07', 'XB-S11'],
    },
    DEFAULTS,
  ],
  [
    'XA and XB events',
    { companies: ['XA', 'XB'], type: 'EVENT', groups: null, outletIds: null },
    DEFAULTS,
  ],
  ['XA events', { companies: ['XA'], type: 'EVENT', groups: null, outletIds: null }, DEFAULTS],
  [
    'XA and XB stores on 31 October (the month to date starts before the traffic window)',
    { companies: ['XA', 'XB'], type: 'STORES', groups: null, outletIds: null },
    DEFAULTS,
    MONTH_END,
  ],
];

describeEachEngine('Today exceptions against the raw rows', (engine) => {
  const testDatabase = useTestDatabase(engine, { from: MIGRATED });
  const fixture = buildFixture();

  beforeAll(async () => {
    const { kysely } = testDatabase().database;
    await kysely
      .insertInto('outlets')
      .values(fixture.outlets.map(({ part, ...row }) => row))
      .execute();
    await kysely.insertInto('daily_sales').values(fixture.sales).execute();
    await kysely.insertInto('daily_traffic').values(fixture.traffic).execute();
    await kysely.insertInto('monthly_targets').values(fixture.targets).execute();
    await kysely.transaction().execute((transaction) =>
      refreshRollupOf(
        transaction,
        'daily_sales',
        `(SELECT DISTINCT outlet_id, CAST(EXTRACT(YEAR FROM sale_date) AS INTEGER) AS year,
                 CAST(EXTRACT(MONTH FROM sale_date) AS INTEGER) AS month FROM daily_sales)`,
      ),
    );
  });

  for (const [title, scope, settings, dataDay = DATA_DAY] of SCOPES) {
    it(`lists what the rows say for ${title}`, async () => {
      const answer = await loadTodayExceptions(
        testDatabase().database.kysely,
        scope,
        dataDay,
        settings,
      );
      const { expected, inScope } = recompute(fixture, scope, settings, dataDay);
      expect(comparable(answer)).toEqual(sortedExpected(expected));
      // Nothing outside the scope: not XC, not another type, group or outlet.
      const allowed = new Set(inScope.map((o) => o.id));
      for (const item of answer)
        for (const { outletId } of item.outlets) expect(allowed.has(outletId)).toBe(true);
    });
  }

  it('has members and non-members of every kind in the fixture', () => {
    const scope = SCOPES[0]?.[1] as Selection;
    const { expected, inScope } = recompute(fixture, scope, DEFAULTS);
    for (const kind of ['behind-pace', 'not-reported', 'traffic-silent', 'unusual-day']) {
      const members = expected.find((item) => item.kind === kind)?.outlets.length ?? 0;
      expect({ kind, members: members > 0 }).toEqual({ kind, members: true });
      expect(members).toBeLessThan(inScope.length);
    }
    const events = recompute(fixture, SCOPES[4]?.[1] as Selection, DEFAULTS).expected;
    expect(
      events.filter((item) => item.kind === 'no-sales-since').map((item) => item.since),
    ).toEqual(['2026-06-09']);
  });

  it('lists nothing for a scope without outlets or without data', async () => {
    const { kysely } = testDatabase().database;
    const none: Selection = { companies: [], type: 'STORES', groups: null, outletIds: null };
    const empty = await loadTodayExceptions(kysely, none, DATA_DAY, DEFAULTS);
    expect(empty.map(({ kind, count }) => [kind, count])).toEqual([
      ['behind-pace', 0],
      ['not-reported', 0],
      ['traffic-silent', 0],
      ['unusual-day', 0],
    ]);
    const scope = SCOPES[0]?.[1] as Selection;
    expect(await loadTodayExceptions(kysely, scope, null, DEFAULTS)).toEqual([]);
  });
});
