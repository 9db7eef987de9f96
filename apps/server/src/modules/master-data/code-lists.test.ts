/**
 * The code lists of the System screens (companies, product categories, outlet types, outlet
 * groups) through the API on both engines: pages and search against plain SQL, create → get →
 * update → delete with audit entries, the forms' messages, reserved and kept codes, refused
 * deletes naming what refers to the code, 403 for callers who may not change master data, and
 * the change counter that makes the sales filter's options show a change at once.
 */
import { CODE_LIST_KINDS, CODE_LISTS, type CodeListKind } from '@outlet-pulse/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { auditEntriesOf, byField } from '../../../test/api-answers';
import { storedChangeVersion } from '../../../test/change-counters';
import { useDemoApp } from '../../../test/demo-app';
import { describeEachEngine } from '../../../test/engines';
import { buildOutlet } from '../../../test/factories';
import { CODE_LIST_STORES } from './code-lists';

const COMPANY_FIELDS = { excludedByDefault: false };

/** A complete create body of a list. */
const createBody = (kind: CodeListKind, code: string, name: string) => ({
  code,
  name,
  ...(kind === 'company' ? COMPANY_FIELDS : {}),
});

describeEachEngine('code lists: companies, categories, outlet types, outlet groups', (engine) => {
  const demo = useDemoApp(engine);
  const admin = () => demo.as('admin');
  const db = () => demo.database.kysely;
  const salesVersion = () => storedChangeVersion(db(), 'sales');
  /** Every code of a list's table, in code order, read with plain SQL. */
  const codesOf = async (kind: CodeListKind, where = sql`TRUE`) =>
    (
      await sql<{ code: string }>`SELECT code FROM ${sql.table(CODE_LIST_STORES[kind].table)}
        WHERE ${where} ORDER BY code`.execute(db())
    ).rows.map((row) => row.code);
  const listed = (response: { json(): { data: { rows: { code: string }[] } } }) =>
    response.json().data.rows.map((row) => row.code);

  describe.each(CODE_LIST_KINDS)('%s', (kind) => {
    const { path, codeLabel, nameLabel } = CODE_LISTS[kind];

    it('pages and searches the list as the table holds it', async () => {
      const all = await codesOf(kind);
      expect(all.length).toBeGreaterThan(0);
      const first = await admin().get(`/api/${path}/?limit=2`);
      expect(first.statusCode).toBe(200);
      expect(first.json().data.count).toBe(all.length);
      expect(listed(first)).toEqual(all.slice(0, 2));
      expect(listed(await admin().get(`/api/${path}/?page=2&limit=2`))).toEqual(all.slice(2, 4));

      const keyword = all[0]?.slice(0, 3).toLowerCase() ?? '';
      const found = await admin().get(`/api/${path}/?limit=500&keyword=${keyword}`);
      const expected = await codesOf(
        kind,
        sql`lower(code) LIKE ${`%${keyword}%`} OR lower(name) LIKE ${`%${keyword}%`}`,
      );
      expect(listed(found)).toEqual(expected);
    });

    it('creates, reads, renames, deactivates and deletes an entry, with its audit entries', async () => {
      const code = `ZT-${kind.slice(0, 4).toUpperCase()}`;
      const created = await admin().post(`/api/${path}/create`, createBody(kind, code, ' Test '));
      expect(created.statusCode).toBe(200);
      expect(created.json().data).toMatchObject({ code, name: 'Test', active: true, kept: false });
      expect((await admin().get(`/api/${path}/${code}`)).json().data.name).toBe('Test');

      const renamed = await admin().put(`/api/${path}/${code}`, {
        name: 'Test Renamed',
        active: false,
        ...(kind === 'company' ? { excludedByDefault: true } : {}),
      });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json().data).toMatchObject({ code, name: 'Test Renamed', active: false });
      const stored = await sql<{ name: string; active: boolean }>`SELECT name, active
        FROM ${sql.table(CODE_LIST_STORES[kind].table)} WHERE code = ${code}`.execute(db());
      expect(stored.rows).toEqual([{ name: 'Test Renamed', active: false }]);
      const search = await admin().get(`/api/${path}/?keyword=test%20renamed`);
      expect(listed(search)).toEqual([code]);

      expect((await admin().delete(`/api/${path}/${code}`)).json()).toEqual({
        status: 200,
        data: { deleted: code },
      });
      expect((await admin().get(`/api/${path}/${code}`)).statusCode).toBe(404);
      expect(await codesOf(kind, sql`code = ${code}`)).toEqual([]);

      const entries = await auditEntriesOf(admin(), kind, code);
      expect(entries.map((entry) => entry.action)).toEqual(['DELETED', 'UPDATED', 'CREATED']);
      expect(entries.every((entry) => entry.username === 'admin')).toBe(true);
      expect(entries[1]?.changes).toContainEqual({
        field: 'name',
        from: 'Test',
        to: 'Test Renamed',
      });
      expect(entries[1]?.changes).toContainEqual({ field: 'active', from: true, to: false });
    });

    it("names the form's required fields and refuses a malformed or taken code", async () => {
      const empty = await admin().post(`/api/${path}/create`, {});
      expect(empty.statusCode).toBe(400);
      expect(byField(empty.json().errors)).toMatchObject({
        code: [`${codeLabel} is required`],
        name: [`${nameLabel} is required`],
      });
      const blankName = await admin().put(
        `/api/${path}/${(await codesOf(kind))[0]}`,
        createBody(kind, 'X', ' '),
      );
      // The code never changes: an update body with one is refused whole.
      expect(blankName.statusCode).toBe(400);
      const badCode = await admin().post(`/api/${path}/create`, createBody(kind, 'not ok', 'x'));
      expect(byField(badCode.json().errors)).toEqual({
        code: ['Use only capital letters, digits and dashes (at most 20)'],
      });
      const taken = (await codesOf(kind))[0] ?? '';
      const again = await admin().post(`/api/${path}/create`, createBody(kind, taken, 'x'));
      expect(again.statusCode).toBe(400);
      expect(byField(again.json().errors)).toEqual({
        code: [expect.stringContaining(`${taken} already exists`)],
      });
      const extra = await admin().post(`/api/${path}/create`, {
        ...createBody(kind, 'ZT-EXTRA', 'x'),
        sneaky: true,
      });
      expect(extra.statusCode).toBe(400);
    });

    it('is read by any signed-in user and changed only by those who manage master data', async () => {
      const code = (await codesOf(kind, sql`code <> 'KCG02'`))[0] ?? '';
      expect((await demo.as('staff').get(`/api/${path}/`)).statusCode).toBe(200);
      for (const who of ['staff', 'it', 'manager']) {
        const caller = demo.as(who);
        expect(
          (await caller.post(`/api/${path}/create`, createBody(kind, 'ZT-NO', 'x'))).statusCode,
        ).toBe(403);
        expect((await caller.put(`/api/${path}/${code}`, { name: 'x' })).statusCode).toBe(403);
        expect((await caller.delete(`/api/${path}/${code}`)).statusCode).toBe(403);
      }
      expect(await codesOf(kind, sql`code = 'ZT-NO'`)).toEqual([]);
    });
  });

  describe('companies', () => {
    it('gives a new company the next free id, or the one asked for unless another holds it', async () => {
      const highest = await sql<{ id: number }>`SELECT max(id) AS id FROM companies`.execute(db());
      const next = Number(highest.rows[0]?.id) + 1;
      const created = await admin().post(
        '/api/company/create',
        createBody('company', 'ZT-NEXT', 'Next'),
      );
      expect(created.json().data).toMatchObject({ id: next, excludedByDefault: false });
      const taken = await admin().post('/api/company/create', {
        ...createBody('company', 'ZT-TAKEN', 'Taken'),
        id: next,
      });
      expect(byField(taken.json().errors)).toEqual({
        id: [`Company Id ${next} is already used by ZT-NEXT`],
      });
      const chosen = await admin().post('/api/company/create', {
        ...createBody('company', 'ZT-CHOSEN', 'Chosen'),
        id: 777,
      });
      expect(chosen.json().data.id).toBe(777);
      const badId = await admin().post('/api/company/create', {
        ...createBody('company', 'ZT-BAD', 'Bad'),
        id: 0,
      });
      expect(byField(badId.json().errors)).toEqual({
        id: ['Company Id must be a whole number from 1 to 99999'],
      });
      for (const code of ['ZT-NEXT', 'ZT-CHOSEN']) {
        expect((await admin().delete(`/api/company/${code}`)).statusCode).toBe(200);
      }
    });

    it('refuses TOTAL, which means every company', async () => {
      const total = await admin().post('/api/company/create', createBody('company', 'TOTAL', 'x'));
      expect(byField(total.json().errors)).toEqual({
        code: ['TOTAL is reserved: it means every company'],
      });
    });

    it('shows a caller only the companies the caller may see', async () => {
      const granted = await sql<{ company_code: string }>`SELECT g.company_code
          FROM user_companies g JOIN users u ON u.id = g.user_id
          JOIN companies c ON c.code = g.company_code
         WHERE u.username = 'staff' AND NOT c.excluded_by_default
         ORDER BY g.company_code`.execute(db());
      const shown = await demo.as('staff').get('/api/company/?limit=500');
      expect(listed(shown)).toEqual(granted.rows.map((row) => row.company_code));
      expect((await demo.as('staff').get('/api/company/KCG02')).statusCode).toBe(404);
    });

    it('refuses to delete a company that data refers to, naming what, and deactivates it', async () => {
      const refused = await admin().delete('/api/company/KCG01');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(
        /^Company KCG01 is used by outlets, user grants(, employees)?(, master entries)?, so it cannot be deleted\. Deactivate it instead\.$/,
      );
      const company = (await admin().get('/api/company/KCG01')).json().data;
      const off = await admin().put('/api/company/KCG01', {
        name: company.name,
        active: false,
        excludedByDefault: company.excludedByDefault,
      });
      expect(off.json().data.active).toBe(false);
      // History stays: the company is still a sales filter option.
      expect(
        JSON.stringify((await admin().get('/api/portal/salessummary/optionscompany')).json()),
      ).toContain('KCG01');
      const on = await admin().put('/api/company/KCG01', {
        name: company.name,
        active: true,
        excludedByDefault: company.excludedByDefault,
      });
      expect(on.json().data.active).toBe(true);
    });
  });

  describe('kept and reserved codes', () => {
    it('renames STORES and the groups O, SF, OF, F but never deletes or deactivates them', async () => {
      for (const [path, code] of [
        ['outlet-type', 'STORES'],
        ['outlet-group', 'O'],
        ['outlet-group', 'SF'],
        ['outlet-group', 'OF'],
        ['outlet-group', 'F'],
      ] as const) {
        const entry = (await admin().get(`/api/${path}/${code}`)).json().data;
        expect(entry.kept).toBe(true);
        const deleted = await admin().delete(`/api/${path}/${code}`);
        expect(deleted.statusCode).toBe(409);
        expect(deleted.json().message).toContain('may be renamed but not deleted');
        const off = await admin().put(`/api/${path}/${code}`, { name: entry.name, active: false });
        expect(off.statusCode).toBe(409);
        expect(off.json().message).toContain('may be renamed but not deactivated');
      }
      const renamed = await admin().put('/api/outlet-type/STORES', { name: 'SHOPS' });
      expect(renamed.json().data).toMatchObject({ code: 'STORES', name: 'SHOPS', active: true });
      await admin().put('/api/outlet-type/STORES', { name: 'STORES' });
    });

    it('refuses TOTALKCG, which means every group', async () => {
      const response = await admin().post('/api/outlet-group/create', {
        code: 'TOTALKCG',
        name: 'TOTAL KCG',
      });
      expect(byField(response.json().errors)).toEqual({
        code: ['TOTALKCG is reserved: it means every group'],
      });
      expect(await codesOf('outlet-group', sql`code = 'TOTALKCG'`)).toEqual([]);
    });
  });

  describe('refused deletes', () => {
    it('keeps a type or group that outlets use, and a category with category sales', async () => {
      const outlet = await buildOutlet(demo, { company: 'KCG01', type: 'ONLINE', group: 'SF' });
      const type = await admin().delete('/api/outlet-type/ONLINE');
      expect(type.statusCode).toBe(409);
      expect(type.json().message).toBe(
        'Outlet type ONLINE is used by outlets, so it cannot be deleted. Deactivate it instead.',
      );
      await admin().post('/api/outlet-group/create', { code: 'ZT-GRP', name: 'Test group' });
      await db()
        .updateTable('outlets')
        .set({ group_code: 'ZT-GRP' })
        .where('id', '=', outlet.id)
        .execute();
      const group = await admin().delete('/api/outlet-group/ZT-GRP');
      expect(group.json().message).toBe(
        'Outlet group ZT-GRP is used by outlets, so it cannot be deleted. Deactivate it instead.',
      );
      await db().deleteFrom('outlets').where('id', '=', outlet.id).execute();
      expect((await admin().delete('/api/outlet-group/ZT-GRP')).statusCode).toBe(200);

      const used = await sql<{ code: string }>`SELECT DISTINCT category_code AS code
        FROM daily_category_sales ORDER BY category_code LIMIT 1`.execute(db());
      const category = used.rows[0]?.code ?? '';
      const refused = await admin().delete(`/api/product-category/${category}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        `Product category ${category} is used by category sales, so it cannot be deleted. Deactivate it instead.`,
      );
    });
  });

  describe('inactive codes', () => {
    const branch = (id: string, fields: Record<string, unknown> = {}) => ({
      branchName: `Test Store ${id}`,
      description: 'A branch of the code list tests',
      email: 'test@stores.kcg.example',
      company: 'KCG02',
      type: 'STORES',
      group: 'O',
      city: 'Bandung',
      openDate: '2026-01-05',
      ...fields,
    });

    it('are refused for a new or moved branch, and kept by a branch that has one', async () => {
      await admin().post('/api/outlet-type/create', { code: 'ZT-KIOSK', name: 'KIOSK' });
      const created = await admin().post('/api/branch/create', {
        idbranch: 'ZT-BR1',
        ...branch('ZT-BR1', { type: 'ZT-KIOSK' }),
      });
      expect(created.statusCode).toBe(200);
      await admin().put('/api/outlet-type/ZT-KIOSK', { name: 'KIOSK', active: false });

      const refused = await admin().post('/api/branch/create', {
        idbranch: 'ZT-BR2',
        ...branch('ZT-BR2', { type: 'ZT-KIOSK' }),
      });
      expect(refused.statusCode).toBe(400);
      expect(byField(refused.json().errors)).toEqual({ type: ['Type ZT-KIOSK is inactive'] });
      const kept = await admin().put('/api/branch/ZT-BR1', {
        ...branch('ZT-BR1', { type: 'ZT-KIOSK', branchName: 'Renamed' }),
      });
      expect(kept.statusCode).toBe(200);

      await admin().put('/api/company/KCG03', { name: 'Nusa Denim', active: false });
      const moved = await admin().put('/api/branch/ZT-BR1', {
        ...branch('ZT-BR1', { type: 'ZT-KIOSK', company: 'KCG03' }),
      });
      expect(byField(moved.json().errors)).toEqual({ company: ['Company KCG03 is inactive'] });
      await admin().put('/api/company/KCG03', { name: 'Nusa Denim', active: true });
      expect((await admin().delete('/api/branch/ZT-BR1')).statusCode).toBe(200);
      expect((await admin().delete('/api/outlet-type/ZT-KIOSK')).statusCode).toBe(200);
    });
  });

  describe('the change counter', () => {
    it('bumps sales on every change, so the filter options show a new or renamed code at once', async () => {
      const before = await salesVersion();
      await admin().post('/api/outlet-type/create', { code: 'POPUP', name: 'POP-UP' });
      expect(await salesVersion()).toBe(before + 1);
      const types = await admin().get('/api/portal/salessummary/optionstype');
      expect(types.json().data).toContainEqual({
        bitype: 'POPUP',
        bitypeName: 'POP-UP',
        dataLastUpdate: null,
      });

      await admin().put('/api/outlet-group/OF', { name: 'HEAD OFFICE' });
      expect(await salesVersion()).toBe(before + 2);
      const groups = await admin().get('/api/portal/salessummary/optionsgroup');
      expect(groups.json().data).toContainEqual({ bigroup: 'OF', bigroupName: 'HEAD OFFICE' });
      await admin().put('/api/outlet-group/OF', { name: 'OFFICE' });

      await admin().delete('/api/outlet-type/POPUP');
      const after = await admin().get('/api/portal/salessummary/optionstype');
      expect(after.json().data.map((row: { bitype: string }) => row.bitype)).not.toContain('POPUP');
    });

    // DuckDB 1.5.6 read such a code cut through a statement kept prepared (open-duckdb.ts).
    it('shows a new code longer than any before it whole in the options', async () => {
      await admin().get('/api/portal/salessummary/optionstype');
      await admin().post('/api/outlet-type/create', { code: 'ZT-LONGER-CODE', name: 'LONG' });
      const types = await admin().get('/api/portal/salessummary/optionstype');
      await admin().delete('/api/outlet-type/ZT-LONGER-CODE');
      expect(types.json().data.map((row: { bitype: string }) => row.bitype)).toContain(
        'ZT-LONGER-CODE',
      );
    });
  });
});
