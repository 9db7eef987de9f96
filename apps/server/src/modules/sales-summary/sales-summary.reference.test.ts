/**
 * Every sales call, for a representative set of filters, as `manager` (all companies, may see
 * excluded ones, structure = the holding) and as `staff` (KCG01 and KCG03, structure KCG01),
 * compared field by field with the independent reference (test/sales-reference/). Business
 * today is 2026-03-15 and `datelast` 2026-03-10 for every type: March 2026 is the running
 * month to the 10th, also for ONLINE (last sale on the 5th) and the event type POPUP (last sale
 * on 11 January).
 */
import { DILUTION_KINDS } from '@outlet-pulse/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachEngine } from '../../../test/engines';
import {
  allBrandQuery,
  DETAIL_CALLS,
  detailQuery,
  dilutionDetailQuery,
  FILTER_CALLS,
  filterQuery,
} from '../../../test/sales-reference/calls';
import {
  expectAnswerData,
  type Query,
  type SalesHarness,
  startSalesHarness,
} from '../../../test/sales-reference/harness';
import type {
  AllBrandInput,
  DetailInput,
  DilutionDetailInput,
  FilterInput,
  Outcome,
} from '../../../test/sales-reference/reference';

const USERS = ['manager', 'staff'] as const;

const filter = (fields: Partial<FilterInput>): FilterInput => ({
  company: 'TOTAL',
  type: 'STORES',
  group: ['O'],
  year: 2026,
  outlet: 'All',
  ...fields,
});

/** Chart filters: each company, TOTAL, each type, group lists, outlet lists, each year. */
const CHART_FILTERS: [string, FilterInput][] = [
  ['TOTAL STORES O 2026', filter({})],
  ['TOTAL STORES TOTALKCG 2025', filter({ group: ['TOTALKCG'], year: 2025 })],
  ['TOTAL STORES O,SF 2024 (29 February)', filter({ group: ['O', 'SF'], year: 2024 })],
  ['TOTAL STORES SF 2025', filter({ group: ['SF'], year: 2025 })],
  ['KCG01 STORES TOTALKCG 2025', filter({ company: 'KCG01', group: ['TOTALKCG'], year: 2025 })],
  ['KCG02 STORES O 2025', filter({ company: 'KCG02', year: 2025 })],
  ['KCG03 STORES TOTALKCG 2026', filter({ company: 'KCG03', group: ['TOTALKCG'] })],
  ['KCG04 STORES O 2024 (no sales that year)', filter({ company: 'KCG04', year: 2024 })],
  ['KCG04 STORES O 2026', filter({ company: 'KCG04' })],
  ['KCG09 STORES O 2025 (excluded company)', filter({ company: 'KCG09', year: 2025 })],
  [
    'KCG01 ONLINE O 2024 (no traffic, 0 transactions in Nov)',
    filter({ company: 'KCG01', type: 'ONLINE', year: 2024 }),
  ],
  ['TOTAL ONLINE TOTALKCG 2026', filter({ type: 'ONLINE', group: ['TOTALKCG'] })],
  ['TOTAL EVENT O 2026 (no outlets)', filter({ type: 'EVENT' })],
  [
    'KCG01 outlet KCG01-0001 2025 (zero day, no traffic in Oct)',
    filter({ company: 'KCG01', year: 2025, outlet: ['KCG01-0001'] }),
  ],
  [
    'KCG01 outlets 0002,0003 TOTALKCG 2025 (opening, closing)',
    filter({
      company: 'KCG01',
      group: ['TOTALKCG'],
      year: 2025,
      outlet: ['KCG01-0002', 'KCG01-0003'],
    }),
  ],
  [
    'KCG01 outlet KCG01-0002 2024 (opens mid-March)',
    filter({ company: 'KCG01', year: 2024, outlet: ['KCG01-0002'] }),
  ],
  [
    'KCG03 outlet KCG03-0004 2026 (reopened, LFL from Feb)',
    filter({ company: 'KCG03', outlet: ['KCG03-0004'] }),
  ],
  [
    'KCG03 SF outlet KCG03-0002 2025 (a month of 0 nett)',
    filter({ company: 'KCG03', group: ['SF'], year: 2025, outlet: ['KCG03-0002'] }),
  ],
  ['TOTAL outlet KCG03-0001 2024 (closed)', filter({ year: 2024, outlet: ['KCG03-0001'] })],
  [
    'TOTAL outlets of two companies 2025',
    filter({ year: 2025, outlet: ['KCG01-0001', 'KCG03-0004'] }),
  ],
  [
    'KCG02 STORES TOTALKCG 2026 (closing before and on datelast in the running month)',
    filter({ company: 'KCG02', group: ['TOTALKCG'] }),
  ],
  [
    'KCG02 outlet KCG02-0002 2025 (closes on 30 November)',
    filter({ company: 'KCG02', year: 2025, outlet: ['KCG02-0002'] }),
  ],
  [
    'KCG01 outlet KCG01-0002 2025 (sales days without a traffic reading)',
    filter({ company: 'KCG01', year: 2025, outlet: ['KCG01-0002'] }),
  ],
  [
    'KCG01 outlet KCG01-0001 2026 (traffic after datelast)',
    filter({ company: 'KCG01', outlet: ['KCG01-0001'] }),
  ],
  [
    'TOTAL BAZAAR O 2024 (last sale 29 February, then finished months without sales)',
    filter({ type: 'BAZAAR', year: 2024 }),
  ],
  [
    'TOTAL BAZAAR O 2025 (a year after the type’s last sale: −100 % in Jan and Feb)',
    filter({ type: 'BAZAAR', year: 2025 }),
  ],
  [
    'KCG01 ONLINE O 2026 (last ONLINE sale on the 5th, running month to datelast)',
    filter({ company: 'KCG01', type: 'ONLINE' }),
  ],
  [
    'TOTAL POPUP O 2026 (event type: last sale 11 Jan, February finished without sales)',
    filter({ type: 'POPUP' }),
  ],
  [
    'KCG01 POPUP TOTALKCG 2025 (event months against 2024’s)',
    filter({ company: 'KCG01', type: 'POPUP', group: ['TOTALKCG'], year: 2025 }),
  ],
];

/** Filters every caller must be refused, with the status the note gives. */
const REFUSED_FILTERS: [string, FilterInput][] = [
  ['a year before the allowed three', filter({ year: 2023 })],
  ['a year after the current one', filter({ year: 2027 })],
  ['an unknown company', filter({ company: 'KCG77' })],
  ['an unknown type', filter({ type: 'KIOSK' })],
  ['an unknown group', filter({ group: ['O', 'XX'] })],
  ['an unknown outlet', filter({ outlet: ['KCG01-9999'] })],
  ['an outlet of another company', filter({ company: 'KCG01', outlet: ['KCG03-0004'] })],
  ['an outlet of another type', filter({ company: 'KCG01', outlet: ['KCG01-W001'] })],
  ['an outlet of another group', filter({ company: 'KCG01', outlet: ['KCG01-0003'] })],
];

/** Refused to staff (403), answered to manager, who sees every company. */
const STAFF_ONLY_REFUSED: [string, FilterInput][] = [
  ['KCG02, which staff may not see', filter({ company: 'KCG02' })],
  ['an outlet of KCG02, which staff may not see', filter({ outlet: ['KCG02-0001'] })],
  ['KCG09, excluded by default', filter({ company: 'KCG09' })],
];

const answeredTo = (username: string) =>
  username === 'manager' ? [...CHART_FILTERS, ...STAFF_ONLY_REFUSED] : CHART_FILTERS;
const refusedTo = (username: string) =>
  username === 'staff' ? [...REFUSED_FILTERS, ...STAFF_ONLY_REFUSED] : REFUSED_FILTERS;

const detail = (fields: Partial<DetailInput>): DetailInput => ({
  ...filter({}),
  month: 3,
  ...fields,
});

const DETAIL_FILTERS: [string, DetailInput][] = [
  ['TOTAL Mar 2026 (reference day = datelast)', detail({})],
  [
    'TOTAL TOTALKCG Feb 2024 (29 February; last year clipped)',
    detail({ group: ['TOTALKCG'], year: 2024, month: 2 }),
  ],
  ['TOTAL Feb 2025', detail({ year: 2025, month: 2 })],
  ['TOTAL Feb 2026 (reopened outlet becomes LFL)', detail({ month: 2 })],
  ['TOTAL Apr 2026 (future month)', detail({ month: 4 })],
  ['TOTAL TOTALKCG May 2025 (no target)', detail({ group: ['TOTALKCG'], year: 2025, month: 5 })],
  [
    'TOTAL TOTALKCG Aug 2025 (closing outlet)',
    detail({ group: ['TOTALKCG'], year: 2025, month: 8 }),
  ],
  [
    'TOTAL TOTALKCG Sep 2025 (zero day and zero month)',
    detail({ group: ['TOTALKCG'], year: 2025, month: 9 }),
  ],
  ['TOTAL Oct 2025 (no traffic at KCG01-0001)', detail({ year: 2025, month: 10 })],
  ['TOTAL Jun 2025 (KCG04 opens)', detail({ year: 2025, month: 6 })],
  ['TOTAL Mar 2024 (KCG01-0002 opens mid-month)', detail({ year: 2024, month: 3 })],
  ['TOTAL Dec 2024', detail({ year: 2024, month: 12 })],
  ['KCG01 Mar 2025', detail({ company: 'KCG01', year: 2025 })],
  [
    'KCG03 TOTALKCG Jan 2025',
    detail({ company: 'KCG03', group: ['TOTALKCG'], year: 2025, month: 1 }),
  ],
  ['KCG02 Nov 2025', detail({ company: 'KCG02', year: 2025, month: 11 })],
  ['KCG09 Jul 2024', detail({ company: 'KCG09', year: 2024, month: 7 })],
  [
    'KCG01 ONLINE Mar 2026 (to datelast, after the last ONLINE sale)',
    detail({ company: 'KCG01', type: 'ONLINE' }),
  ],
  [
    'TOTAL POPUP Mar 2026 (the running month of an event type without sales in it)',
    detail({ type: 'POPUP' }),
  ],
  ['TOTAL POPUP Feb 2026 (finished without sales)', detail({ type: 'POPUP', month: 2 })],
  [
    'TOTAL POPUP Nov 2026 (to come: last November keeps its achievement)',
    detail({ type: 'POPUP', month: 11 }),
  ],
  [
    'TOTAL TOTALKCG Jul 2025 (LFL year to date of outlets opened and closing in it)',
    detail({ group: ['TOTALKCG'], year: 2025, month: 7 }),
  ],
  [
    'KCG01 ONLINE Nov 2024 (0 transactions)',
    detail({ company: 'KCG01', type: 'ONLINE', year: 2024, month: 11 }),
  ],
  ['TOTAL EVENT Mar 2026 (no outlets)', detail({ type: 'EVENT' })],
  [
    'KCG01 outlets 0001,0002 Apr 2025',
    detail({ company: 'KCG01', year: 2025, month: 4, outlet: ['KCG01-0001', 'KCG01-0002'] }),
  ],
  [
    'KCG02 TOTALKCG Mar 2026 (closing before and on datelast)',
    detail({ company: 'KCG02', group: ['TOTALKCG'] }),
  ],
  [
    'KCG02 Nov 2025 (closes on the month’s last day)',
    detail({ company: 'KCG02', year: 2025, month: 11 }),
  ],
  [
    'KCG02 Feb 2025 (finished February against a 29-day one)',
    detail({ company: 'KCG02', group: ['TOTALKCG'], year: 2025, month: 2 }),
  ],
  [
    'TOTAL BAZAAR Feb 2024 (the type’s last sale on 29 February)',
    detail({ type: 'BAZAAR', year: 2024, month: 2 }),
  ],
  [
    'TOTAL BAZAAR Mar 2024 (after the type’s last sale: finished)',
    detail({ type: 'BAZAAR', year: 2024, month: 3 }),
  ],
  [
    'KCG01 Oct 2025 (sales days without a reading)',
    detail({ company: 'KCG01', year: 2025, month: 10 }),
  ],
  ['TOTAL TOTALKCG Mar 2026 page 1 of 2', detail({ group: ['TOTALKCG'], page: 1, limit: 2 })],
  ['TOTAL TOTALKCG Mar 2026 page 2 of 2', detail({ group: ['TOTALKCG'], page: 2, limit: 2 })],
  [
    'TOTAL TOTALKCG Mar 2026 page beyond the end',
    detail({ group: ['TOTALKCG'], page: 9, limit: 2 }),
  ],
];

const DILUTION_DETAIL_FILTERS: [string, DilutionDetailInput][] = [
  // The spec's detail parameters only, without kind: TOTAL.
  ['no kind TOTAL TOTALKCG 2026', detail({ group: ['TOTALKCG'] })],
  ...DILUTION_KINDS.flatMap((kind): [string, DilutionDetailInput][] => [
    [`${kind} TOTAL TOTALKCG 2026`, { ...detail({ group: ['TOTALKCG'] }), kind }],
    [`${kind} TOTAL 2025`, { ...detail({ year: 2025, month: 7 }), kind }],
    [
      `${kind} KCG02 2024 (no FOOTWEAR yet)`,
      { ...detail({ company: 'KCG02', year: 2024, month: 5 }), kind },
    ],
    [`${kind} KCG02 2025`, { ...detail({ company: 'KCG02', year: 2025 }), kind }],
    [`${kind} BAZAAR 2024`, { ...detail({ type: 'BAZAAR', year: 2024, month: 2 }), kind }],
    [
      `${kind} KCG01 ONLINE 2024`,
      { ...detail({ company: 'KCG01', type: 'ONLINE', year: 2024, month: 11 }), kind },
    ],
  ]),
];

const allBrand = (fields: Partial<AllBrandInput>): AllBrandInput => ({
  type: 'STORES',
  groupmain: ['O'],
  year: 2026,
  viewby: 'TOTAL',
  ...fields,
});

const ALL_BRAND_FILTERS: [string, AllBrandInput][] = [
  ['STORES O 2026 TOTAL', allBrand({})],
  ['STORES O 2026 All', allBrand({ viewby: 'All' })],
  ['STORES TOTALKCG 2025 TOTAL', allBrand({ groupmain: ['TOTALKCG'], year: 2025 })],
  ['STORES TOTALKCG 2025 All', allBrand({ groupmain: ['TOTALKCG'], year: 2025, viewby: 'All' })],
  ['STORES O,SF 2024 All', allBrand({ groupmain: ['O', 'SF'], year: 2024, viewby: 'All' })],
  ['ONLINE O 2024 TOTAL', allBrand({ type: 'ONLINE', year: 2024 })],
  ['EVENT O 2026 All', allBrand({ type: 'EVENT', viewby: 'All' })],
  [
    'STORES TOTALKCG 2026 All (running month)',
    allBrand({ groupmain: ['TOTALKCG'], viewby: 'All' }),
  ],
  ['BAZAAR O 2024 TOTAL', allBrand({ type: 'BAZAAR', year: 2024 })],
  ['POPUP O 2026 All (event type)', allBrand({ type: 'POPUP', viewby: 'All' })],
];

const DILUTION_ALL_FILTERS: [string, FilterInput][] = [
  ['STORES O 2026', filter({})],
  ['STORES TOTALKCG 2025', filter({ group: ['TOTALKCG'], year: 2025 })],
  ['STORES SF 2024', filter({ group: ['SF'], year: 2024 })],
  ['ONLINE O 2024', filter({ type: 'ONLINE', year: 2024 })],
  ['BAZAAR O 2024', filter({ type: 'BAZAAR', year: 2024 })],
  ['POPUP O 2026 (event type)', filter({ type: 'POPUP' })],
];

describeEachEngine('sales calls against the reference', (engine) => {
  let harness: SalesHarness;

  beforeAll(async () => {
    harness = await startSalesHarness(engine);
  });
  afterAll(async () => harness.stop());

  /** The API's answer equals the reference's outcome: the whole object, or the refusal. */
  async function expectSameAnswer(
    username: string,
    call: string,
    query: Query,
    expected: Outcome<unknown>,
  ) {
    const answer = await harness.get(username, call, query);
    if (expected.status === 200) {
      expectAnswerData(answer, expected.data);
    } else {
      expect(answer, `${call} should refuse ${expected.field}`).toMatchObject({
        statusCode: expected.status,
        body: { status: expected.status, message: expect.any(String) },
      });
      if (expected.status === 400) {
        expect((answer.body as { message: string }).message).toContain(expected.field);
      }
    }
  }

  for (const username of USERS) {
    describe(`as ${username}`, () => {
      for (const { call, answer } of FILTER_CALLS) {
        describe(call, () => {
          it.each(answeredTo(username))('%s', async (_name, input) => {
            const caller = await harness.callerOf(username);
            await expectSameAnswer(
              username,
              call,
              filterQuery(input),
              answer(input)(harness.reference, caller),
            );
          });
          it.each(refusedTo(username))('refuses %s', async (_name, input) => {
            const caller = await harness.callerOf(username);
            const expected = answer(input)(harness.reference, caller);
            expect(expected.status).not.toBe(200);
            await expectSameAnswer(username, call, filterQuery(input), expected);
          });
        });
      }

      for (const { call, answer } of DETAIL_CALLS) {
        describe(call, () => {
          it.each(DETAIL_FILTERS)('%s', async (_name, input) => {
            const caller = await harness.callerOf(username);
            await expectSameAnswer(
              username,
              call,
              detailQuery(input),
              answer(input)(harness.reference, caller),
            );
          });
          it.each(refusedTo(username))('refuses %s', async (_name, input) => {
            const caller = await harness.callerOf(username);
            const withMonth = { ...input, month: 3 };
            expect(answer(withMonth)(harness.reference, caller).status).not.toBe(200);
            await expectSameAnswer(
              username,
              call,
              detailQuery(withMonth),
              answer(withMonth)(harness.reference, caller),
            );
          });
        });
      }

      describe('chartprofitdilutiondetail', () => {
        it.each(DILUTION_DETAIL_FILTERS)('%s', async (_name, input) => {
          const caller = await harness.callerOf(username);
          await expectSameAnswer(
            username,
            'chartprofitdilutiondetail',
            dilutionDetailQuery(input),
            harness.reference.chartProfitDilutionDetail(caller, input),
          );
        });
      });

      describe('chartsalessummaryviewbyall', () => {
        it.each(ALL_BRAND_FILTERS)('%s', async (_name, input) => {
          const caller = await harness.callerOf(username);
          await expectSameAnswer(
            username,
            'chartsalessummaryviewbyall',
            allBrandQuery(input),
            harness.reference.chartSalesSummaryViewByAll(caller, input),
          );
        });
        it.each([
          ['a year out of range', allBrand({ year: 2023 })],
          ['an unknown type', allBrand({ type: 'KIOSK' })],
          ['an unknown group', allBrand({ groupmain: ['ZZ'] })],
        ])('refuses %s', async (_name, input) => {
          const caller = await harness.callerOf(username);
          const expected = harness.reference.chartSalesSummaryViewByAll(caller, input);
          expect(expected.status).toBe(400);
          await expectSameAnswer(
            username,
            'chartsalessummaryviewbyall',
            allBrandQuery(input),
            expected,
          );
        });
      });

      describe('chartprofitdilutionviewbyall', () => {
        it.each(DILUTION_ALL_FILTERS)('%s', async (_name, input) => {
          const caller = await harness.callerOf(username);
          await expectSameAnswer(
            username,
            'chartprofitdilutionviewbyall',
            filterQuery(input),
            harness.reference.chartProfitDilutionViewByAll(caller, input),
          );
        });
      });

      describe('option lists', () => {
        it('optionstype', async () => {
          await expectSameAnswer(username, 'optionstype', {}, harness.reference.optionsType());
        });
        it('optionsgroup', async () => {
          await expectSameAnswer(username, 'optionsgroup', {}, harness.reference.optionsGroup());
        });
        it.each([undefined, 'Y', 'N'] as const)('optionscompany exclude=%s', async (exclude) => {
          const caller = await harness.callerOf(username);
          await expectSameAnswer(
            username,
            'optionscompany',
            { exclude },
            harness.reference.optionsCompany(caller, exclude),
          );
        });
        it.each([
          [undefined],
          [['TOTAL']],
          [['KCG01']],
          [['KCG01', 'KCG03']],
          [['KCG03', 'KCG01']],
          [['KCG02']],
          [['KCG09']],
          [['KCG77']],
        ])('optionsoutlet company=%s', async (companies) => {
          const caller = await harness.callerOf(username);
          await expectSameAnswer(
            username,
            'optionsoutlet',
            { company: companies },
            harness.reference.optionsOutlet(caller, companies ?? ['TOTAL']),
          );
        });
        it.each([
          ['TOTAL', 'ONLINE', ['O']],
          ['TOTAL', 'STORES', ['SF']],
          ['KCG01', 'STORES', ['O', 'SF']],
          ['KCG01', 'ONLINE', ['TOTALKCG']],
          ['TOTAL', 'BAZAAR', ['O']],
          ['TOTAL', 'EVENT', ['TOTALKCG']],
          ['TOTAL', 'KIOSK', ['O']],
          ['TOTAL', 'STORES', ['XX']],
        ])('optionsoutlet company=%s type=%s group=%s', async (company, type, group) => {
          const caller = await harness.callerOf(username);
          await expectSameAnswer(
            username,
            'optionsoutlet',
            { company: [company], type, group },
            harness.reference.optionsOutlet(caller, [company], type, group),
          );
        });
      });
    });
  }

  describe('as it (no company granted)', () => {
    for (const { call, answer } of FILTER_CALLS) {
      it(`${call} answers empty figures for TOTAL`, async () => {
        const caller = await harness.callerOf('it');
        expect(caller.visibleCompanies).toEqual([]);
        const input = filter({ group: ['TOTALKCG'], year: 2025 });
        await expectSameAnswer(
          'it',
          call,
          filterQuery(input),
          answer(input)(harness.reference, caller),
        );
      });
    }
    for (const { call, answer } of DETAIL_CALLS) {
      it(`${call} answers no outlet rows for TOTAL`, async () => {
        const caller = await harness.callerOf('it');
        const input = detail({ year: 2025 });
        await expectSameAnswer(
          'it',
          call,
          detailQuery(input),
          answer(input)(harness.reference, caller),
        );
      });
    }
    it('chartprofitdilutiondetail answers no category rows for TOTAL', async () => {
      const caller = await harness.callerOf('it');
      const input: DilutionDetailInput = { ...detail({ year: 2025 }), kind: 'TOTAL' };
      await expectSameAnswer(
        'it',
        'chartprofitdilutiondetail',
        dilutionDetailQuery(input),
        harness.reference.chartProfitDilutionDetail(caller, input),
      );
    });
    it('sees no brand in the all-brand views', async () => {
      const caller = await harness.callerOf('it');
      const allBrandInput = allBrand({ viewby: 'All', year: 2025 });
      await expectSameAnswer(
        'it',
        'chartsalessummaryviewbyall',
        allBrandQuery(allBrandInput),
        harness.reference.chartSalesSummaryViewByAll(caller, allBrandInput),
      );
      const dilutionInput = filter({ year: 2025 });
      await expectSameAnswer(
        'it',
        'chartprofitdilutionviewbyall',
        filterQuery(dilutionInput),
        harness.reference.chartProfitDilutionViewByAll(caller, dilutionInput),
      );
    });
    it('sees no company and no outlet in the option lists', async () => {
      const caller = await harness.callerOf('it');
      await expectSameAnswer('it', 'optionscompany', {}, harness.reference.optionsCompany(caller));
      await expectSameAnswer(
        'it',
        'optionsoutlet',
        {},
        harness.reference.optionsOutlet(caller, ['TOTAL']),
      );
      await expectSameAnswer(
        'it',
        'optionsoutlet',
        { company: ['KCG01'] },
        harness.reference.optionsOutlet(caller, ['KCG01']),
      );
    });
  });

  describe('callers who may not call at all', () => {
    const calls = [
      ...FILTER_CALLS.map((entry) => entry.call),
      ...DETAIL_CALLS.map((entry) => entry.call),
      'chartprofitdilutiondetail',
      'chartprofitdilutionviewbyall',
      'chartsalessummaryviewbyall',
      'optionstype',
      'optionsgroup',
      'optionscompany',
      'optionsoutlet',
    ];
    it.each(calls)(
      '%s refuses a caller without a token (401) or with a default password (403)',
      async (call) => {
        const query = { ...detailQuery(detail({ year: 2025 })), kind: 'VIP' };
        const anonymous = await harness.app.inject({
          method: 'GET',
          url: `/api/portal/salessummary/${call}`,
        });
        expect(anonymous.statusCode).toBe(401);
        expect(anonymous.json()).toMatchObject({ status: 401, message: expect.any(String) });
        const newhire = await harness.get('newhire', call, query);
        expect(newhire).toMatchObject({ statusCode: 403, body: { status: 403 } });
      },
    );
  });
});

/** 18:00 UTC on 31 December 2025 is already 1 January 2026 in Jakarta. */
const NEW_YEAR_NOW_MS = Date.UTC(2025, 11, 31, 18, 0, 0);

describeEachEngine('sales calls on the first business day of a year', (engine) => {
  let harness: SalesHarness;

  beforeAll(async () => {
    harness = await startSalesHarness(engine, { nowMs: NEW_YEAR_NOW_MS });
  });
  afterAll(async () => harness.stop());

  it('takes the year from the Jakarta date, not the UTC one', async () => {
    expect(harness.reference.today).toBe('2026-01-01');
    expect(harness.reference.allowedYears).toEqual([2024, 2025, 2026]);
    for (const year of [2023, 2024, 2026]) {
      const input = filter({ year, group: ['TOTALKCG'] });
      const caller = await harness.callerOf('manager');
      const answer = await harness.get('manager', 'chartsalessummary', filterQuery(input));
      const expected = harness.reference.chartSalesSummary(caller, input);
      if (expected.status === 200) {
        expectAnswerData(answer, expected.data);
      } else {
        expect(answer.statusCode).toBe(expected.status);
      }
    }
  });

  it('marks outlets closed against that day', async () => {
    const caller = await harness.callerOf('manager');
    const answer = await harness.get('manager', 'optionsoutlet', {});
    const expected = harness.reference.optionsOutlet(caller, ['TOTAL']);
    expectAnswerData(answer, expected.status === 200 ? expected.data : null);
  });

  it('takes the detail reference day of a month without sales yet as its last day', async () => {
    const caller = await harness.callerOf('manager');
    const input = detail({ year: 2026, month: 1, group: ['TOTALKCG'] });
    const answer = await harness.get('manager', 'chartsalessummarydetail', detailQuery(input));
    const expected = harness.reference.chartSalesSummaryDetail(caller, input);
    expectAnswerData(answer, expected.status === 200 ? expected.data : null);
  });
});
