/**
 * GET /api/portal/sales/today (issue 26) as a caller meets it, on both engines and the sales
 * reference data set (test/sales-reference/): who may ask, bad input (400 naming the field),
 * companies and outlets out of the caller's reach (403), saved views (asked for, the default
 * one, a company revoked since: dropped with a notice, never a 403), the answer cache and its
 * ETag, and a Monday morning (the data day a Sunday: Saturday and Sunday shown) with its
 * freshness counts recomputed from the raw rows.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../../test/engines';
import {
  type Query,
  queryString,
  type SalesHarness,
  startSalesHarness,
} from '../../../test/sales-reference/harness';
import { readRawData } from '../../../test/sales-reference/raw-data';
import { expectedDay } from '../../../test/sales-reference/today-expected';

const PATH = '/api/portal/sales/today';

async function today(
  harness: SalesHarness,
  username: string | null,
  query: Query = {},
  headers: Record<string, string> = {},
) {
  const search = queryString(query);
  const response = await harness.app.inject({
    method: 'GET',
    url: `${PATH}${search ? `?${search}` : ''}`,
    headers: { ...(username ? await harness.headersOf(username) : {}), ...headers },
  });
  // biome-ignore lint/suspicious/noExplicitAny: an answer read field by field in the tests
  let body: any;
  try {
    body = response.json();
  } catch {
    body = response.body;
  }
  return { statusCode: response.statusCode, body, headers: response.headers };
}

describeEachEngine('GET /api/portal/sales/today', (engine) => {
  let harness: SalesHarness;

  beforeAll(async () => {
    harness = await startSalesHarness(engine);
  });
  afterAll(async () => harness.stop());

  it('is for signed-in users only, not for shared links', async () => {
    expect(harness.app.authorizationMatrix.get(`GET ${PATH}`)).toEqual({ kind: 'signed-in' });
    const anonymous = await today(harness, null);
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers everything the caller may see without parameters', async () => {
    const staff = await today(harness, 'staff');
    expect(staff.statusCode, JSON.stringify(staff.body)).toBe(200);
    expect(staff.body.data.scope).toEqual({
      companies: [
        { code: 'KCG01', name: expect.any(String) },
        { code: 'KCG03', name: expect.any(String) },
      ],
      type: 'STORES',
      groups: ['O'],
      outlets: 'All',
      view: null,
      droppedCompanies: [],
    });
    const caller = await harness.callerOf('manager');
    const manager = await today(harness, 'manager');
    expect(
      manager.body.data.scope.companies.map((company: { code: string }) => company.code),
    ).toEqual(caller.visibleCompanies);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const cases: [Query, string][] = [
      [{ company: 'KCG77' }, 'company'],
      [{ company: 'KCG01,KC G' }, 'company'],
      [{ type: 'KIOSK' }, 'type'],
      [{ group: 'O,XX' }, 'group'],
      [{ outlet: 'KCG01-9999' }, 'outlet'],
      [{ company: 'KCG01', outlet: 'KCG03-0004' }, 'outlet'],
      [{ company: 'KCG01', outlet: 'KCG01-W001' }, 'outlet'],
      [{ view: 'no such view!' }, 'view'],
      [{ view: 'a'.repeat(65) }, 'view'],
      [{ view: 'unknown-view-id' }, 'view'],
    ];
    for (const [query, field] of cases) {
      const answer = await today(harness, 'manager', query);
      expect(answer.statusCode, `${queryString(query)}: ${JSON.stringify(answer.body)}`).toBe(400);
      expect(answer.body.message).toContain(field);
      const fields = answer.body.errors.map((error: { field: string }) => error.field);
      expect(
        fields.some((named: string) => named.split('.')[0] === field),
        fields.join(),
      ).toBe(true);
    }
  });

  it('refuses a company or outlet out of the caller’s reach (403)', async () => {
    for (const query of [
      { company: 'KCG02' },
      { company: 'KCG01,KCG02' },
      { outlet: 'KCG02-0001' },
      { company: 'KCG09' },
    ]) {
      const answer = await today(harness, 'staff', query);
      expect(answer.statusCode, queryString(query)).toBe(403);
    }
    expect((await today(harness, 'manager', { company: 'KCG02' })).statusCode).toBe(200);
  });

  it('keeps the answer per scope and tags it: a repeat costs a 304 until the data changes', async () => {
    const kcg03 = (headers: Record<string, string> = {}) =>
      today(harness, 'manager', { company: 'KCG03' }, headers);
    const first = await kcg03();
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\//);
    const again = await kcg03();
    expect(again.body).toEqual(first.body);
    expect(again.headers.etag).toBe(etag);
    expect((await kcg03({ 'if-none-match': etag })).statusCode).toBe(304);
    // Another scope has another tag; another load makes the tag stale.
    const other = await today(harness, 'manager', { company: 'KCG01' });
    expect(other.headers.etag).not.toBe(etag);
    await harness.changeVersions.bump('sales');
    const afterLoad = await kcg03({ 'if-none-match': etag });
    expect(afterLoad.statusCode).toBe(200);
    expect(afterLoad.body).toEqual(first.body);
  });

  it('answers for a saved view, the default view, and a view whose company was revoked', async () => {
    const headers = await harness.headersOf('staff');
    const created = await harness.app.inject({
      method: 'POST',
      url: '/api/portal/views',
      headers,
      payload: {
        name: 'My brands',
        filter: {
          companies: ['KCG01', 'KCG03'],
          type: 'STORES',
          groups: ['TOTALKCG'],
          outlets: 'All',
        },
        isDefault: true,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const view = created.json().data as { id: string; name: string };

    const byDefault = await today(harness, 'staff');
    expect(byDefault.body.data.scope).toMatchObject({
      companies: [{ code: 'KCG01' }, { code: 'KCG03' }],
      view: { id: view.id, name: 'My brands' },
      droppedCompanies: [],
    });
    expect([...byDefault.body.data.scope.groups].sort()).toEqual(
      harness.raw.groups.map((group) => group.code).sort(),
    );
    // A filter parameter over the view.
    const narrowed = await today(harness, 'staff', { view: view.id, company: 'KCG03' });
    expect(narrowed.body.data.scope).toMatchObject({
      companies: [{ code: 'KCG03' }],
      view: { id: view.id },
    });
    expect(narrowed.body.data.league.level).toBe('group-type');
    // Another user cannot use it.
    const foreign = await today(harness, 'manager', { view: view.id });
    expect(foreign.statusCode).toBe(400);

    // KCG01 is taken away from staff: the view shows KCG03 and names KCG01 as dropped.
    await sql`DELETE FROM user_companies WHERE company_code = 'KCG01'
                AND user_id = (SELECT id FROM users WHERE username = 'staff')`.execute(
      harness.database.kysely,
    );
    await harness.changeVersions.bump('auth');
    harness.forget('staff');
    const revoked = await today(harness, 'staff', { view: view.id });
    expect(revoked.statusCode, JSON.stringify(revoked.body)).toBe(200);
    expect(revoked.body.data.scope).toMatchObject({
      companies: [{ code: 'KCG03' }],
      droppedCompanies: ['KCG01'],
    });
    for (const row of revoked.body.data.league.rows) expect(row.company).toBe('KCG03');
  });
});

describeEachEngine('the Today answer on a Monday morning', (engine) => {
  let harness: SalesHarness;
  // Monday 16 March 2026, 07:00 in Jakarta.
  const MONDAY_MS = Date.UTC(2026, 2, 16, 0, 0, 0);

  beforeAll(async () => {
    harness = await startSalesHarness(engine, { nowMs: MONDAY_MS });
    // A weekend is loaded: Saturday 14 and Sunday 15 March, and the Sunday before.
    const outlets = harness.raw.outlets
      .filter((outlet) => outlet.typeCode === 'STORES' && outlet.groupCode === 'O')
      .filter((outlet) => outlet.closeDate === null)
      .slice(0, 4);
    expect(outlets.length).toBe(4);
    const [a, b, c, d] = outlets.map((outlet) => outlet.id) as [string, string, string, string];
    const row = (outletId: string, saleDate: string, nett: number) => ({
      outlet_id: outletId,
      sale_date: saleDate,
      gross: nett + 1000,
      markdown: 1000,
      vip: 0,
      promo: 0,
      nett,
      units: 3,
      transactions: 2,
    });
    const db = harness.database.kysely;
    await db
      .deleteFrom('daily_sales')
      .where('sale_date', 'in', ['2026-03-08', '2026-03-14', '2026-03-15'])
      .execute();
    await db
      .insertInto('daily_sales')
      .values([
        row(a, '2026-03-08', 1_100_000),
        row(b, '2026-03-08', 2_200_000),
        row(c, '2026-03-08', 3_300_000),
        row(a, '2026-03-14', 4_400_000),
        row(b, '2026-03-14', 5_500_000),
        row(a, '2026-03-15', 6_600_000),
        row(d, '2026-03-15', 7_700_000),
      ])
      .execute();
    await db
      .updateTable('data_updates')
      .set({ last_sales_date: '2026-03-15' })
      .where('type_code', '=', 'STORES')
      .execute();
    await harness.changeVersions.bump('sales');
  });
  afterAll(async () => harness.stop());

  it('shows Saturday and Sunday with their targets and last year, and who reported', async () => {
    const raw = await readRawData(harness.database);
    const caller = await harness.callerOf('manager');
    const inScope = raw.outlets.filter(
      (outlet) =>
        caller.visibleCompanies.includes(outlet.companyCode) &&
        outlet.typeCode === 'STORES' &&
        outlet.groupCode === 'O',
    );
    const ids = new Set(inScope.map((outlet) => outlet.id));
    const nettOn = (date: string) =>
      raw.sales
        .filter((row) => ids.has(row.outletId) && row.date === date)
        .reduce((t, r) => t + r.nett, 0);
    const soldOn = (date: string) =>
      new Set(
        raw.sales
          .filter((row) => ids.has(row.outletId) && row.date === date)
          .map((row) => row.outletId),
      );
    const marchTarget = raw.targets
      .filter((row) => ids.has(row.outletId) && row.year === 2026 && row.month === 3)
      .reduce((total, row) => total + row.target, 0);
    const answer = await today(harness, 'manager');
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
    const dayTarget = marchTarget / 31;
    expect(answer.body.data.days).toEqual([
      expectedDay(nettOn, dayTarget, {
        date: '2026-03-14',
        weekday: 'Sat',
        sameWeekday: '2025-03-15',
        sameDate: '2025-03-14',
      }),
      expectedDay(nettOn, dayTarget, {
        date: '2026-03-15',
        weekday: 'Sun',
        sameWeekday: '2025-03-16',
        sameDate: '2025-03-15',
      }),
    ]);
    const expected = soldOn('2026-03-08');
    const reported = [...expected].filter((id) => soldOn('2026-03-15').has(id));
    expect(expected.size).toBeGreaterThanOrEqual(3);
    expect(answer.body.data.freshness).toEqual({
      dataUntil: '2026-03-15',
      ageDays: 1,
      reportedOutlets: reported.length,
      expectedOutlets: expected.size,
    });
    expect(reported.length).toBeLessThan(expected.size);
  });
});
