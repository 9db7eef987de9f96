/**
 * Branches, regions, sub-branches and period control through the API (spec 001 §3.4, §5, §7):
 * paging and search against plain SQL over the raw tables, every validation message of the
 * forms, create → get → update → search → delete round trips with their audit entries,
 * refusals, mass-assignment attempts and the authorization matrix's cells for non-admins.
 */
import { SESSION_MESSAGES } from '@outlet-pulse/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AuditEntry, auditEntriesOf, byField } from '../../../test/api-answers';
import { storedChangeVersion } from '../../../test/change-counters';
import { useDemoApp } from '../../../test/demo-app';
import { describeEachEngine } from '../../../test/engines';
import { buildDailySales, buildOutlet, userIdOf } from '../../../test/factories';
import type { Who } from '../../../test/requests';

/** A complete, valid branch form for a test branch. */
const branchForm = (id: string, fields: Record<string, unknown> = {}) => ({
  idbranch: id,
  branchName: `Test Store ${id}`,
  description: 'A branch the API tests made',
  email: `${id.toLowerCase()}@stores.kcg.example`,
  company: 'KCG02',
  type: 'STORES',
  group: 'O',
  city: 'Bandung',
  region: 'JABAR',
  openDate: '2026-01-05',
  ...fields,
});

describeEachEngine('master data: branches, regions, sub-branches, period control', (engine) => {
  const demo = useDemoApp(engine);
  let adminId: number;

  beforeAll(async () => {
    adminId = await userIdOf(demo, 'admin');
  });

  const as = (who: Who) => demo.as(who);

  const db = () => demo.database.kysely;
  const salesVersion = () => storedChangeVersion(db(), 'sales');
  const rawOutlet = (id: string) =>
    db().selectFrom('outlets').selectAll().where('id', '=', id).executeTakeFirst();
  const auditOf = (entity: string, entityId: string) =>
    auditEntriesOf(as('admin'), entity, entityId);
  /** Rows of a table whose column holds one of the values, counted with plain SQL. */
  const countWhere = async (table: 'audit_log' | 'outlets', column: string, values: string[]) => {
    const counted = await sql<{ n: number | string | bigint }>`
      SELECT count(*) AS n FROM ${sql.table(table)}
       WHERE ${sql.ref(column)} IN (${sql.join(values)})`.execute(db());
    return Number(counted.rows[0]?.n);
  };
  const auditCount = (entityId: string) => countWhere('audit_log', 'entity_id', [entityId]);

  /* ------------------------------------------------------------------ branch lists */
  describe('branch list', () => {
    const idsOf = (response: { json(): { data: { rows: { idbranch: string }[] } } }) =>
      response.json().data.rows.map((row) => row.idbranch);

    it('pages by page and limit; page 0 and page 1 are the same first page', async () => {
      const allIds = (await db().selectFrom('outlets').select('id').orderBy('id').execute()).map(
        (row) => row.id,
      );
      expect(allIds.length).toBe(12);

      const first = await as('admin').get('/api/branch/?limit=5');
      expect(first.statusCode).toBe(200);
      expect(first.json().data.count).toBe(allIds.length);
      expect(idsOf(first)).toEqual(allIds.slice(0, 5));
      const pageZero = await as('admin').get('/api/branch/?page=0&limit=5');
      const pageOne = await as('admin').get('/api/branch/?page=1&limit=5');
      expect(idsOf(pageZero)).toEqual(allIds.slice(0, 5));
      expect(idsOf(pageOne)).toEqual(idsOf(pageZero));
      expect(idsOf(await as('admin').get('/api/branch/?page=2&limit=5'))).toEqual(
        allIds.slice(5, 10),
      );
      const last = await as('admin').get('/api/branch/?page=3&limit=5');
      expect(idsOf(last)).toEqual(allIds.slice(10));
      expect(last.json().data.count).toBe(allIds.length);
      expect(idsOf(await as('admin').get('/api/branch/?page=4&limit=5'))).toEqual([]);

      // The default limit is 15, more than the 12 demo outlets: everything on one page.
      expect(idsOf(await as('admin').get('/api/branch/'))).toEqual(allIds);
      expect(idsOf(await as('admin').get('/api/branch'))).toEqual(allIds);
      expect(idsOf(await as('admin').get('/api/branch/?limit=1&page=7'))).toEqual([allIds[6]]);
    });

    it('refuses a limit or page out of range', async () => {
      for (const query of ['limit=0', 'limit=501', 'limit=abc', 'page=-1', 'page=1.5']) {
        const response = await as('admin').get(`/api/branch/?${query}`);
        expect(response.statusCode, query).toBe(400);
        expect(response.json().status).toBe(400);
      }
    });

    it('searches id, name, city and description; count equals a plain count over the table', async () => {
      const outlets = await db()
        .selectFrom('outlets')
        .select(['id', 'name', 'city', 'description'])
        .orderBy('id')
        .execute();
      for (const keyword of [
        'mall',
        'Jakarta',
        'kcg01-',
        'PLUIT',
        'plaza kupang',
        'nothing-like-this',
      ]) {
        const lower = keyword.toLowerCase();
        const expected = outlets
          .filter((outlet) =>
            [outlet.id, outlet.name, outlet.city, outlet.description ?? ''].some((value) =>
              value.toLowerCase().includes(lower),
            ),
          )
          .map((outlet) => outlet.id);
        const counted = await sql<{ n: number | string | bigint }>`
          SELECT count(*) AS n FROM outlets
           WHERE strpos(lower(id), ${lower}) > 0 OR strpos(lower(name), ${lower}) > 0
              OR strpos(lower(city), ${lower}) > 0
              OR strpos(lower(coalesce(description, '')), ${lower}) > 0`.execute(db());
        expect(Number(counted.rows[0]?.n), keyword).toBe(expected.length);

        const response = await as('admin').get(
          `/api/branch/?keyword=${encodeURIComponent(keyword)}&limit=500`,
        );
        expect(response.statusCode).toBe(200);
        expect(response.json().data.count, keyword).toBe(expected.length);
        expect(idsOf(response), keyword).toEqual(expected);
      }
      // 'mall' matches more than one branch: paging still holds for a search.
      const mall = await as('admin').get('/api/branch/?keyword=mall&limit=2&page=2');
      const mallAll = idsOf(await as('admin').get('/api/branch/?keyword=mall&limit=500'));
      expect(mallAll.length).toBeGreaterThan(3);
      expect(idsOf(mall)).toEqual(mallAll.slice(2, 4));
      expect(mall.json().data.count).toBe(mallAll.length);
    });

    it("takes LIKE's wildcards in a keyword literally", async () => {
      for (const keyword of ['%', '_', 'K_G01']) {
        const response = await as('admin').get(
          `/api/branch/?keyword=${encodeURIComponent(keyword)}`,
        );
        expect(response.statusCode).toBe(200);
        expect(response.json().data, keyword).toEqual({ rows: [], count: 0 });
      }
    });

    it('shows staff only the branches of KCG01 and KCG03', async () => {
      const expected = (
        await db()
          .selectFrom('outlets')
          .select('id')
          .where('company_code', 'in', ['KCG01', 'KCG03'])
          .orderBy('id')
          .execute()
      ).map((row) => row.id);
      expect(expected.length).toBeGreaterThan(0);
      const response = await as('staff').get('/api/branch/?limit=500');
      expect(response.statusCode).toBe(200);
      expect(idsOf(response)).toEqual(expected);
      expect(response.json().data.count).toBe(expected.length);
      // A search never reaches past the caller's companies.
      const search = await as('staff').get('/api/branch/?keyword=kcg02');
      expect(search.json().data).toEqual({ rows: [], count: 0 });
      // Nor does reading one branch of another company.
      expect((await as('staff').get('/api/branch/KCG02-0001')).statusCode).toBe(404);
      expect((await as('staff').get('/api/branch/KCG01-0001')).statusCode).toBe(200);
    });

    it('filters by company: 403 for one the caller may not see, 400 for an unknown one', async () => {
      const kcg03 = (
        await db()
          .selectFrom('outlets')
          .select('id')
          .where('company_code', '=', 'KCG03')
          .orderBy('id')
          .execute()
      ).map((row) => row.id);
      expect(idsOf(await as('staff').get('/api/branch/?company=KCG03'))).toEqual(kcg03);
      expect(idsOf(await as('staff').get('/api/branch/company/KCG03'))).toEqual(kcg03);
      expect(idsOf(await as('staff').get('/api/branch/?parent=KCG03'))).toEqual(kcg03);

      const forbidden = await as('staff').get('/api/branch/?company=KCG02');
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().message).toBe(SESSION_MESSAGES.forbidden);
      expect((await as('staff').get('/api/branch/company/KCG02')).statusCode).toBe(403);
      expect((await as('admin').get('/api/branch/?company=KCG02')).statusCode).toBe(200);

      for (const who of ['staff', 'admin']) {
        const unknown = await as(who).get('/api/branch/?company=NOPE99');
        expect(unknown.statusCode).toBe(400);
        expect(byField(unknown.json().errors)).toEqual({
          company: ['unknown company NOPE99'],
        });
      }
    });

    it('answers the outlets of a company by POST /api/branch/outlet', async () => {
      const response = await as('staff').post('/api/branch/outlet', { company: 'KCG01' });
      expect(response.statusCode).toBe(200);
      const expected = await db()
        .selectFrom('outlets')
        .select('id')
        .where('company_code', '=', 'KCG01')
        .orderBy('id')
        .execute();
      expect(idsOf(response)).toEqual(expected.map((row) => row.id));
      expect((await as('staff').post('/api/branch/outlet', { company: 'KCG02' })).statusCode).toBe(
        403,
      );
      const missing = await as('staff').post('/api/branch/outlet', {});
      expect(missing.statusCode).toBe(400);
      expect(byField(missing.json().errors)).toEqual({ company: ['Company is required'] });
    });

    it('answers the brand and sites of a visible company, and refuses the others', async () => {
      const brand = await as('staff').post('/api/branch/brand', { company: 'KCG01' });
      expect(brand.json().data.rows.map((row: { company: string }) => row.company)).toEqual([
        'KCG01',
      ]);
      const sites = await as('staff').post('/api/branch/siteid', { company: 'KCG03' });
      const expected = await db()
        .selectFrom('master_entries')
        .select('code')
        .where('list', '=', 'site')
        .where('company_code', '=', 'KCG03')
        .orderBy('sort_order')
        .execute();
      expect(sites.json().data.rows.map((row: { idSite: string }) => row.idSite)).toEqual(
        expected.map((row) => row.code),
      );
      for (const path of ['/api/branch/brand', '/api/branch/siteid']) {
        expect((await as('staff').post(path, { company: 'KCG02' })).statusCode, path).toBe(403);
        expect((await as('staff').post(path, { company: 'NOPE' })).statusCode, path).toBe(400);
      }
    });
  });

  /* ------------------------------------------------------------------ validation */
  describe('validation messages (spec 001 §5)', () => {
    it('names every required field of the branch form', async () => {
      const response = await as('admin').post('/api/branch/create', {});
      expect(response.statusCode).toBe(400);
      const errors = byField(response.json().errors);
      expect(errors.idbranch).toEqual(['Id Branch is required']);
      expect(errors.branchName).toEqual(['Branch Name is required']);
      expect(errors.description).toEqual(['Description is required']);
      expect(errors.email).toEqual(['Email is required']);
      expect(errors.company).toEqual(['Company is required']);
      expect(errors.type).toEqual(['Type is required']);
      expect(errors.group).toEqual(['Group is required']);
      expect(errors.city).toEqual(['City is required']);
      expect(errors.openDate).toEqual(['Open date is required']);
      expect(response.json().message).toContain('Id Branch is required');

      // Blank strings are as good as missing.
      const blank = await as('admin').post('/api/branch/create', {
        idbranch: '  ',
        branchName: '',
        description: ' ',
        email: '',
      });
      const blankErrors = byField(blank.json().errors);
      expect(blankErrors.idbranch).toEqual(['Id Branch is required']);
      expect(blankErrors.branchName).toEqual(['Branch Name is required']);
      expect(blankErrors.description).toEqual(['Description is required']);
      expect(blankErrors.email).toEqual(['Email is required']);
    });

    it('refuses a bad e-mail, id, date, and a close date before the open date', async () => {
      const attempt = async (fields: Record<string, unknown>) => {
        const response = await as('admin').post('/api/branch/create', {
          ...branchForm('ZT-VALID'),
          ...fields,
        });
        expect(response.statusCode).toBe(400);
        return byField(response.json().errors);
      };
      expect(await attempt({ email: 'not-an-email' })).toEqual({
        email: ['Please enter a valid email address'],
      });
      expect(await attempt({ email: 'a@b' })).toEqual({
        email: ['Please enter a valid email address'],
      });
      const idPattern = 'Use only capital letters, digits and dashes (at most 20)';
      expect(await attempt({ idbranch: 'zt-lower' })).toEqual({ idbranch: [idPattern] });
      expect(await attempt({ idbranch: 'ZT BR' })).toEqual({ idbranch: [idPattern] });
      expect(await attempt({ idbranch: '-ZT' })).toEqual({ idbranch: [idPattern] });
      expect((await attempt({ idbranch: 'Z'.repeat(21) })).idbranch?.length).toBeGreaterThan(0);
      const dateInvalid = 'Please enter a date as YYYY-MM-DD';
      expect(await attempt({ openDate: '2026-02-30' })).toEqual({ openDate: [dateInvalid] });
      expect(await attempt({ openDate: '2026-13-01' })).toEqual({ openDate: [dateInvalid] });
      expect(await attempt({ openDate: '05/01/2026' })).toEqual({ openDate: [dateInvalid] });
      expect(await attempt({ closeDate: '2027-02-29' })).toEqual({ closeDate: [dateInvalid] });
      expect(await attempt({ openDate: '2026-03-10', closeDate: '2026-03-09' })).toEqual({
        closeDate: ['Close date cannot be before the open date'],
      });
      expect(await rawOutlet('ZT-VALID')).toBeUndefined();

      // The same rules on an update, and the same day for both dates is fine.
      const update = await as('admin').put('/api/branch/KCG01-0001', {
        ...branchForm('ignored', { company: 'KCG01' }),
        idbranch: undefined,
        openDate: '2026-03-10',
        closeDate: '2026-03-01',
      });
      expect(update.statusCode).toBe(400);
      expect(byField(update.json().errors)).toEqual({
        closeDate: ['Close date cannot be before the open date'],
      });
    });

    it('refuses unknown companies, types, groups and regions on the field', async () => {
      const attempt = async (fields: Record<string, unknown>) => {
        const response = await as('admin').post('/api/branch/create', branchForm('ZT-REF', fields));
        expect(response.statusCode).toBe(400);
        return byField(response.json().errors);
      };
      expect(Object.keys(await attempt({ company: 'NOPE' }))).toEqual(['company']);
      expect(Object.keys(await attempt({ type: 'KIOSK' }))).toEqual(['type']);
      expect(Object.keys(await attempt({ group: 'ZZ' }))).toEqual(['group']);
      expect(Object.keys(await attempt({ region: 'ATLANTIS' }))).toEqual(['region']);
      expect(await rawOutlet('ZT-REF')).toBeUndefined();
    });

    it('names the required fields of the region and sub-branch forms', async () => {
      const region = await as('admin').post('/api/region/create', {});
      expect(region.statusCode).toBe(400);
      expect(byField(region.json().errors)).toEqual({
        idRegion: ['Id Region is required'],
        regionName: ['Region Name is required'],
        description: ['Description is required'],
      });
      const regionUpdate = await as('admin').put('/api/region/JKT', {
        regionName: ' ',
        description: '',
      });
      expect(byField(regionUpdate.json().errors)).toEqual({
        regionName: ['Region Name is required'],
        description: ['Description is required'],
      });
      const subBranch = await as('admin').post('/api/subbranch/create', {});
      expect(subBranch.statusCode).toBe(400);
      expect(byField(subBranch.json().errors)).toEqual({
        idSubBranch: ['Id Sub Branch is required'],
        subBranchName: ['Sub Branch Name is required'],
        idbranch: ['Branch is required'],
        description: ['Description is required'],
      });
      const badId = await as('admin').post('/api/region/create', {
        idRegion: 'lower case',
        regionName: 'x',
        description: 'y',
      });
      expect(byField(badId.json().errors)).toEqual({
        idRegion: ['Use only capital letters, digits and dashes (at most 20)'],
      });
    });
  });

  /* ------------------------------------------------------------------ round trips */
  describe('round trips with the audit log', () => {
    it('creates, reads, updates, finds and deletes a branch, with its audit entries', async () => {
      const id = 'ZT-RT1';
      const salesBefore = await salesVersion();
      const created = await as('admin').post('/api/branch/create', branchForm(id));
      expect(created.statusCode).toBe(200);
      const expectedCreated = {
        idbranch: id,
        branchName: `Test Store ${id}`,
        description: 'A branch the API tests made',
        email: 'zt-rt1@stores.kcg.example',
        company: 'KCG02',
        companyName: 'Langkah Footwear',
        type: 'STORES',
        group: 'O',
        city: 'Bandung',
        region: 'JABAR',
        openDate: '2026-01-05',
        closeDate: null,
        isActive: true,
        active: 'ACTIVE',
      };
      expect(created.json()).toEqual({ status: 200, data: expectedCreated });
      const raw = await rawOutlet(id);
      expect(raw).toMatchObject({
        id,
        name: `Test Store ${id}`,
        company_code: 'KCG02',
        type_code: 'STORES',
        group_code: 'O',
        city: 'Bandung',
        region_code: 'JABAR',
        email: 'zt-rt1@stores.kcg.example',
        active: true,
      });
      expect(String(raw?.open_date)).toBe('2026-01-05');
      expect(await salesVersion()).toBe(salesBefore + 1);

      const read = await as('admin').get(`/api/branch/${id}`);
      expect(read.json()).toEqual({ status: 200, data: expectedCreated });
      // The region now counts the branch.
      expect((await as('admin').get('/api/region/JABAR')).json().data.branches).toBe(
        await countWhere('outlets', 'region_code', ['JABAR']),
      );

      const updated = await as('admin').put(`/api/branch/${id}`, {
        branchName: 'Renamed Test Store',
        description: 'A branch the API tests made',
        email: 'renamed@stores.kcg.example',
        company: 'KCG02',
        type: 'ONLINE',
        group: 'O',
        city: 'Cirebon',
        region: '',
        openDate: '2026-01-05',
        closeDate: '2026-02-01',
        isActive: false,
      });
      expect(updated.statusCode).toBe(200);
      const expectedUpdated = {
        ...expectedCreated,
        branchName: 'Renamed Test Store',
        email: 'renamed@stores.kcg.example',
        type: 'ONLINE',
        city: 'Cirebon',
        region: null,
        closeDate: '2026-02-01',
        isActive: false,
        active: 'CLOSED',
      };
      expect(updated.json().data).toEqual(expectedUpdated);
      expect(await rawOutlet(id)).toMatchObject({
        name: 'Renamed Test Store',
        type_code: 'ONLINE',
        city: 'Cirebon',
        region_code: null,
        active: false,
      });
      expect(await salesVersion()).toBe(salesBefore + 2);

      const found = await as('admin').get('/api/branch/?keyword=renamed%20test');
      expect(found.json().data).toEqual({ rows: [expectedUpdated], count: 1 });
      expect((await as('admin').get('/api/branch/?keyword=cirebon')).json().data.count).toBe(1);

      const deleted = await as('admin').delete(`/api/branch/${id}`);
      expect(deleted.json()).toEqual({ status: 200, data: { deleted: id } });
      expect(await rawOutlet(id)).toBeUndefined();
      expect((await as('admin').get(`/api/branch/${id}`)).statusCode).toBe(404);
      expect((await as('admin').get('/api/branch/?keyword=renamed%20test')).json().data.count).toBe(
        0,
      );
      expect(await salesVersion()).toBe(salesBefore + 3);

      const entries = await auditOf('branch', id);
      expect(entries.map((entry) => entry.action)).toEqual(['DELETED', 'UPDATED', 'CREATED']);
      for (const entry of entries) {
        expect(entry).toMatchObject({ entity: 'branch', username: 'admin', userId: adminId });
      }
      const [deletion, update, creation] = entries;
      const sortByField = (changes: AuditEntry['changes']) =>
        [...changes].sort((a, b) => a.field.localeCompare(b.field));
      expect(sortByField(update?.changes ?? [])).toEqual(
        sortByField([
          { field: 'branchName', from: `Test Store ${id}`, to: 'Renamed Test Store' },
          { field: 'email', from: 'zt-rt1@stores.kcg.example', to: 'renamed@stores.kcg.example' },
          { field: 'type', from: 'STORES', to: 'ONLINE' },
          { field: 'city', from: 'Bandung', to: 'Cirebon' },
          { field: 'region', from: 'JABAR', to: null },
          { field: 'closeDate', from: null, to: '2026-02-01' },
          { field: 'isActive', from: true, to: false },
          { field: 'active', from: 'ACTIVE', to: 'CLOSED' },
        ]),
      );
      expect(creation?.changes).toContainEqual({ field: 'idbranch', from: null, to: id });
      expect(creation?.changes).toContainEqual({ field: 'city', from: null, to: 'Bandung' });
      expect(creation?.changes.every((change) => change.from === null)).toBe(true);
      expect(deletion?.changes).toContainEqual({
        field: 'branchName',
        from: 'Renamed Test Store',
        to: null,
      });
      expect(deletion?.changes.every((change) => change.to === null)).toBe(true);
    });

    it('records no UPDATED entry for a save that changes nothing', async () => {
      const id = 'ZT-SAME';
      expect((await as('admin').post('/api/branch/create', branchForm(id))).statusCode).toBe(200);
      const { idbranch: _, ...form } = branchForm(id);
      expect((await as('admin').put(`/api/branch/${id}`, form)).statusCode).toBe(200);
      expect((await auditOf('branch', id)).map((entry) => entry.action)).toEqual(['CREATED']);
      expect((await as('admin').delete(`/api/branch/${id}`)).statusCode).toBe(200);
    });

    it('creates, reads, updates, finds and deletes a region, with its audit entries', async () => {
      const id = 'ZT-REGION';
      const created = await as('admin').post('/api/region/create', {
        idRegion: id,
        regionName: 'Test Region',
        description: 'Made by the API tests',
      });
      expect(created.json()).toEqual({
        status: 200,
        data: {
          idRegion: id,
          regionName: 'Test Region',
          description: 'Made by the API tests',
          branches: 0,
        },
      });
      expect(
        await db().selectFrom('regions').selectAll().where('code', '=', id).executeTakeFirst(),
      ).toEqual({ code: id, name: 'Test Region', description: 'Made by the API tests' });
      expect((await as('admin').get(`/api/region/${id}`)).json().data.regionName).toBe(
        'Test Region',
      );

      const updated = await as('admin').put(`/api/region/${id}`, {
        regionName: 'Test Region Renamed',
        description: 'Made by the API tests',
      });
      expect(updated.json().data).toEqual({
        idRegion: id,
        regionName: 'Test Region Renamed',
        description: 'Made by the API tests',
        branches: 0,
      });
      const found = await as('admin').get('/api/region/?keyword=region%20renamed');
      expect(found.json().data.rows.map((row: { idRegion: string }) => row.idRegion)).toEqual([id]);
      expect(found.json().data.count).toBe(1);

      expect((await as('admin').delete(`/api/region/${id}`)).json()).toEqual({
        status: 200,
        data: { deleted: id },
      });
      expect((await as('admin').get(`/api/region/${id}`)).statusCode).toBe(404);
      expect(
        await db().selectFrom('regions').select('code').where('code', '=', id).executeTakeFirst(),
      ).toBeUndefined();

      const entries = await auditOf('region', id);
      expect(entries.map((entry) => entry.action)).toEqual(['DELETED', 'UPDATED', 'CREATED']);
      expect(entries.every((entry) => entry.username === 'admin')).toBe(true);
      expect(entries[1]?.changes).toEqual([
        { field: 'regionName', from: 'Test Region', to: 'Test Region Renamed' },
      ]);
      expect(entries[2]?.changes).toContainEqual({
        field: 'regionName',
        from: null,
        to: 'Test Region',
      });
      expect(entries[0]?.changes).toContainEqual({
        field: 'regionName',
        from: 'Test Region Renamed',
        to: null,
      });
    });

    it('creates, reads, updates, finds and deletes a sub-branch, with its audit entries', async () => {
      const id = 'ZT-SUB1';
      const created = await as('admin').post('/api/subbranch/create', {
        idSubBranch: id,
        subBranchName: 'Test counter',
        idbranch: 'KCG04-0001',
        description: 'A counter near the entrance',
      });
      expect(created.json()).toEqual({
        status: 200,
        data: {
          idSubBranch: id,
          subBranchName: 'Test counter',
          idbranch: 'KCG04-0001',
          branchName: 'KINARA LIPPO PLAZA KUPANG',
          company: 'KCG04',
          description: 'A counter near the entrance',
        },
      });
      expect(
        await db().selectFrom('subbranches').selectAll().where('id', '=', id).executeTakeFirst(),
      ).toEqual({
        id,
        outlet_id: 'KCG04-0001',
        name: 'Test counter',
        description: 'A counter near the entrance',
      });
      expect((await as('admin').get(`/api/subbranch/${id}`)).json().data.idbranch).toBe(
        'KCG04-0001',
      );

      const updated = await as('admin').put(`/api/subbranch/${id}`, {
        subBranchName: 'Test counter moved',
        idbranch: 'KCG05-0001',
        description: 'A counter near the entrance',
      });
      expect(updated.json().data).toMatchObject({
        idSubBranch: id,
        subBranchName: 'Test counter moved',
        idbranch: 'KCG05-0001',
        branchName: 'PELANGI PLUIT VILLAGE',
        company: 'KCG05',
      });
      const found = await as('admin').get('/api/subbranch/?keyword=counter%20moved');
      expect(found.json().data.count).toBe(1);
      expect(found.json().data.rows[0].idSubBranch).toBe(id);
      const byParent = await as('admin').get('/api/subbranch/?parent=KCG05-0001&limit=500');
      const expectedUnderParent = await db()
        .selectFrom('subbranches')
        .select('id')
        .where('outlet_id', '=', 'KCG05-0001')
        .orderBy('id')
        .execute();
      expect(
        byParent.json().data.rows.map((row: { idSubBranch: string }) => row.idSubBranch),
      ).toEqual(expectedUnderParent.map((row) => row.id));

      expect((await as('admin').delete(`/api/subbranch/${id}`)).json()).toEqual({
        status: 200,
        data: { deleted: id },
      });
      expect((await as('admin').get(`/api/subbranch/${id}`)).statusCode).toBe(404);

      const entries = await auditOf('subbranch', id);
      expect(entries.map((entry) => entry.action)).toEqual(['DELETED', 'UPDATED', 'CREATED']);
      expect(entries.every((entry) => entry.username === 'admin')).toBe(true);
      expect(entries[1]?.changes).toEqual([
        { field: 'subBranchName', from: 'Test counter', to: 'Test counter moved' },
        { field: 'idbranch', from: 'KCG04-0001', to: 'KCG05-0001' },
      ]);
    });

    it('shows staff only the sub-branches of their companies', async () => {
      const expected = await db()
        .selectFrom('subbranches as s')
        .innerJoin('outlets as o', 'o.id', 's.outlet_id')
        .select('s.id')
        .where('o.company_code', 'in', ['KCG01', 'KCG03'])
        .orderBy('s.id')
        .execute();
      expect(expected.length).toBeGreaterThan(0);
      const response = await as('staff').get('/api/subbranch/?limit=500');
      expect(
        response.json().data.rows.map((row: { idSubBranch: string }) => row.idSubBranch),
      ).toEqual(expected.map((row) => row.id));
      expect(response.json().data.count).toBe(expected.length);
    });
  });

  /* ------------------------------------------------------------------ refusals */
  describe('refusals', () => {
    it('refuses to delete a branch with sales, tells to deactivate it, and keeps it', async () => {
      const { id } = await buildOutlet(demo, { company: 'KCG03' });
      await buildDailySales(demo, { outlet: id, date: '2026-10-01' });
      const sales = await db()
        .selectFrom('daily_sales')
        .select('outlet_id')
        .where('outlet_id', '=', id)
        .limit(1)
        .execute();
      expect(sales.length).toBe(1);
      const salesBefore = await salesVersion();
      const auditBefore = await auditCount(id);
      const response = await as('admin').delete(`/api/branch/${id}`);
      expect(response.statusCode).toBe(409);
      expect(response.json().status).toBe(409);
      expect(response.json().message).toContain('Deactivate it instead');
      expect(response.json().message).toContain('sales');
      expect(await rawOutlet(id)).toBeDefined();
      expect((await as('admin').get(`/api/branch/${id}`)).statusCode).toBe(200);
      expect(await salesVersion()).toBe(salesBefore);
      expect(await auditCount(id)).toBe(auditBefore);
    });

    it('refuses to delete a branch with sub-branches, and a region with branches', async () => {
      const region = 'ZT-REG2';
      const branch = 'ZT-RT2';
      expect(
        (
          await as('admin').post('/api/region/create', {
            idRegion: region,
            regionName: 'Holding region',
            description: 'Holds one branch',
          })
        ).statusCode,
      ).toBe(200);
      expect(
        (await as('admin').post('/api/branch/create', branchForm(branch, { region }))).statusCode,
      ).toBe(200);
      expect((await as('admin').get(`/api/region/${region}`)).json().data.branches).toBe(1);
      const regionRefused = await as('admin').delete(`/api/region/${region}`);
      expect(regionRefused.statusCode).toBe(409);
      expect(regionRefused.json().message).toContain(region);
      expect((await as('admin').get(`/api/region/${region}`)).statusCode).toBe(200);

      // A demo region with branches is refused the same way.
      expect((await as('admin').delete('/api/region/JKT')).statusCode).toBe(409);
      expect((await as('admin').get('/api/region/JKT')).statusCode).toBe(200);

      expect(
        (
          await as('admin').post('/api/subbranch/create', {
            idSubBranch: 'ZT-RT2-A',
            subBranchName: 'Floor',
            idbranch: branch,
            description: 'Sales floor',
          })
        ).statusCode,
      ).toBe(200);
      const branchRefused = await as('admin').delete(`/api/branch/${branch}`);
      expect(branchRefused.statusCode).toBe(409);
      expect(branchRefused.json().message).toContain('sub-branches');
      expect(await rawOutlet(branch)).toBeDefined();

      expect((await as('admin').delete('/api/subbranch/ZT-RT2-A')).statusCode).toBe(200);
      expect((await as('admin').delete(`/api/branch/${branch}`)).statusCode).toBe(200);
      expect((await as('admin').delete(`/api/region/${region}`)).statusCode).toBe(200);
    });

    it('refuses duplicate ids on the field', async () => {
      const branch = await as('admin').post('/api/branch/create', branchForm('KCG01-0001'));
      expect(branch.statusCode).toBe(400);
      expect(Object.keys(byField(branch.json().errors))).toEqual(['idbranch']);
      expect((await rawOutlet('KCG01-0001'))?.name).not.toBe('Test Store KCG01-0001');

      const region = await as('admin').post('/api/region/create', {
        idRegion: 'JKT',
        regionName: 'Another Jakarta',
        description: 'Duplicate',
      });
      expect(region.statusCode).toBe(400);
      expect(Object.keys(byField(region.json().errors))).toEqual(['idRegion']);
      expect((await as('admin').get('/api/region/JKT')).json().data.regionName).toBe('Jakarta');

      const subBranch = await as('admin').post('/api/subbranch/create', {
        idSubBranch: 'KCG01-0001-A',
        subBranchName: 'Duplicate',
        idbranch: 'KCG01-0001',
        description: 'Duplicate',
      });
      expect(subBranch.statusCode).toBe(400);
      expect(Object.keys(byField(subBranch.json().errors))).toEqual(['idSubBranch']);
    });

    it('refuses a sub-branch for an unknown branch on the field', async () => {
      const response = await as('admin').post('/api/subbranch/create', {
        idSubBranch: 'ZT-ORPHAN',
        subBranchName: 'Orphan',
        idbranch: 'NO-SUCH-BRANCH',
        description: 'Has no branch',
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(byField(response.json().errors))).toEqual(['idbranch']);
      expect(
        await db().selectFrom('subbranches').select('id').where('id', '=', 'ZT-ORPHAN').execute(),
      ).toEqual([]);
      const moved = await as('admin').put('/api/subbranch/KCG01-0001-A', {
        subBranchName: 'Moved nowhere',
        idbranch: 'NO-SUCH-BRANCH',
        description: 'x',
      });
      expect(moved.statusCode).toBe(400);
      expect(
        (
          await db()
            .selectFrom('subbranches')
            .select('outlet_id')
            .where('id', '=', 'KCG01-0001-A')
            .executeTakeFirstOrThrow()
        ).outlet_id,
      ).toBe('KCG01-0001');
    });

    it('answers 404 for changes to what does not exist', async () => {
      const { idbranch: _, ...form } = branchForm('ZT-NONE');
      expect((await as('admin').put('/api/branch/ZT-NONE', form)).statusCode).toBe(404);
      expect((await as('admin').delete('/api/branch/ZT-NONE')).statusCode).toBe(404);
      expect(
        (
          await as('admin').put('/api/region/ZT-NONE', {
            regionName: 'x',
            description: 'y',
          })
        ).statusCode,
      ).toBe(404);
      expect((await as('admin').delete('/api/region/ZT-NONE')).statusCode).toBe(404);
      expect((await as('admin').delete('/api/subbranch/ZT-NONE')).statusCode).toBe(404);
    });
  });

  /* ------------------------------------------------------------------ mass assignment */
  describe('mass assignment', () => {
    it('refuses fields a form does not have and changes nothing', async () => {
      const before = await rawOutlet('KCG01-0001');
      const { idbranch: _, ...form } = branchForm('KCG01-0001', {
        company: 'KCG01',
        branchName: 'Hijacked',
      });
      for (const extra of [
        { idbranch: 'KCG01-9999' },
        { id: 'KCG01-9999' },
        { active: 'CLOSED' },
        { created_at: 0 },
        { companyName: 'Other' },
        { company_code: 'KCG02' },
      ]) {
        const response = await as('admin').put('/api/branch/KCG01-0001', { ...form, ...extra });
        expect(response.statusCode, JSON.stringify(extra)).toBe(400);
      }
      expect(await rawOutlet('KCG01-0001')).toEqual(before);
      expect(await rawOutlet('KCG01-9999')).toBeUndefined();

      for (const extra of [
        { active: 'ACTIVE' },
        { id: 'X' },
        { created_at: 1 },
        { region_code: 'JKT' },
      ]) {
        const response = await as('admin').post('/api/branch/create', {
          ...branchForm('ZT-MASS'),
          ...extra,
        });
        expect(response.statusCode, JSON.stringify(extra)).toBe(400);
      }
      expect(await rawOutlet('ZT-MASS')).toBeUndefined();

      const region = await as('admin').put('/api/region/JKT', {
        regionName: 'Hijacked',
        description: 'x',
        idRegion: 'OTHER',
      });
      expect(region.statusCode).toBe(400);
      const regionCreate = await as('admin').post('/api/region/create', {
        idRegion: 'ZT-MASS',
        regionName: 'x',
        description: 'y',
        branches: 3,
      });
      expect(regionCreate.statusCode).toBe(400);
      expect((await as('admin').get('/api/region/JKT')).json().data.regionName).toBe('Jakarta');
      expect((await as('admin').get('/api/region/ZT-MASS')).statusCode).toBe(404);

      const subBranch = await as('admin').put('/api/subbranch/KCG01-0001-A', {
        subBranchName: 'Hijacked',
        idbranch: 'KCG01-0001',
        description: 'x',
        idSubBranch: 'OTHER',
      });
      expect(subBranch.statusCode).toBe(400);
      expect(
        (await as('admin').get('/api/subbranch/KCG01-0001-A')).json().data.subBranchName,
      ).not.toBe('Hijacked');

      const period = await as('admin').put('/api/period-control/2026/4', {
        status: 'CLOSED',
        changedBy: 'someone',
      });
      expect(period.statusCode).toBe(400);
      expect(
        await db()
          .selectFrom('period_controls')
          .selectAll()
          .where('year', '=', 2026)
          .where('month', '=', 4)
          .execute(),
      ).toEqual([]);
    });
  });

  /* ------------------------------------------------------------------ authorization */
  describe('non-administrators', () => {
    const changes: [method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object][] = [
      ['POST', '/api/branch/create', branchForm('ZT-NOPE', { company: 'KCG01' })],
      [
        'PUT',
        '/api/branch/KCG01-0001',
        (({ idbranch: _, ...form }) => form)(
          branchForm('x', { company: 'KCG01', branchName: 'Nope' }),
        ),
      ],
      ['DELETE', '/api/branch/KCG01-0001'],
      ['POST', '/api/region/create', { idRegion: 'ZT-NOPE', regionName: 'x', description: 'y' }],
      ['PUT', '/api/region/JKT', { regionName: 'Nope', description: 'y' }],
      ['DELETE', '/api/region/JABAR'],
      [
        'POST',
        '/api/subbranch/create',
        { idSubBranch: 'ZT-NOPE', subBranchName: 'x', idbranch: 'KCG01-0001', description: 'y' },
      ],
      [
        'PUT',
        '/api/subbranch/KCG01-0001-A',
        { subBranchName: 'Nope', idbranch: 'KCG01-0001', description: 'y' },
      ],
      ['DELETE', '/api/subbranch/KCG01-0001-A'],
      ['PUT', '/api/period-control/2026/5', { status: 'CLOSED' }],
    ];

    const changeEntries = () =>
      countWhere('audit_log', 'entity', ['branch', 'region', 'subbranch', 'period']);

    it('get 403 on every change route, whatever the body, and nothing changes', async () => {
      const auditBefore = await changeEntries();
      for (const who of ['manager', 'staff', 'it']) {
        for (const [method, url, payload] of changes) {
          const response = await as(who).call(method, url, payload);
          expect(response.statusCode, `${who} ${method} ${url}`).toBe(403);
          expect(response.json().message).toBe(SESSION_MESSAGES.forbidden);
          if (payload) {
            const empty = await as(who).call(method, url, {});
            expect(empty.statusCode, `${who} ${method} ${url} {}`).toBe(403);
          }
        }
      }
      expect(await rawOutlet('ZT-NOPE')).toBeUndefined();
      expect((await rawOutlet('KCG01-0001'))?.name).not.toBe('Nope');
      expect((await as('admin').get('/api/region/JKT')).json().data.regionName).toBe('Jakarta');
      expect((await as('admin').get('/api/region/JABAR')).statusCode).toBe(200);
      expect((await as('admin').get('/api/subbranch/KCG01-0001-A')).statusCode).toBe(200);
      expect(await changeEntries()).toBe(auditBefore);
    });

    it('read the lists', async () => {
      for (const who of ['manager', 'staff', 'it']) {
        for (const url of [
          '/api/branch/',
          '/api/region/',
          '/api/region/view/',
          '/api/subbranch/',
          '/api/period-control?year=2026',
          '/api/master/branch_types',
        ]) {
          const response = await as(who).get(url);
          expect(response.statusCode, url).toBe(200);
          expect(Array.isArray(response.json().data.rows)).toBe(true);
        }
      }
    });

    it('are refused without a token', async () => {
      expect((await demo.app.inject({ method: 'GET', url: '/api/branch/' })).statusCode).toBe(401);
      expect(
        (await demo.app.inject({ method: 'DELETE', url: '/api/branch/KCG01-0001' })).statusCode,
      ).toBe(401);
    });
  });

  /* ------------------------------------------------------------------ region view */
  it('lists one row per region and branch in region/view, only visible companies', async () => {
    const expected = await db()
      .selectFrom('outlets')
      .select(['region_code', 'id'])
      .where('region_code', 'is not', null)
      .where('company_code', 'in', ['KCG01', 'KCG03'])
      .orderBy('region_code')
      .orderBy('id')
      .execute();
    const response = await as('staff').get('/api/region/view/?limit=500');
    expect(
      response
        .json()
        .data.rows.map((row: { idRegion: string; idbranch: string }) => [
          row.idRegion,
          row.idbranch,
        ]),
    ).toEqual(expected.map((row) => [row.region_code, row.id]));
    const jkt = await as('admin').get('/api/region/view/?parent=JKT&limit=500');
    const jktBranches = await db()
      .selectFrom('outlets')
      .select('id')
      .where('region_code', '=', 'JKT')
      .orderBy('id')
      .execute();
    expect(jkt.json().data.rows.map((row: { idbranch: string }) => row.idbranch)).toEqual(
      jktBranches.map((row) => row.id),
    );
    expect(jkt.json().data.count).toBe(jktBranches.length);
  });

  it('counts in each region only the branches of companies the caller may see', async () => {
    const counted = async (companies: string[] | null) => {
      let query = db()
        .selectFrom('outlets')
        .select(['region_code', 'id'])
        .where('region_code', 'is not', null);
      if (companies) query = query.where('company_code', 'in', companies);
      const counts = new Map<string, number>();
      for (const row of await query.execute()) {
        const region = row.region_code as string;
        counts.set(region, (counts.get(region) ?? 0) + 1);
      }
      return counts;
    };
    const shown = async (who: string) => {
      const list = (await as(who).get('/api/region/?limit=500')).json().data.rows as {
        idRegion: string;
        branches: number;
      }[];
      return new Map(list.map((region) => [region.idRegion, region.branches]));
    };
    const all = await counted(null);
    const staffs = await counted(['KCG01', 'KCG03']);
    const staffShown = await shown('staff');
    const adminShown = await shown('admin');
    // The demo data has regions holding branches the staff user may not see.
    expect([...all].some(([region, count]) => count > (staffs.get(region) ?? 0))).toBe(true);
    for (const [region, count] of adminShown) expect(count, region).toBe(all.get(region) ?? 0);
    for (const [region, count] of staffShown) expect(count, region).toBe(staffs.get(region) ?? 0);
    const [region] = [...all].find(([code, count]) => count > (staffs.get(code) ?? 0)) ?? [];
    const one = await as('staff').get(`/api/region/${region}`);
    expect(one.json().data.branches).toBe(staffs.get(region as string) ?? 0);
  });

  /* ------------------------------------------------------------------ period control */
  describe('period control', () => {
    it('closes and reopens a month, by admin, with audit entries', async () => {
      const before = await as('admin').get('/api/period-control?year=2026');
      expect(before.json().data.count).toBe(12);
      expect(before.json().data.rows[2]).toEqual({
        year: 2026,
        month: 3,
        period: '2026-03',
        status: 'OPEN',
        changedBy: null,
        changedAt: null,
      });

      const closed = await as('admin').put('/api/period-control/2026/3', { status: 'CLOSED' });
      expect(closed.statusCode).toBe(200);
      expect(closed.json().data).toMatchObject({
        year: 2026,
        month: 3,
        period: '2026-03',
        status: 'CLOSED',
        changedBy: 'admin',
      });
      expect(Number.isNaN(Date.parse(closed.json().data.changedAt))).toBe(false);
      const raw = await db()
        .selectFrom('period_controls')
        .selectAll()
        .where('year', '=', 2026)
        .where('month', '=', 3)
        .executeTakeFirstOrThrow();
      expect(raw.closed).toBe(true);
      expect(Number(raw.changed_by)).toBe(adminId);

      const listed = (await as('staff').get('/api/period-control?year=2026')).json().data.rows as {
        month: number;
        status: string;
        changedBy: string | null;
      }[];
      expect(listed.map((row) => row.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      expect(listed.filter((row) => row.status === 'CLOSED').map((row) => row.month)).toEqual([3]);
      expect(listed[2]?.changedBy).toBe('admin');
      // Another year is untouched.
      const other = (await as('admin').get('/api/period-control?year=2025')).json().data.rows as {
        status: string;
      }[];
      expect(other.every((row) => row.status === 'OPEN')).toBe(true);

      // Closing a closed month again changes nothing worth an entry.
      expect(
        (await as('admin').put('/api/period-control/2026/3', { status: 'CLOSED' })).statusCode,
      ).toBe(200);

      const reopened = await as('admin').put('/api/period-control/2026/3', { status: 'OPEN' });
      expect(reopened.json().data).toMatchObject({ status: 'OPEN', changedBy: 'admin' });
      const after = (await as('admin').get('/api/period-control?year=2026')).json().data.rows as {
        status: string;
      }[];
      expect(after.every((row) => row.status === 'OPEN')).toBe(true);

      const entries = await auditOf('period', '2026-03');
      expect(entries.map((entry) => [entry.action, entry.username, entry.changes])).toEqual([
        ['UPDATED', 'admin', [{ field: 'status', from: 'CLOSED', to: 'OPEN' }]],
        ['UPDATED', 'admin', [{ field: 'status', from: 'OPEN', to: 'CLOSED' }]],
      ]);
    });

    it('refuses a bad month, year or status', async () => {
      for (const url of [
        '/api/period-control/2026/13',
        '/api/period-control/2026/0',
        '/api/period-control/2026/x',
        '/api/period-control/1999/1',
      ]) {
        const response = await as('admin').put(url, { status: 'CLOSED' });
        expect(response.statusCode, url).toBe(400);
      }
      const month = await as('admin').put('/api/period-control/2026/13', { status: 'CLOSED' });
      expect(byField(month.json().errors)).toEqual({ month: ['month must be 1 to 12'] });
      for (const body of [{ status: 'LOCKED' }, { status: 'closed' }, {}]) {
        const response = await as('admin').put('/api/period-control/2026/6', body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(byField(response.json().errors)).toEqual({
          status: ['status must be OPEN or CLOSED'],
        });
      }
      expect((await as('admin').get('/api/period-control?year=abc')).statusCode).toBe(400);
      expect((await as('admin').get('/api/period-control')).statusCode).toBe(400);
      expect(
        await db()
          .selectFrom('period_controls')
          .selectAll()
          .where('year', '=', 2026)
          .where('month', '=', 6)
          .execute(),
      ).toEqual([]);
    });
  });
});
