/**
 * Properties of the sales calls, on random inputs:
 * (a) for a user with random company grants, role and company structure, and a random valid
 *     filter, every call answers what the reference answers, and never shows a company or
 *     outlet the user may not see; naming one is refused with 403;
 * (b) malformed queries (wrong types, unknown codes, years and months out of range, huge and
 *     SQL-looking strings, repeated keys, empty values) get a 4xx `{status, message}`, never a 5xx.
 */
import { DILUTION_KINDS } from '@outlet-pulse/contracts';
import fc from 'fast-check';
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
import { DATASET_COMPANIES, DATASET_NOW_MS } from '../../../test/sales-reference/dataset';
import {
  type ApiAnswer,
  expectAnswerData,
  type Query,
  type SalesHarness,
  startSalesHarness,
} from '../../../test/sales-reference/harness';
import type { OutletRow, ReferenceCaller } from '../../../test/sales-reference/raw-data';
import type {
  AllBrandInput,
  DetailInput,
  FilterInput,
  Outcome,
} from '../../../test/sales-reference/reference';
import { DEMO_PASSWORD, DEMO_USERS } from '../../seed/demo-users';
import { ROLE_CODES } from '../../seed/roles';
import { hashPassword } from '../auth';

const PROPERTY_USER = 'prop';
const PROPERTY_EMPLOYEE = '19999';
const RUNS_PER_CALL = 5;
const MALFORMED_RUNS_PER_CALL = 20;

const COMPANY_CODES = DATASET_COMPANIES.map((company) => company.code);
const EXCLUDED = new Set(
  DATASET_COMPANIES.filter((company) => company.excluded_by_default).map((company) => company.code),
);
const TYPES = ['STORES', 'ONLINE', 'EVENT', 'POPUP'] as const;
const GROUP_CHOICES = ['O', 'SF', 'OF', 'F', 'TOTALKCG'] as const;

interface Entitlement {
  allCompanies: boolean;
  companies: string[];
  role: string;
  /** 'KCG' (the holding) or a company code. */
  structure: string;
}

/** Who the user may see, worked out from the grant alone (no server code, no reference). */
function visibleOf(entitlement: Entitlement): string[] {
  const mayViewExcluded = entitlement.role === ROLE_CODES.salesManager;
  return COMPANY_CODES.filter(
    (code) => entitlement.allCompanies || entitlement.companies.includes(code),
  ).filter((code) => mayViewExcluded || !EXCLUDED.has(code));
}

const entitlementArbitrary: fc.Arbitrary<Entitlement> = fc
  .record({
    allCompanies: fc.constantFrom(false, false, false, true),
    // Mostly some grant: a user without any is rarer, and has its own example test.
    companies: fc.oneof(
      { arbitrary: fc.subarray(COMPANY_CODES, { minLength: 1 }), weight: 9 },
      { arbitrary: fc.constant<string[]>([]), weight: 1 },
    ),
    role: fc.constantFrom(ROLE_CODES.staff, ROLE_CODES.salesManager),
  })
  .chain((grant) => {
    const visible = visibleOf({ ...grant, structure: 'KCG' });
    return fc.constantFrom('KCG', ...visible).map((structure) => ({ ...grant, structure }));
  });

type Mode = 'valid' | 'invisible-company' | 'invisible-outlet';

interface Scenario {
  entitlement: Entitlement;
  mode: Mode;
  filter: FilterInput;
  month: number;
  page: number | undefined;
  limit: number | undefined;
  kind: (typeof DILUTION_KINDS)[number];
  viewby: 'TOTAL' | 'All';
  exclude: 'Y' | 'N' | undefined;
}

function scenarioArbitrary(outlets: readonly OutletRow[], detail: boolean): fc.Arbitrary<Scenario> {
  return entitlementArbitrary.chain((entitlement) => {
    const visible = visibleOf(entitlement);
    const invisible = COMPANY_CODES.filter((code) => !visible.includes(code));
    const invisibleOutlets = outlets.filter((outlet) => invisible.includes(outlet.companyCode));
    const modes: Mode[] = ['valid', 'valid', 'valid'];
    if (invisible.length > 0) modes.push('invisible-company');
    if (invisibleOutlets.length > 0) modes.push('invisible-outlet');
    const common = {
      entitlement: fc.constant(entitlement),
      month: fc.integer({ min: 1, max: 12 }),
      page: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
      limit: fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }),
      kind: fc.constantFrom(...DILUTION_KINDS),
      viewby: fc.constantFrom('TOTAL' as const, 'All' as const),
      exclude: fc.constantFrom('Y' as const, 'N' as const, undefined),
      year: fc.integer({ min: 2024, max: 2026 }),
    };
    return fc.constantFrom(...modes).chain((mode): fc.Arbitrary<Scenario> => {
      if (mode === 'invisible-company') {
        return fc
          .record({
            ...common,
            mode: fc.constant<Mode>(mode),
            company: fc.constantFrom(...invisible),
            type: fc.constantFrom(...TYPES),
            group: fc.subarray([...GROUP_CHOICES], { minLength: 1 }),
          })
          .map(({ company, type, group, year, ...rest }) => ({
            ...rest,
            filter: { company, type, group, year, outlet: 'All' as const },
          }));
      }
      if (mode === 'invisible-outlet') {
        return fc
          .record({
            ...common,
            mode: fc.constant<Mode>(mode),
            outlet: fc.constantFrom(...invisibleOutlets),
          })
          .map(({ outlet, year, ...rest }) => ({
            ...rest,
            filter: {
              company: 'TOTAL',
              type: outlet.typeCode,
              group: [outlet.groupCode],
              year,
              outlet: [outlet.id],
            },
          }));
      }
      return fc
        .record({
          ...common,
          mode: fc.constant<Mode>(mode),
          company: fc.constantFrom('TOTAL', ...visible),
          type: fc.constantFrom('STORES', 'STORES', 'ONLINE', 'EVENT', 'POPUP'),
          group: fc.subarray([...GROUP_CHOICES], { minLength: 1 }),
        })
        .chain(({ company, type, group, year, ...rest }) => {
          // The companies the filter stands for: on detail calls TOTAL is the structure's.
          const structureCompany =
            detail && company === 'TOTAL' && entitlement.structure !== 'KCG'
              ? [entitlement.structure]
              : null;
          const companies = structureCompany ?? (company === 'TOTAL' ? visible : [company]);
          const groups = group.includes('TOTALKCG') ? ['O', 'SF', 'OF', 'F'] : group;
          const candidates = outlets.filter(
            (outlet) =>
              companies.includes(outlet.companyCode) &&
              outlet.typeCode === type &&
              groups.includes(outlet.groupCode),
          );
          const outlet: fc.Arbitrary<FilterInput['outlet']> =
            candidates.length === 0
              ? fc.constant('All' as const)
              : fc.oneof(
                  fc.constant('All' as const),
                  fc.subarray(
                    candidates.map((row) => row.id),
                    { minLength: 1 },
                  ),
                );
          return outlet.map((chosen) => ({
            ...rest,
            filter: { company, type, group, year, outlet: chosen },
          }));
        });
    });
  });
}

type CallCase = {
  call: string;
  detail: boolean;
  query: (scenario: Scenario) => Query;
  expected: (
    harness: SalesHarness,
    caller: ReferenceCaller,
    scenario: Scenario,
  ) => Outcome<unknown>;
};

const detailInput = (scenario: Scenario): DetailInput => ({
  ...scenario.filter,
  month: scenario.month,
  page: scenario.page,
  limit: scenario.page === undefined ? undefined : scenario.limit,
});

const allBrandInput = (scenario: Scenario): AllBrandInput => ({
  type: scenario.filter.type,
  groupmain: scenario.filter.group,
  year: scenario.filter.year,
  viewby: scenario.viewby,
});

const CALL_CASES: CallCase[] = [
  ...FILTER_CALLS.map(
    (entry): CallCase => ({
      call: entry.call,
      detail: false,
      query: (scenario) => filterQuery(scenario.filter),
      expected: (harness, caller, scenario) =>
        entry.answer(scenario.filter)(harness.reference, caller),
    }),
  ),
  ...DETAIL_CALLS.map(
    (entry): CallCase => ({
      call: entry.call,
      detail: true,
      query: (scenario) => detailQuery(detailInput(scenario)),
      expected: (harness, caller, scenario) =>
        entry.answer(detailInput(scenario))(harness.reference, caller),
    }),
  ),
  {
    call: 'chartprofitdilutiondetail',
    detail: true,
    query: (scenario) => dilutionDetailQuery({ ...detailInput(scenario), kind: scenario.kind }),
    expected: (harness, caller, scenario) =>
      harness.reference.chartProfitDilutionDetail(caller, {
        ...detailInput(scenario),
        kind: scenario.kind,
      }),
  },
  {
    call: 'chartsalessummaryviewbyall',
    detail: false,
    query: (scenario) => allBrandQuery(allBrandInput(scenario)),
    expected: (harness, caller, scenario) =>
      harness.reference.chartSalesSummaryViewByAll(caller, allBrandInput(scenario)),
  },
  {
    call: 'chartprofitdilutionviewbyall',
    detail: false,
    // Company and outlet are not used by this call, so the scenario's are not sent.
    query: (scenario) => filterQuery({ ...scenario.filter, company: 'TOTAL', outlet: 'All' }),
    expected: (harness, caller, scenario) =>
      harness.reference.chartProfitDilutionViewByAll(caller, {
        ...scenario.filter,
        company: 'TOTAL',
        outlet: 'All',
      }),
  },
  {
    call: 'optionscompany',
    detail: false,
    query: (scenario) => ({ exclude: scenario.exclude }),
    expected: (harness, caller, scenario) =>
      harness.reference.optionsCompany(caller, scenario.exclude),
  },
  {
    call: 'optionsoutlet',
    detail: false,
    query: (scenario) => ({ company: [scenario.filter.company] }),
    expected: (harness, caller, scenario) =>
      harness.reference.optionsOutlet(caller, [scenario.filter.company]),
  },
  {
    call: 'optionstype',
    detail: false,
    query: () => ({}),
    expected: (harness) => harness.reference.optionsType(),
  },
  {
    call: 'optionsgroup',
    detail: false,
    query: () => ({}),
    expected: (harness) => harness.reference.optionsGroup(),
  },
];

/** Company codes and outlet ids an answer shows, wherever they appear. */
function shownCompaniesAndOutlets(
  call: string,
  body: unknown,
): { companies: string[]; outlets: string[] } {
  const data = (body as { data?: unknown }).data as Record<string, unknown> | unknown[] | undefined;
  const companies: string[] = [];
  const outlets: string[] = [];
  if (call === 'optionscompany') {
    for (const row of data as { company: string }[]) companies.push(row.company);
  } else if (call === 'optionsoutlet') {
    for (const row of data as { company: string; idbranch: string }[]) {
      companies.push(row.company);
      outlets.push(row.idbranch);
    }
  } else if (call === 'chartsalessummaryviewbyall') {
    for (const block of (data as { datatable: { company: string }[] }).datatable)
      companies.push(block.company);
  } else if (call === 'chartprofitdilutionviewbyall') {
    for (const row of (data as { rows: { company: string }[] }).rows)
      if (row.company !== 'TOTAL') companies.push(row.company);
  } else if (call.endsWith('detail') && call !== 'chartprofitdilutiondetail') {
    for (const row of (data as { main: { no_branch: string }[] }).main) outlets.push(row.no_branch);
  }
  return { companies, outlets };
}

describeEachEngine('sales calls on random users and filters', (engine) => {
  let harness: SalesHarness;
  let propertyUserId: number;

  beforeAll(async () => {
    harness = await startSalesHarness(engine);
    const db = harness.database.kysely;
    const template = DEMO_USERS.find((user) => user.username === 'staff');
    if (!template) throw new Error('the staff demo user is missing');
    await db
      .insertInto('employees')
      .values({
        ...template.employee,
        employee_id: PROPERTY_EMPLOYEE,
        name: 'Putri Anggraini',
        email: 'putri.anggraini@kcg.example',
      })
      .execute();
    const inserted = await db
      .insertInto('users')
      .values({
        username: PROPERTY_USER,
        employee_id: PROPERTY_EMPLOYEE,
        password_hash: await hashPassword(DEMO_PASSWORD),
        password_is_default: false,
        role_code: ROLE_CODES.staff,
        all_companies: false,
        is_active: true,
        created_at: DATASET_NOW_MS,
        updated_at: DATASET_NOW_MS,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    propertyUserId = inserted.id;
  });
  afterAll(async () => harness.stop());

  async function grant(entitlement: Entitlement): Promise<ReferenceCaller> {
    const db = harness.database.kysely;
    await db
      .updateTable('users')
      .set({ all_companies: entitlement.allCompanies, role_code: entitlement.role })
      .where('id', '=', propertyUserId)
      .execute();
    await db.deleteFrom('user_companies').where('user_id', '=', propertyUserId).execute();
    if (entitlement.companies.length > 0) {
      await db
        .insertInto('user_companies')
        .values(
          entitlement.companies.map((company) => ({
            user_id: propertyUserId,
            company_code: company,
          })),
        )
        .execute();
    }
    await db
      .updateTable('employees')
      .set({ structure_company: entitlement.structure })
      .where('employee_id', '=', PROPERTY_EMPLOYEE)
      .execute();
    await harness.changeVersions.bump('auth');
    harness.forget(PROPERTY_USER);
    const caller = await harness.callerOf(PROPERTY_USER);
    // The reference reads the grant back the same way the generator worked it out.
    expect(caller.visibleCompanies).toEqual(visibleOf(entitlement));
    return caller;
  }

  /** Grants a random entitlement, then asks the call with the scenario's filter. */
  async function ask(callCase: CallCase, scenario: Scenario) {
    const caller = await grant(scenario.entitlement);
    const answer: ApiAnswer = await harness.get(
      PROPERTY_USER,
      callCase.call,
      callCase.query(scenario),
    );
    return { caller, answer };
  }

  /** Checks a property of a call over generated scenarios, stopping at the first failure. */
  const forEveryScenario = (
    callCase: CallCase,
    check: (asked: Awaited<ReturnType<typeof ask>>, scenario: Scenario) => void,
  ) =>
    fc.assert(
      fc.asyncProperty(scenarioArbitrary(harness.raw.outlets, callCase.detail), async (scenario) =>
        check(await ask(callCase, scenario), scenario),
      ),
      { numRuns: RUNS_PER_CALL, endOnFailure: true, includeErrorInReport: true },
    );

  const NAMES_NO_COMPANY = [
    'optionstype',
    'optionsgroup',
    'optionscompany',
    'chartsalessummaryviewbyall',
    'chartprofitdilutionviewbyall',
  ];

  describe('(a) nothing outside the entitlements: no row of it, 403 when named, never a 5xx', () => {
    for (const callCase of CALL_CASES) {
      it(callCase.call, async () => {
        await forEveryScenario(callCase, ({ answer }, scenario) => {
          expect(answer.statusCode).toBeLessThan(500);
          const namesInvisible =
            scenario.mode !== 'valid' &&
            !NAMES_NO_COMPANY.includes(callCase.call) &&
            !(callCase.call === 'optionsoutlet' && scenario.mode === 'invisible-outlet');
          if (namesInvisible) {
            expect(answer).toMatchObject({
              statusCode: 403,
              body: { status: 403, message: expect.any(String) },
            });
          }
          if (answer.statusCode === 200) {
            const visible = new Set(visibleOf(scenario.entitlement));
            const shown = shownCompaniesAndOutlets(callCase.call, answer.body);
            for (const company of shown.companies) expect(visible.has(company)).toBe(true);
            for (const outletId of shown.outlets) {
              const outlet = harness.raw.outlets.find((row) => row.id === outletId);
              expect(outlet && visible.has(outlet.companyCode)).toBe(true);
            }
          }
        });
      });
    }
  });

  describe('(a) equal to the reference, field by field (TOTAL sums only what the user sees)', () => {
    for (const callCase of CALL_CASES) {
      it(callCase.call, async () => {
        await forEveryScenario(callCase, ({ caller, answer }, scenario) => {
          const expected = callCase.expected(harness, caller, scenario);
          if (expected.status === 200) {
            expectAnswerData(answer, expected.data);
          } else {
            expect(answer).toMatchObject({
              statusCode: expected.status,
              body: { status: expected.status, message: expect.any(String) },
            });
          }
        });
      });
    }
  });

  describe('the Today page (issue 26): nothing outside the entitlements, 403 when named', () => {
    /** A random Today filter for a random user: valid, or naming a company the user may not see. */
    const todayScenario = entitlementArbitrary.chain((entitlement) => {
      const visible = visibleOf(entitlement);
      const invisible = COMPANY_CODES.filter((code) => !visible.includes(code));
      const companies: fc.Arbitrary<string[]> =
        visible.length === 0
          ? fc.constant<string[]>(['TOTAL'])
          : fc.oneof(fc.constant<string[]>(['TOTAL']), fc.subarray(visible, { minLength: 1 }));
      return fc
        .record({
          companies,
          intruder:
            invisible.length === 0 ? fc.constant(null) : fc.option(fc.constantFrom(...invisible)),
          type: fc.constantFrom('STORES', 'STORES', 'ONLINE', 'EVENT'),
          group: fc.subarray([...GROUP_CHOICES], { minLength: 1 }),
          outletPick: fc.option(fc.integer({ min: 0, max: 1000 })),
        })
        .map((picked) => {
          const named = picked.companies.includes('TOTAL') ? visible : picked.companies;
          const candidates = harness.raw.outlets.filter(
            (outlet) =>
              named.includes(outlet.companyCode) &&
              outlet.typeCode === picked.type &&
              (picked.group.includes('TOTALKCG') ||
                (picked.group as string[]).includes(outlet.groupCode)),
          );
          const outlet =
            picked.outletPick === null || candidates.length === 0
              ? 'All'
              : (candidates[picked.outletPick % candidates.length]?.id as string);
          const company =
            picked.intruder === null ? picked.companies : [...picked.companies, picked.intruder];
          return {
            entitlement,
            visible,
            named,
            company,
            type: picked.type,
            group: picked.group,
            outlet,
            intruder: picked.intruder,
          };
        });
    });

    it('GET /api/portal/sales/today', async () => {
      await fc.assert(
        fc.asyncProperty(todayScenario, async (scenario) => {
          await grant(scenario.entitlement);
          const query = new URLSearchParams({
            company: scenario.company.join(','),
            type: scenario.type,
            group: scenario.group.join(','),
            outlet: scenario.outlet,
          });
          const response = await harness.app.inject({
            method: 'GET',
            url: `/api/portal/sales/today?${query}`,
            headers: await harness.headersOf(PROPERTY_USER),
          });
          if (scenario.intruder !== null && !scenario.company.includes('TOTAL')) {
            expect(response.statusCode, `${query}`).toBe(403);
            return;
          }
          expect(response.statusCode, `${query}: ${response.body.slice(0, 300)}`).toBe(200);
          const data = response.json().data;
          const visible = new Set(scenario.visible);
          const companyOf = (outletId: string) =>
            harness.raw.outlets.find((outlet) => outlet.id === outletId)?.companyCode;
          expect(data.scope.companies.map((company: { code: string }) => company.code)).toEqual(
            scenario.named,
          );
          const shown: string[] = [
            ...data.league.rows.map((row: { company: string }) => row.company),
            ...data.drivers.brands.map((brand: { company: string }) => brand.company),
          ];
          const outlets: string[] = data.scope.outlets === 'All' ? [] : data.scope.outlets;
          for (const exception of data.exceptions) {
            for (const outlet of exception.outlets) {
              shown.push(outlet.company);
              outlets.push(outlet.outletId);
            }
          }
          for (const company of shown) expect(visible.has(company), company).toBe(true);
          for (const outletId of outlets) {
            expect(visible.has(companyOf(outletId) ?? ''), outletId).toBe(true);
          }
        }),
        { numRuns: 12, endOnFailure: true, includeErrorInReport: true },
      );
    });
  });

  it('the Today call: malformed queries get a 4xx, never a 5xx', async () => {
    const spec: MalformedSpec = {
      base: { company: 'TOTAL', type: 'STORES', group: 'O', outlet: 'All' },
      fields: {
        company: 'companyList',
        type: 'type',
        group: 'group',
        outlet: 'outlet',
        view: 'view',
      },
      scalars: ['type', 'view'],
      required: [],
    };
    await fc.assert(
      fc.asyncProperty(malformedQueryArbitrary(spec), async (query) => {
        const response = await harness.app.inject({
          method: 'GET',
          url: `/api/portal/sales/today?${query}`,
          headers: await harness.headersOf('manager'),
        });
        expect(response.statusCode, query).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, query).toBeLessThan(500);
        expect(response.json()).toMatchObject({
          status: response.statusCode,
          message: expect.any(String),
        });
      }),
      { numRuns: MALFORMED_RUNS_PER_CALL, endOnFailure: true, includeErrorInReport: true },
    );
  });

  describe('(b) malformed queries get a 4xx, never a 5xx', () => {
    for (const [call, spec] of Object.entries(MALFORMED_SPECS)) {
      it(call, async () => {
        await fc.assert(
          fc.asyncProperty(malformedQueryArbitrary(spec), async (query) => {
            const answer = await harness.get('manager', call, query);
            expect(answer.statusCode, `${call}?${query}`).toBeGreaterThanOrEqual(400);
            expect(answer.statusCode, `${call}?${query}`).toBeLessThan(500);
            expect(answer.body).toMatchObject({
              status: answer.statusCode,
              message: expect.any(String),
            });
          }),
          { numRuns: MALFORMED_RUNS_PER_CALL, endOnFailure: true, includeErrorInReport: true },
        );
      });
    }
  });
});

// ---------------------------------------------------------------- malformed queries

const HUGE = 'A'.repeat(5000);
const SQL_LIKE = [
  "KCG01' OR '1'='1",
  'KCG01; DROP TABLE outlets; --',
  "' UNION SELECT password_hash FROM users --",
  '%27%20OR%201%3D1',
];
const NOT_A_CODE = ['', ' ', ',', ',,,', '%ZZ', '[object Object]', '☃', '\u0000'];
const ODD = [...NOT_A_CODE, 'null', 'undefined'];

/** For each field, values that are always wrong, whatever the rest of the query. */
const BAD_VALUES: Record<string, string[]> = {
  company: ['ZZZ9', 'KCG01,KCG03', 'kcg01', HUGE, ...SQL_LIKE, ...ODD],
  companyList: ['ZZZ9', 'KCG01,ZZZ9', HUGE, ...SQL_LIKE, ...ODD],
  /** Values no code can be, for parameters a call does not use (only their form is checked). */
  companySyntax: ['KCG01,KCG03', HUGE, ...SQL_LIKE, ...NOT_A_CODE],
  outletSyntax: [HUGE, ...SQL_LIKE, ...NOT_A_CODE],
  type: ['KIOSK', 'stores', HUGE, ...SQL_LIKE, ...ODD],
  group: ['XX', 'O,XX', 'TOTALKCG,ZZ', 'o', HUGE, ...SQL_LIKE, ...ODD],
  outlet: ['NOPE-0001', 'KCG01-0001,NOPE', 'all', HUGE, ...SQL_LIKE, ...ODD],
  year: [
    'abc',
    '20.5',
    '1899',
    '2023',
    '2027',
    '99999',
    '-2026',
    '2026abc',
    'NaN',
    'Infinity',
    '1e308',
    HUGE,
    ...SQL_LIKE,
    ...ODD,
  ],
  month: ['0', '13', 'abc', '1.5', '-1', 'Infinity', '1e2', HUGE, ...SQL_LIKE, ...ODD],
  kind: ['markdown', 'FOO', 'TOTAL ', HUGE, ...SQL_LIKE, ...ODD],
  viewby: ['all', 'total', 'Everything', HUGE, ...SQL_LIKE, ...ODD],
  page: ['-1', 'abc', '1.5', '100001', HUGE],
  limit: ['0', '-5', 'abc', '1.5', '1001', HUGE, ''],
  exclude: ['X', 'yes', 'y', HUGE, ...SQL_LIKE],
  iduser: [HUGE],
  view: ['no such view', 'unknown-view-id', HUGE, ...SQL_LIKE, ...NOT_A_CODE],
};

interface MalformedSpec {
  base: Record<string, string>;
  /** Field → which list of bad values applies. */
  fields: Record<string, keyof typeof BAD_VALUES>;
  /** Fields that take one value, so a repeated key is wrong. */
  scalars: string[];
  /** Fields that are required, so leaving them out is wrong. */
  required: string[];
}

const filterBase = { company: 'TOTAL', type: 'STORES', group: 'O', year: '2025', outlet: 'All' };
const filterFields = {
  company: 'company',
  type: 'type',
  group: 'group',
  year: 'year',
  outlet: 'outlet',
  page: 'page',
  limit: 'limit',
} as const;
const filterSpec: MalformedSpec = {
  base: filterBase,
  fields: filterFields,
  scalars: ['company', 'type', 'year'],
  required: ['year'],
};
const detailSpec: MalformedSpec = {
  base: { ...filterBase, month: '3' },
  fields: { ...filterFields, month: 'month' },
  scalars: ['company', 'type', 'year', 'month'],
  required: ['year', 'month'],
};

const MALFORMED_SPECS: Record<string, MalformedSpec> = {
  ...Object.fromEntries(FILTER_CALLS.map((entry) => [entry.call, filterSpec])),
  // Company and outlet are not used by this call (docs/sales-calls.md), so an unknown code
  // there is no error; a value that is no code at all still is.
  chartprofitdilutionviewbyall: {
    ...filterSpec,
    fields: { ...filterFields, company: 'companySyntax', outlet: 'outletSyntax' },
  },
  ...Object.fromEntries(DETAIL_CALLS.map((entry) => [entry.call, detailSpec])),
  chartprofitdilutiondetail: {
    base: { ...detailSpec.base, kind: 'VIP' },
    fields: { ...detailSpec.fields, kind: 'kind' },
    scalars: [...detailSpec.scalars, 'kind'],
    // Without kind the spec's detail parameters are answered as TOTAL.
    required: detailSpec.required,
  },
  chartsalessummaryviewbyall: {
    base: { type: 'STORES', groupmain: 'O', year: '2025', viewby: 'TOTAL' },
    fields: { type: 'type', groupmain: 'group', year: 'year', viewby: 'viewby' },
    scalars: ['type', 'year', 'viewby'],
    required: ['year'],
  },
  optionstype: {
    base: {},
    fields: { company: 'company', type: 'type' },
    scalars: ['company', 'type'],
    required: [],
  },
  optionsgroup: {
    base: {},
    fields: { company: 'company', type: 'type' },
    scalars: ['company', 'type'],
    required: [],
  },
  optionscompany: {
    base: {},
    fields: { exclude: 'exclude', iduser: 'iduser' },
    scalars: ['exclude', 'iduser'],
    required: [],
  },
  optionsoutlet: {
    base: { company: 'KCG01', type: 'STORES', group: 'O' },
    fields: { company: 'companyList', type: 'type', group: 'group' },
    scalars: ['type'],
    required: [],
  },
};

type Mutation =
  | { kind: 'bad'; field: string; value: string }
  | { kind: 'repeat'; field: string }
  | { kind: 'omit'; field: string };

function malformedQueryArbitrary(spec: MalformedSpec): fc.Arbitrary<string> {
  const mutations: fc.Arbitrary<Mutation>[] = Object.entries(spec.fields).map(([field, list]) =>
    fc
      .constantFrom(...(BAD_VALUES[list] ?? []))
      .map((value): Mutation => ({ kind: 'bad', field, value })),
  );
  for (const field of spec.scalars) mutations.push(fc.constant({ kind: 'repeat', field }));
  for (const field of spec.required) mutations.push(fc.constant({ kind: 'omit', field }));
  return fc
    .uniqueArray(fc.oneof(...mutations), {
      minLength: 1,
      maxLength: 3,
      selector: (mutation) => mutation.field,
    })
    .map((chosen) => {
      const pairs: [string, string][] = Object.entries(spec.base);
      for (const mutation of chosen) {
        const index = pairs.findIndex(([key]) => key === mutation.field);
        if (index >= 0) pairs.splice(index, 1);
        if (mutation.kind === 'bad') pairs.push([mutation.field, mutation.value]);
        if (mutation.kind === 'repeat') {
          const value = spec.base[mutation.field] ?? REPEATABLE[mutation.field] ?? 'X';
          pairs.push(
            [mutation.field, value],
            [mutation.field, REPEAT_OTHER[mutation.field] ?? value],
          );
        }
      }
      return pairs
        .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
        .join('&');
    });
}

/** Valid single values, repeated to make a field that takes one value receive two. */
const REPEATABLE: Record<string, string> = {
  company: 'KCG01',
  type: 'STORES',
  exclude: 'Y',
  iduser: '1',
};
const REPEAT_OTHER: Record<string, string> = {
  company: 'KCG03',
  type: 'ONLINE',
  year: '2026',
  month: '4',
  kind: 'PROMO',
  viewby: 'All',
  exclude: 'N',
  iduser: '2',
};
