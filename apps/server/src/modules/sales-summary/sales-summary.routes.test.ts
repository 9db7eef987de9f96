import { describe, expect, it } from 'vitest';
import { startEmptyApp, useDemoApp } from '../../../test/demo-app';
import { describeEachEngine } from '../../../test/engines';
import { buildUser } from '../../../test/factories';
import type { Who } from '../../../test/requests';

const NOW = Date.parse('2026-11-22T03:00:00Z');
const FILTER = 'company=KCG01&type=STORES&group=O&year=2026&outlet=All';
const DETAIL = `${FILTER}&month=10`;

const CALLS: Record<string, string> = {
  optionstype: '',
  optionsgroup: '',
  optionscompany: '',
  optionsoutlet: 'company=KCG01,KCG03',
  achievementsummary: FILTER,
  chartsalessummary: FILTER,
  chartsalessummaryviewbyall: 'type=STORES&groupmain=O&year=2026&viewby=All',
  chartsalessummarydetail: DETAIL,
  lflsalessummarydetail: DETAIL,
  chartprofitdilution: FILTER,
  chartprofitdilutionviewbyall: FILTER,
  chartprofitdilutiondetail: `${DETAIL}&kind=MARKDOWN`,
  chartsales: FILTER,
  lflsalesAspUptAtv: FILTER,
  charttrafficsummary: FILTER,
  lflsalessummary: FILTER,
};

describeEachEngine('sales calls', (engine) => {
  const demo = useDemoApp(engine, { demo: { outlets: 40, years: 3, seed: 9 }, clock: () => NOW });

  const get = (call: string, query: string, who: Who = 'manager') =>
    demo.as(who).get(`/api/portal/salessummary/${call}?${query}`);

  it('covers every sales route in the authorization matrix', () => {
    for (const call of Object.keys(CALLS))
      expect(
        demo.app.authorizationMatrix.get(`GET /api/portal/salessummary/${call}`),
      ).toBeDefined();
  });

  for (const [call, query] of Object.entries(CALLS)) {
    it(`answers ${call} with its envelope`, async () => {
      const response = await get(call, query);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().status).toBe(200);
    });
  }

  it('names the field of an unknown code or an out-of-range year or month', async () => {
    const cases: [string, string, string][] = [
      ['chartsalessummary', FILTER.replace('KCG01', 'KCG99'), 'company'],
      ['chartsalessummary', FILTER.replace('STORES', 'KIOSK'), 'type'],
      ['chartsalessummary', FILTER.replace('group=O', 'group=O,XX'), 'group'],
      ['chartsalessummary', FILTER.replace('outlet=All', 'outlet=KCG01-0999'), 'outlet'],
      ['chartsalessummary', FILTER.replace('outlet=All', 'outlet=KCG03-0001'), 'outlet'],
      ['chartsalessummary', FILTER.replace('2026', '2023'), 'year'],
      ['chartsalessummary', FILTER.replace('2026', 'abcd'), 'year'],
      ['chartsalessummarydetail', FILTER, 'month'],
      ['chartsalessummarydetail', `${FILTER}&month=13`, 'month'],
      ['chartprofitdilutiondetail', `${DETAIL}&kind=SOME`, 'kind'],
      ['chartsalessummaryviewbyall', 'type=STORES&groupmain=O&year=2026&viewby=Some', 'viewby'],
    ];
    for (const [call, query, field] of cases) {
      const response = await get(call, query);
      expect(response.statusCode, `${call}?${query}`).toBe(400);
      expect(
        response.json().errors.map((error: { field: string }) => error.field),
        `${call}?${query}`,
      ).toContain(field);
    }
  });

  it('answers a profit-dilution detail asked with the spec’s parameters only, as TOTAL', async () => {
    const withoutKind = await get('chartprofitdilutiondetail', DETAIL);
    expect(withoutKind.statusCode, withoutKind.body).toBe(200);
    expect(withoutKind.json().data.title).toBe('MONTHLY CATEGORY TOTAL');
    const asTotal = await get('chartprofitdilutiondetail', `${DETAIL}&kind=TOTAL`);
    expect(withoutKind.json().data).toEqual(asTotal.json().data);
  });

  it('refuses companies and outlets outside the caller’s entitlements', async () => {
    expect((await get('chartsalessummary', FILTER, 'staff')).statusCode).toBe(200);
    expect(
      (await get('chartsalessummary', FILTER.replace('KCG01', 'KCG02'), 'staff')).statusCode,
    ).toBe(403);
    expect((await get('optionsoutlet', 'company=KCG02', 'staff')).statusCode).toBe(403);
    const companies = (await get('optionscompany', '', 'staff')).json().data;
    expect(companies.map((company: { company: string }) => company.company)).toEqual([
      'KCG01',
      'KCG03',
    ]);
    expect((await get('optionscompany', '', 'it')).json().data).toEqual([]);
  });

  it('shows excluded companies only to callers with the permission', async () => {
    const managerCompanies = (await get('optionscompany', ''))
      .json()
      .data.map((company: { company: string }) => company.company);
    expect(managerCompanies).toContain('KCG12');
    const hidden = (await get('optionscompany', 'exclude=Y'))
      .json()
      .data.map((company: { company: string }) => company.company);
    expect(hidden).not.toContain('KCG12');
    // Granted the excluded company, but without the permission to see excluded companies.
    const staff = await buildUser(demo, { role: 'staff', companies: ['KCG01', 'KCG12'] });
    const response = await get('optionscompany', '', staff);
    expect(response.json().data.map((company: { company: string }) => company.company)).toEqual([
      'KCG01',
    ]);
  });

  it('adds up only the companies a caller may see in TOTAL', async () => {
    const total = (await get('chartsalessummary', FILTER.replace('KCG01', 'TOTAL'), 'staff')).json()
      .data;
    const kcg01 = (await get('chartsalessummary', FILTER, 'staff')).json().data;
    const kcg03 = (await get('chartsalessummary', FILTER.replace('KCG01', 'KCG03'), 'staff')).json()
      .data;
    const october = (summary: { tableachievement: { nett: number }[] }) =>
      summary.tableachievement[9]?.nett ?? 0;
    expect(october(total)).toBe(october(kcg01) + october(kcg03));
  });

  it('limits a caller with outlet grants to those outlets, in options and in every sum', async () => {
    const outlets = await demo.database.kysely
      .selectFrom('outlets')
      .select('id')
      .where('company_code', '=', 'KCG01')
      .where('type_code', '=', 'STORES')
      .where('group_code', '=', 'O')
      .orderBy('id')
      .execute();
    const [granted, other] = outlets.map((outlet) => outlet.id);
    if (!granted || !other) throw new Error('the demo needs two KCG01 STORES outlets in group O');
    const staff = await buildUser(demo, {
      role: 'staff',
      companies: ['KCG01', 'KCG03'],
      outlets: [granted],
    });
    const options = (await get('optionsoutlet', 'company=KCG01', staff)).json().data;
    expect(options.map((option: { idbranch: string }) => option.idbranch)).toEqual([granted]);

    const rows = await demo.database.kysely
      .selectFrom('daily_sales')
      .select('nett')
      .where('outlet_id', '=', granted)
      .where('sale_date', '>=', '2026-10-01')
      .where('sale_date', '<=', '2026-10-31')
      .execute();
    const expected = rows.reduce((sum, row) => sum + Number(row.nett), 0);
    const summary = (await get('chartsalessummary', FILTER, staff)).json().data;
    expect(summary.tableachievement[9]?.nett ?? 0).toBe(expected);

    const refused = await get(
      'chartsalessummary',
      FILTER.replace('outlet=All', `outlet=${other}`),
      staff,
    );
    expect(refused.statusCode).toBe(403);
  });

  describe('the detail', () => {
    it('uses the last sales date as the reference day in its month, else the month’s last day', async () => {
      const october = (await get('chartsalessummarydetail', DETAIL)).json().data;
      expect(october.referenceDate).toBe('2026-10-31');
      const march = (
        await get('chartsalessummarydetail', DETAIL.replace('month=10', 'month=2'))
      ).json().data;
      expect(march.referenceDate).toBe('2026-02-28');
      expect(march.headername).toMatchObject({
        year_mtd: 'MTD FEB 2026',
        year_ytd_last: 'YTD 2025',
      });
    });

    it('pages outlet rows while the TOTAL row covers them all', async () => {
      const all = (await get('chartsalessummarydetail', DETAIL)).json().data;
      const page = (await get('chartsalessummarydetail', `${DETAIL}&page=1&limit=2`)).json().data;
      expect(page.count).toBe(all.count);
      expect(page.main).toEqual(all.main.slice(0, 2));
      expect(page.mainHeader).toEqual(all.mainHeader);
    });
  });
});

describe('sales calls without a token', () => {
  it('are refused before anything else', async () => {
    const empty = await startEmptyApp('duckdb');
    try {
      const response = await empty.app.inject({
        method: 'GET',
        url: `/api/portal/salessummary/chartsalessummary?${FILTER}`,
      });
      expect(response.statusCode).toBe(401);
    } finally {
      await empty.dispose();
    }
  });
});
