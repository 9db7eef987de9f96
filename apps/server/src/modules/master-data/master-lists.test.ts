/**
 * The read-only master lists (spec 001 §7, spec 000 §9 paging): every list path of the
 * authorization matrix answers `{status, data: {rows, count}}`, pages with page (0 and 1 both
 * the first page) and limit (default 15), narrows by keyword, and holds only what the caller
 * may see, checked against plain SQL over the raw tables.
 */
import { MASTER_PAGE_SIZE } from '@outlet-pulse/contracts';
import { describe, expect, it } from 'vitest';
import { loadAuthorizationMatrix } from '../../../test/authorization-matrix';
import { useDemoApp } from '../../../test/demo-app';
import { describeEachEngine } from '../../../test/engines';
import type { Who } from '../../../test/requests';

type Row = Record<string, string | number | boolean | null>;

const LIST_PREFIXES = [
  '/api/master/',
  '/api/cluster/',
  '/api/payrolschema/',
  '/api/hrd_salary_survey/',
  '/api/destination/',
];

/** Every GET list path of the matrix, with its path parameters filled from the demo data. */
const LIST_PATHS = [...(await loadAuthorizationMatrix()).keys()]
  .filter((key) => key.startsWith('GET '))
  .map((key) => key.slice('GET '.length))
  .filter((path) => LIST_PREFIXES.some((prefix) => path.startsWith(prefix)))
  .map((path) => path.replace(':id', '31').replace(':province', '31').replace(':city', '3171'));

const stringValues = (row: Row) =>
  Object.values(row).filter((value): value is string => typeof value === 'string');
const contains = (row: Row, keyword: string) =>
  stringValues(row).some((value) => value.toLowerCase().includes(keyword.toLowerCase()));

describeEachEngine('master lists', (engine) => {
  const demo = useDemoApp(engine);

  const db = () => demo.database.kysely;
  const as = (who: Who) => demo.as(who);
  const list = async (path: string, query = '', who: Who = 'admin') => {
    const response = await as(who).get(
      `${path}${query ? `${path.includes('?') ? '&' : '?'}${query}` : ''}`,
    );
    expect(response.statusCode, `${path}?${query}: ${response.body}`).toBe(200);
    const body = response.json() as { status: number; data: { rows: Row[]; count: number } };
    expect(body.status).toBe(200);
    expect(Object.keys(body.data).sort()).toEqual(['count', 'rows']);
    expect(Array.isArray(body.data.rows)).toBe(true);
    expect(Number.isInteger(body.data.count)).toBe(true);
    expect(body.data.count).toBeGreaterThanOrEqual(body.data.rows.length);
    return body.data;
  };

  it('covers the list paths of the matrix', () => {
    expect(LIST_PATHS).toEqual(
      expect.arrayContaining([
        '/api/master/company',
        '/api/master/employees',
        '/api/master/branch',
        '/api/master/product/subcategory',
        '/api/cluster/',
        '/api/payrolschema/',
        '/api/hrd_salary_survey/master_education',
        '/api/hrd_salary_survey/store_location',
        '/api/destination/province',
        '/api/destination/city/31',
        '/api/destination/district/31/3171',
      ]),
    );
    expect(LIST_PATHS.length).toBeGreaterThanOrEqual(30);
  });

  describe.each(LIST_PATHS)('%s', (path) => {
    it('answers {rows, count}, pages with the default limit of 15, and narrows by keyword', async () => {
      const all = await list(path, 'limit=500');
      expect(all.rows.length, 'demo data fills the list').toBeGreaterThan(0);
      expect(all.rows.length).toBe(all.count);

      const first = await list(path);
      expect(first.count).toBe(all.count);
      expect(first.rows).toEqual(all.rows.slice(0, MASTER_PAGE_SIZE));
      expect(first.rows.length).toBeLessThanOrEqual(MASTER_PAGE_SIZE);
      expect(await list(path, 'page=0')).toEqual(first);
      expect(await list(path, 'page=1')).toEqual(first);

      const two = await list(path, 'limit=2');
      expect(two.rows.length).toBe(Math.min(2, all.count));
      expect(two.rows).toEqual(all.rows.slice(0, 2));
      expect(two.count).toBe(all.count);
      const second = await list(path, 'limit=2&page=2');
      expect(second.rows).toEqual(all.rows.slice(2, 4));
      expect(second.count).toBe(all.count);

      // The keyword: a value of the last row that not every row carries.
      const last = all.rows[all.rows.length - 1] as Row;
      const keyword =
        stringValues(last).find(
          (value) =>
            all.count === 1 || all.rows.filter((row) => contains(row, value)).length < all.count,
        ) ?? '';
      expect(keyword, 'a keyword that narrows').not.toBe('');
      const found = await list(path, `keyword=${encodeURIComponent(keyword)}&limit=500`);
      expect(found.rows).toContainEqual(last);
      expect(found.count).toBe(found.rows.length);
      for (const row of found.rows) {
        expect(contains(row, keyword), JSON.stringify(row)).toBe(true);
        expect(all.rows).toContainEqual(row);
      }
      if (all.count > 1) expect(found.count).toBeLessThan(all.count);
      const none = await list(path, 'keyword=zz-no-such-thing-zz');
      expect(none).toEqual({ rows: [], count: 0 });
    });
  });

  it('shows staff exactly their two companies', async () => {
    expect(await list('/api/master/company', '', 'staff')).toEqual({
      rows: [
        { id: 1, company: 'KCG01', companyName: 'Aruna Apparel', excluded: false },
        { id: 3, company: 'KCG03', companyName: 'Nusa Denim', excluded: false },
      ],
      count: 2,
    });
    const companies = await db().selectFrom('companies').select('code').execute();
    expect((await list('/api/master/company', 'limit=500')).count).toBe(companies.length);
  });

  it("keeps company-bound lists to the caller's companies", async () => {
    for (const [path, listName] of [
      ['/api/master/site', 'site'],
      ['/api/master/product', 'product'],
      ['/api/master/launch/launch', 'launch'],
    ] as const) {
      const expected = await db()
        .selectFrom('master_entries')
        .select('code')
        .where('list', '=', listName)
        .where((eb) =>
          eb.or([eb('company_code', 'is', null), eb('company_code', 'in', ['KCG01', 'KCG03'])]),
        )
        .execute();
      const all = await db()
        .selectFrom('master_entries')
        .select('code')
        .where('list', '=', listName)
        .execute();
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(all.length);
      const answer = await list(path, 'limit=500', 'staff');
      expect(answer.count, path).toBe(expected.length);
      expect(answer.rows.every((row) => row.company === 'KCG01' || row.company === 'KCG03')).toBe(
        true,
      );
      expect((await list(path, 'limit=500')).count, path).toBe(all.length);
    }

    const branches = await db()
      .selectFrom('outlets')
      .select('id')
      .where('company_code', 'in', ['KCG01', 'KCG03'])
      .orderBy('id')
      .execute();
    for (const path of ['/api/master/branch', '/api/hrd_salary_survey/store_location']) {
      const answer = await list(path, 'limit=500', 'staff');
      expect(answer.rows.map((row) => row.idbranch)).toEqual(branches.map((row) => row.id));
    }
    // Staff's own company (structure company) is KCG01.
    const kcg01 = await db()
      .selectFrom('outlets')
      .select('id')
      .where('company_code', '=', 'KCG01')
      .orderBy('id')
      .execute();
    const ownCompany = await list('/api/master/branch/byemployeecompany', 'limit=500', 'staff');
    expect(ownCompany.rows.map((row) => row.idbranch)).toEqual(kcg01.map((row) => row.id));

    const staffEmployees = await db()
      .selectFrom('employees')
      .select('employee_id')
      .where('structure_company', 'in', ['KCG01', 'KCG03'])
      .where('is_active', '=', true)
      .orderBy('employee_id')
      .execute();
    const answer = await list('/api/master/employees', 'limit=500', 'staff');
    expect(answer.rows.map((row) => row.employeeID)).toEqual(
      staffEmployees.map((row) => row.employee_id),
    );
  });

  it('lists employees with employeeID, name and hiredDate; active ones or all', async () => {
    const active = await db()
      .selectFrom('employees')
      .select(['employee_id', 'name', 'hired_date'])
      .where('is_active', '=', true)
      .orderBy('employee_id')
      .execute();
    const everyone = await db().selectFrom('employees').select('employee_id').execute();
    expect(active.length).toBeLessThan(everyone.length);
    const answer = await list('/api/master/employees', 'limit=500');
    expect(answer.count).toBe(active.length);
    expect(
      answer.rows.map((row) => ({
        employeeID: row.employeeID,
        name: row.name,
        hiredDate: row.hiredDate,
      })),
    ).toEqual(
      active.map((row) => ({
        employeeID: row.employee_id,
        name: row.name,
        hiredDate: String(row.hired_date),
      })),
    );
    expect(answer.rows).toContainEqual(
      expect.objectContaining({
        employeeID: '10001',
        name: 'Rina Wulandari',
        hiredDate: '2015-07-01',
      }),
    );
    expect((await list('/api/master/employees/all_employee', 'limit=500')).count).toBe(
      everyone.length,
    );
    // More employees than a page: the default page holds 15 of them.
    expect((await list('/api/master/employees/all_employee')).rows.length).toBe(MASTER_PAGE_SIZE);
  });

  it('filters by parent where the list has one', async () => {
    const batches = await list('/api/master/training/training_batch', 'parent=TR-SVC');
    expect(batches.rows.map((row) => row.idBatch)).toEqual(['TR-SVC-2601', 'TR-SVC-2602']);
    expect(batches.rows.every((row) => row.idTraining === 'TR-SVC')).toBe(true);
    const departments = await list('/api/master/department', 'parent=D02');
    expect(departments.rows.map((row) => row.idDepartment)).toEqual(['DP02', 'DP03']);
  });

  it('answers cities and districts of existing parents only', async () => {
    const cities = await list('/api/destination/city/31');
    expect(cities.rows.map((row) => row.idCity)).toEqual(['3171', '3173']);
    const districts = await list('/api/destination/district/31/3171');
    expect(districts.rows.map((row) => row.idDistrict)).toEqual(['317101', '317102']);

    for (const url of [
      '/api/destination/city/99',
      '/api/destination/district/99/3171',
      '/api/destination/district/32/3171',
      '/api/destination/district/31/9999',
    ]) {
      const response = await as('admin').get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().status).toBe(404);
    }
  });

  it('answers one employee grade, 404 for an unknown one', async () => {
    const grade = await as('admin').get('/api/employeegrade/G07');
    expect(grade.json()).toEqual({
      status: 200,
      data: { idGrade: 'G07', GradeName: 'Supervisor', level: 'M' },
    });
    const unknown = await as('admin').get('/api/employeegrade/G99');
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses list calls without a token', async () => {
    const response = await demo.app.inject({ method: 'GET', url: '/api/master/company' });
    expect(response.statusCode).toBe(401);
  });
});
