/**
 * The master-list kinds through the API on both engines: companies, categories, outlet types,
 * outlet groups and employees load and replace by key with their counts; a bad row (with its
 * line, column and reason) loads nothing; a company keeps its id and a new one takes the next
 * free id; the filter's options show a load at once, because it bumps the counter their cache
 * follows; an outlets file may use a company only once it exists.
 */
import type { ImportKind, ImportUpload } from '@outlet-pulse/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedChangeVersion } from '../../../test/change-counters';
import { type DemoApp, startDemoApp } from '../../../test/demo-app';
import { describeEachEngine } from '../../../test/engines';
import {
  apiWith,
  confirmAndWait,
  confirmUpload,
  csv,
  importCleanFile,
  uploadFile,
} from '../../../test/import-jobs';
import { signIn } from '../../../test/sign-in';
import type { ChangeKind } from '../../db/change-versions';

const EMPLOYEE_HEADER =
  'employee_id,name,email,hired_date,job_status,level,company,structure_id,structure_name,department_id,department_name,division,job_title_id,job_title_name,grade_id,grade_name,branch,office_phone,contract_start,contract_end,manager_id,active';

/** An employee row of `company` at `branch`, with `changes` (column → value). */
function employee(
  id: string,
  company: string,
  branch: string,
  changes: Record<string, string> = {},
) {
  const cells: Record<string, string> = {
    employee_id: id,
    name: `Employee ${id}`,
    email: `e${id}@kcg.example`,
    hired_date: '2024-03-01',
    job_status: 'P',
    level: 'J',
    company,
    structure_id: 'D02',
    structure_name: 'Retail Operations',
    department_id: 'DP02',
    department_name: 'Store Operations',
    division: 'Retail',
    job_title_id: 'JT03',
    job_title_name: 'Assistant Store Manager',
    grade_id: 'G03',
    grade_name: 'Staff',
    branch,
    office_phone: '',
    contract_start: '',
    contract_end: '',
    manager_id: '',
    active: 'true',
    ...changes,
  };
  return EMPLOYEE_HEADER.split(',').map((column) => cells[column] as string);
}

describeEachEngine('master-list imports', (engine) => {
  let demo: DemoApp;
  let app: FastifyInstance;
  let headers: Record<string, string>;

  beforeAll(async () => {
    demo = await startDemoApp(engine);
    app = demo.app;
    headers = (await signIn(app, 'admin')).headers;
  });
  afterAll(async () => demo.dispose());

  const db = () => demo.database.kysely;

  const api = () => apiWith(app, headers);
  const upload = (kind: ImportKind, body: string) => uploadFile(app, headers, kind, body);
  /** Uploads a file that checks clean, confirms it and waits for the load's end. */
  const importFile = (kind: ImportKind, body: string) => importCleanFile(app, headers, kind, body);

  /** Imports a file of `rows` under `header` that checks clean; answers the load's counts. */
  const importedCounts = async (kind: ImportKind, header: string, rows: string[][]) =>
    (await importFile(kind, csv(header, rows))).counts;

  /** The issues a file's check reports, and that confirming it is refused. */
  async function refused(kind: ImportKind, body: string) {
    const preview = (await upload(kind, body)).json().data as ImportUpload;
    const confirmed = await confirmUpload(api(), preview.uploadId);
    expect(confirmed.statusCode).toBe(400);
    return preview.issues;
  }

  const options = async (call: string, query = '') => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/portal/salessummary/${call}${query}`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as Record<string, unknown>[];
  };

  const counter = (kind: ChangeKind) => storedChangeVersion(db(), kind);

  it('adds and replaces outlet types by code, and the type options show them at once', async () => {
    expect((await options('optionstype')).map((type) => type.bitype)).not.toContain('KIOSK');
    const sales = await counter('sales');
    expect(
      await importedCounts('outlet-types', 'type,name,active', [
        ['STORES', 'STORES', 'true'],
        ['kiosk', 'Kiosk', ''],
      ]),
    ).toEqual({ rows: 2, inserted: 1, updated: 0, unchanged: 1 });
    expect(await counter('sales')).toBe(sales + 1);
    expect(await options('optionstype')).toContainEqual(
      expect.objectContaining({ bitype: 'KIOSK', bitypeName: 'Kiosk' }),
    );

    const rename = () => importedCounts('outlet-types', 'type,name', [['KIOSK', 'Mall kiosk']]);
    expect(await rename()).toEqual({ rows: 1, inserted: 0, updated: 1, unchanged: 0 });
    expect(await options('optionstype')).toContainEqual(
      expect.objectContaining({ bitype: 'KIOSK', bitypeName: 'Mall kiosk' }),
    );
    expect(await rename()).toEqual({ rows: 1, inserted: 0, updated: 0, unchanged: 1 });
    expect(await counter('sales')).toBe(sales + 2);
  });

  it('refuses TOTALKCG as a group and a bad flag, and loads none of the file', async () => {
    const file = csv('group,name,active', [
      ['CON', 'CONSIGNMENT', 'true'],
      ['TOTALKCG', 'EVERYTHING', 'true'],
      ['PP', 'POP-UP', 'perhaps'],
    ]);
    expect(await refused('outlet-groups', file)).toEqual([
      { line: 3, column: 'group', reason: 'TOTALKCG is reserved: it means every group' },
      { line: 4, column: 'active', reason: 'active perhaps is not true or false' },
    ]);
    const groups = await db().selectFrom('outlet_groups').select('code').execute();
    expect(groups.map((group) => group.code)).not.toContain('CON');

    const loaded = await importFile('outlet-groups', csv('group,name', [['CON', 'CONSIGNMENT']]));
    expect(loaded.counts?.inserted).toBe(1);
    const offered = await options('optionsgroup');
    expect(offered).toContainEqual({ bigroup: 'CON', bigroupName: 'CONSIGNMENT' });
  });

  it('loads categories, inactive when the file says so', async () => {
    expect(
      await importedCounts('categories', 'category,name,active', [
        ['SWIMWEAR', 'SWIMWEAR', 'true'],
        ['VINTAGE', 'VINTAGE', 'no'],
      ]),
    ).toEqual({ rows: 2, inserted: 2, updated: 0, unchanged: 0 });
    const rows = await db()
      .selectFrom('product_categories')
      .select(['code', 'active'])
      .where('code', 'in', ['SWIMWEAR', 'VINTAGE'])
      .orderBy('code')
      .execute();
    expect(rows.map((row) => [row.code, Boolean(row.active)])).toEqual([
      ['SWIMWEAR', true],
      ['VINTAGE', false],
    ]);
  });

  describe('companies', () => {
    const HEADER = 'company,name,company_id,excluded_by_default,active';
    const companies = () =>
      db().selectFrom('companies').select(['code', 'id', 'name']).orderBy('code').execute();

    it('keeps an existing id, gives a new company the next free one, renames in the options', async () => {
      const before = await companies();
      const first = before[0] as { code: string; id: number; name: string };
      const highest = Math.max(...before.map((company) => company.id));
      const job = await importFile(
        'companies',
        csv(HEADER, [
          [first.code, 'Renamed Apparel', '', '', ''],
          ['KCG41', 'Sinar Home Living', '', '', ''],
          ['KCG42', 'Tirta Beauty', '', 'true', ''],
        ]),
      );
      expect(job.counts).toEqual({ rows: 3, inserted: 2, updated: 1, unchanged: 0 });
      const after = await companies();
      expect(after.find((company) => company.code === first.code)).toEqual({
        ...first,
        name: 'Renamed Apparel',
      });
      expect(after.filter((company) => company.code >= 'KCG41')).toEqual([
        { code: 'KCG41', id: highest + 1, name: 'Sinar Home Living' },
        { code: 'KCG42', id: highest + 2, name: 'Tirta Beauty' },
      ]);
      const offered = await options('optionscompany');
      expect(offered).toContainEqual(
        expect.objectContaining({ company: first.code, companyName: 'Renamed Apparel' }),
      );
    });

    it('refuses an existing company given another id, or an id another holds', async () => {
      const before = await companies();
      const [first, second] = before as [(typeof before)[0], (typeof before)[0]];
      expect(
        await refused(
          'companies',
          csv(HEADER, [
            ['KCG43', 'Damar Eyewear', second.id, '', ''],
            [first.code, first.name, first.id + 500, '', ''],
          ]),
        ),
      ).toEqual([
        {
          line: 2,
          column: 'company_id',
          reason: `company id ${second.id} is taken by ${second.code}`,
        },
        {
          line: 3,
          column: 'company_id',
          reason: `company ${first.code} has id ${first.id}: an existing company keeps its id`,
        },
      ]);
      expect(await companies()).toEqual(before);
    });

    it('refuses at load an id another company took after the check', async () => {
      const free = Math.max(...(await companies()).map((company) => company.id)) + 100;
      const uploaded = (
        await upload('companies', csv(HEADER, [['KCG45', 'Gita Optik', free, '', '']]))
      ).json().data as ImportUpload;
      expect(uploaded.issues).toEqual([]);
      await db()
        .insertInto('companies')
        .values({ code: 'KCG46', id: free, name: 'Meanwhile', excluded_by_default: false })
        .execute();
      const job = await confirmAndWait(api(), uploaded.uploadId);
      expect(job).toMatchObject({
        phase: 'failed',
        message: `company id ${free} is taken by KCG46`,
      });
      const codes = (await companies()).map((company) => company.code);
      expect(codes).not.toContain('KCG45');
    });

    it('lets an outlets file name a company only once it exists', async () => {
      const outlet = csv('outlet_id,name,company,type,group,city,open_date', [
        ['KCG44-0001', 'DAMAR PLAZA SENAYAN', 'KCG44', 'STORES', 'O', 'Jakarta', '2026-10-01'],
      ]);
      expect(await refused('outlets', outlet)).toEqual([
        { line: 2, column: 'company', reason: 'unknown company KCG44' },
      ]);
      await importFile('companies', csv(HEADER, [['KCG44', 'Damar Eyewear', '', '', '']]));
      expect((await importFile('outlets', outlet)).counts?.inserted).toBe(1);
    });
  });

  describe('employees', () => {
    let company: string;
    let branch: string;

    beforeAll(async () => {
      const outlet = await db()
        .selectFrom('outlets')
        .select(['id', 'company_code'])
        .orderBy('id')
        .executeTakeFirstOrThrow();
      company = outlet.company_code;
      branch = outlet.id;
    });

    const stored = (ids: string[]) =>
      db()
        .selectFrom('employees')
        .select(['employee_id', 'name', 'email', 'structure_company', 'id_active_branch'])
        .select(['job_status', 'level', 'manager_id', 'contract_end', 'is_active', 'site_id'])
        .where('employee_id', 'in', ids)
        .orderBy('employee_id')
        .execute();

    it('loads and replaces employees by id, and bumps the auth counter', async () => {
      const auth = await counter('auth');
      const file = csv(EMPLOYEE_HEADER, [
        employee('40001', company, branch, { job_status: 'p', level: 'm' }),
        employee('40002', company, '', {
          manager_id: '40001',
          contract_start: '2026-01-01',
          contract_end: '2026-12-31',
          active: 'false',
        }),
      ]);
      const job = await importFile('employees', file);
      expect(job.counts).toEqual({ rows: 2, inserted: 2, updated: 0, unchanged: 0 });
      expect(await counter('auth')).toBe(auth + 1);
      const rows = await stored(['40001', '40002']);
      expect(
        rows.map((row) => ({
          ...row,
          is_active: Boolean(row.is_active),
          contract_end: row.contract_end === null ? null : String(row.contract_end).slice(0, 10),
        })),
      ).toEqual([
        {
          employee_id: '40001',
          name: 'Employee 40001',
          email: 'e40001@kcg.example',
          structure_company: company,
          id_active_branch: branch,
          job_status: 'P',
          level: 'M',
          manager_id: null,
          contract_end: null,
          is_active: true,
          site_id: null,
        },
        {
          employee_id: '40002',
          name: 'Employee 40002',
          email: 'e40002@kcg.example',
          structure_company: company,
          id_active_branch: null,
          job_status: 'P',
          level: 'J',
          manager_id: '40001',
          contract_end: '2026-12-31',
          is_active: false,
          site_id: null,
        },
      ]);

      // What the Employee screen adds and a file lacks (the site) stays through a re-import.
      await db()
        .updateTable('employees')
        .set({ site_id: 'HO' })
        .where('employee_id', '=', '40001')
        .execute();
      const changed = file.replace('Employee 40001', 'Sari Wulandari');
      const again = await importFile('employees', changed);
      expect(again.counts).toEqual({ rows: 2, inserted: 0, updated: 1, unchanged: 1 });
      expect((await stored(['40001']))[0]).toMatchObject({ name: 'Sari Wulandari', site_id: 'HO' });
    });

    it('refuses an unknown company, an unknown outlet and a bad e-mail, and loads none', async () => {
      const file = csv(EMPLOYEE_HEADER, [
        employee('40011', company, branch),
        employee('40012', 'KCG99', branch),
        employee('40013', company, 'KCG01-9999', { email: 'not-an-address' }),
      ]);
      expect(await refused('employees', file)).toEqual([
        { line: 3, column: 'company', reason: 'unknown company KCG99' },
        { line: 4, column: 'email', reason: 'email not-an-address is not an e-mail address' },
        { line: 4, column: 'branch', reason: 'unknown outlet KCG01-9999' },
      ]);
      expect(await stored(['40011', '40012', '40013'])).toEqual([]);
    });
  });

  it('keeps each load in the history and the audit log', async () => {
    const history = await app.inject({ method: 'GET', url: '/api/import/history', headers });
    const rows = history.json().data.rows as { kind: string; status: string }[];
    const kinds = new Set(rows.map((row) => row.kind));
    for (const kind of ['outlet-types', 'outlet-groups', 'categories', 'companies', 'employees']) {
      expect(kinds).toContain(kind);
    }
    const audit = await app.inject({ method: 'GET', url: '/api/audit/?entity=import', headers });
    expect(audit.json().data.count).toBe(rows.filter((row) => row.status === 'LOADED').length);
  });
});
