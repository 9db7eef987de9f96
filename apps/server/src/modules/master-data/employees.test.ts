/**
 * The Employee screen's calls (System → Employee) on both engines: create → read → change →
 * deactivate → delete round trips with their audit entries, every message of the form, the
 * list's search and filters against plain SQL over the table, the caller's company scope, and
 * deleting refused while a user, a subordinate or a sign-in history refers to the employee.
 */
import { EMPLOYEE_MESSAGES, FORM_MESSAGES, MASTER_DATA_MESSAGES } from '@outlet-pulse/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntriesOf, byField } from '../../../test/api-answers';
import { useDemoApp } from '../../../test/demo-app';
import { describeEachEngine } from '../../../test/engines';
import { type BuiltUser, buildUser, uniqueCode } from '../../../test/factories';
import { callerWith, type Who } from '../../../test/requests';
import { sessionOf, signIn } from '../../../test/sign-in';
import { ROLE_CODES } from '../../seed/roles';

/** A complete, valid employee form. */
const employeeForm = (id: string, fields: Record<string, unknown> = {}) => ({
  employeeID: id,
  name: `Test Employee ${id}`,
  email: `${id.toLowerCase()}@staff.kcg.example`,
  hiredDate: '2024-02-01',
  jobStatus: 'C',
  level: 'J',
  company: 'KCG01',
  structureId: 'D11',
  structureName: 'Area Jakarta',
  departmentId: 'DP11',
  departmentName: 'Area Management',
  division: 'Retail',
  jobTitleId: 'JT05',
  jobTitleName: 'Store Crew',
  gradeId: 'G03',
  gradeName: 'Crew',
  activeBranch: 'KCG01-0001',
  contractStart: '2024-02-01',
  contractEnd: '2025-01-31',
  officePhone: '021-555-0101',
  ...fields,
});

describeEachEngine('the Employee screen', (engine) => {
  const demo = useDemoApp(engine);
  const as = (who: Who) => demo.as(who);
  const db = () => demo.database.kysely;
  const newId = () => uniqueCode('E').replace(/[^A-Z0-9-]/g, '');
  /** An administrator who sees KCG01 only. */
  let kcg01Admin: BuiltUser;

  beforeAll(async () => {
    kcg01Admin = await buildUser(demo, {
      role: ROLE_CODES.administrator,
      companies: ['KCG01'],
    });
  });

  const create = async (id: string, fields: Record<string, unknown> = {}, who: Who = 'admin') =>
    as(who).post('/api/employee/create', employeeForm(id, fields));

  it('creates an employee, reads the whole record back, and audits it', async () => {
    const id = newId();
    const created = await create(id);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({
      ...employeeForm(id),
      siteId: null,
      managerId: null,
      bankName: null,
      isActive: true,
      hasUser: false,
    });
    const raw = await db()
      .selectFrom('employees')
      .selectAll()
      .where('employee_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(raw).toMatchObject({
      structure_company: 'KCG01',
      id_active_branch: 'KCG01-0001',
      job_status: 'C',
      contract_end: '2025-01-31',
    });
    const read = await as('admin').get(`/api/employee/record/${id}`);
    expect(read.json().data).toEqual(created.json().data);
    // The spec's own read of one employee answers as it did.
    expect((await as('staff').get(`/api/employee/${id}`)).json().data).toMatchObject({
      employeeID: id,
      company: 'KCG01',
      hasUser: false,
    });
    const [entry] = await auditEntriesOf(as('admin'), 'employee', id);
    expect(entry?.action).toBe('CREATED');
    expect(entry?.changes).toContainEqual({ field: 'name', from: null, to: `Test Employee ${id}` });
  });

  it('refuses a second employee with the same id', async () => {
    const id = newId();
    expect((await create(id)).statusCode).toBe(200);
    const again = await create(id);
    expect(again.statusCode).toBe(400);
    expect(byField(again.json().errors).employeeID).toEqual([`Employee ${id} already exists`]);
  });

  it('says what is missing or wrong under each field, and never stores a half', async () => {
    const empty = await as('admin').post('/api/employee/create', {});
    expect(empty.statusCode).toBe(400);
    expect(byField(empty.json().errors)).toMatchObject({
      employeeID: [EMPLOYEE_MESSAGES.idRequired],
      name: [EMPLOYEE_MESSAGES.nameRequired],
      email: [FORM_MESSAGES.emailRequired],
      hiredDate: [EMPLOYEE_MESSAGES.hiredDateRequired],
      jobStatus: [EMPLOYEE_MESSAGES.jobStatusRequired],
      level: [EMPLOYEE_MESSAGES.levelRequired],
      company: [EMPLOYEE_MESSAGES.companyRequired],
      gradeName: [EMPLOYEE_MESSAGES.gradeNameRequired],
    });
    const id = newId();
    const wrong = await create(id, {
      email: 'not-an-address',
      hiredDate: '2024-02-30',
      jobStatus: 'X',
      level: 'Q',
      contractEnd: '2023-12-31',
    });
    expect(byField(wrong.json().errors)).toEqual({
      email: [FORM_MESSAGES.emailPattern],
      hiredDate: [MASTER_DATA_MESSAGES.dateInvalid],
      jobStatus: [EMPLOYEE_MESSAGES.jobStatusInvalid],
      level: [EMPLOYEE_MESSAGES.levelInvalid],
      contractEnd: [EMPLOYEE_MESSAGES.contractEndBeforeStart],
    });
    expect(EMPLOYEE_MESSAGES.jobStatusInvalid).toBe(
      'Job status must be one of P, B, C, T, M, I, O',
    );
    const extra = await create(id, { reasonUpdate: 'sneaked in', password: 'x' });
    expect(extra.statusCode).toBe(400);

    for (const [fields, field, message] of [
      [{ company: 'NOPE' }, 'company', 'unknown company NOPE'],
      [{ activeBranch: 'NOPE-0001' }, 'activeBranch', 'unknown branch NOPE-0001'],
      [{ managerId: 'NOPE-1' }, 'managerId', 'unknown employee NOPE-1'],
      [{ deptHeadId: id }, 'deptHeadId', 'an employee cannot be their own superior'],
    ] as const) {
      const refused = await create(id, fields);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(byField(refused.json().errors)[field]).toEqual([message]);
    }
    const stored = await db()
      .selectFrom('employees')
      .select('employee_id')
      .where('employee_id', '=', id)
      .execute();
    expect(stored).toEqual([]);
  });

  it('changes every field but the id, audits the difference, and shows it in the session', async () => {
    const user = await buildUser(demo, { companies: ['KCG01'] });
    const id = user.employee.employee_id;
    const signedIn = await signIn(demo.app, user.username, user.password, '10.66.1.1');
    const before = (await as('admin').get(`/api/employee/record/${id}`)).json().data;
    expect(before.hasUser).toBe(true);
    const { employeeID: _id, hasUser: _user, ...fields } = before;
    const changed = await as('admin').put(`/api/employee/${id}`, {
      ...fields,
      name: 'Renamed Person',
      jobStatus: 'P',
      level: 'S',
      bankName: 'Bank Mandiri',
      contractEnd: '',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({
      employeeID: id,
      name: 'Renamed Person',
      jobStatus: 'P',
      bankName: 'Bank Mandiri',
      contractEnd: null,
    });
    const [entry] = await auditEntriesOf(as('admin'), 'employee', id);
    expect(entry?.action).toBe('UPDATED');
    expect(entry?.changes.map((change) => change.field).sort()).toEqual(
      [
        'bankName',
        'jobStatus',
        'level',
        'name',
        ...(before.contractEnd === null ? [] : ['contractEnd']),
      ].sort(),
    );
    // The session's profile shows the change at its next refresh, without signing in again.
    const refreshed = await callerWith(demo.app, signedIn).post('/api/refresh_token');
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(sessionOf(refreshed).session.employee_info).toMatchObject({
      name: 'Renamed Person',
      jobStatus: 'P',
      jobStatusName: 'Permanent',
      levelName: 'Senior',
      bankName: 'Bank Mandiri',
    });
  });

  it('deactivates: the user signed in as the employee is turned away at once; activates again', async () => {
    const user = await buildUser(demo, { companies: ['KCG01'] });
    const id = user.employee.employee_id;
    const person = as({ username: user.username, password: user.password });
    expect((await person.get('/api/master/company')).statusCode).toBe(200);

    const off = await as('admin').put(`/api/employee/${id}/active`, { isActive: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.isActive).toBe(false);
    expect((await person.get('/api/master/company')).statusCode).toBe(401);
    const inactive = await as('admin').get('/api/employee/?active=inactive&limit=500');
    expect(
      inactive.json().data.rows.map((row: { employeeID: string }) => row.employeeID),
    ).toContain(id);

    const on = await as('admin').put(`/api/employee/${id}/active`, { isActive: true });
    expect(on.json().data.isActive).toBe(true);
    const actions = (await auditEntriesOf(as('admin'), 'employee', id)).map((entry) => [
      entry.action,
      entry.changes,
    ]);
    expect(actions.slice(0, 2)).toEqual([
      ['UPDATED', [{ field: 'isActive', from: false, to: true }]],
      ['UPDATED', [{ field: 'isActive', from: true, to: false }]],
    ]);
    expect((await as('admin').put(`/api/employee/${id}/active`, {})).statusCode).toBe(400);
  });

  it("refuses to deactivate the caller's own employee, which would end the caller's sign-in", async () => {
    const own = (await as('admin').get('/api/employee/record/10001')).json().data;
    const { employeeID: _id, hasUser: _user, ...fields } = own;
    for (const response of [
      await as('admin').put('/api/employee/10001/active', { isActive: false }),
      await as('admin').put('/api/employee/10001', { ...fields, isActive: false }),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(byField(response.json().errors).isActive).toEqual([
        'You cannot deactivate yourself: you could no longer sign in',
      ]);
    }
    expect((await as('admin').get('/api/master/company')).statusCode).toBe(200);
  });

  describe('deleting', () => {
    it('deletes an employee nothing refers to', async () => {
      const id = newId();
      await create(id);
      const deleted = await as('admin').delete(`/api/employee/${id}`);
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(deleted.json().data).toEqual({ deleted: id });
      expect((await as('admin').get(`/api/employee/record/${id}`)).statusCode).toBe(404);
      const [entry] = await auditEntriesOf(as('admin'), 'employee', id);
      expect(entry?.action).toBe('DELETED');
    });

    it('refuses while a user signs in as the employee or another names them, and says why', async () => {
      const user = await buildUser(demo, { companies: ['KCG01'] });
      const id = user.employee.employee_id;
      const refused = await as('admin').delete(`/api/employee/${id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        `Employee ${id} has a user who signs in as them (${user.username}), so it cannot be deleted. Deactivate it instead.`,
      );

      const boss = newId();
      await create(boss);
      await create(newId(), { managerId: boss });
      await create(newId(), { structuralSuperiorId: boss });
      const named = await as('admin').delete(`/api/employee/${boss}`);
      expect(named.statusCode).toBe(409);
      expect(named.json().message).toContain(
        '2 employees who name them as manager, head or superior',
      );
      expect(
        await db()
          .selectFrom('employees')
          .select('employee_id')
          .where('employee_id', '=', boss)
          .execute(),
      ).toHaveLength(1);
    });

    it('refuses an employee whose user was deleted but who signed in before', async () => {
      const user = await buildUser(demo, { companies: ['KCG01'] });
      const id = user.employee.employee_id;
      await as({ username: user.username, password: user.password }).get('/api/master/company');
      await db().deleteFrom('users').where('id', '=', user.id).execute();
      const refused = await as('admin').delete(`/api/employee/${id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toContain('a sign-in history in the audit log');
    });
  });

  describe('the list', () => {
    type Row = { employeeID: string; company: string; isActive: boolean; hasUser: boolean };
    const rowsOf = async (query: string, who: Who = 'admin') => {
      const response = await as(who).get(`/api/employee/?limit=500&${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as { rows: Row[]; count: number };
    };

    it('searches id, name and e-mail and filters by company and activity, as plain SQL counts', async () => {
      const all = await db()
        .selectFrom('employees')
        .select(['employee_id', 'name', 'email', 'structure_company', 'is_active'])
        .execute();
      const keyword = 'test employee';
      const matching = all.filter((row) =>
        [row.employee_id, row.name, row.email].some((text) => text.toLowerCase().includes(keyword)),
      );
      expect((await rowsOf(`keyword=${encodeURIComponent(keyword)}`)).count).toBe(matching.length);
      const kcg01Active = all.filter((row) => row.structure_company === 'KCG01' && row.is_active);
      const filtered = await rowsOf('company=KCG01&active=active');
      expect(filtered.count).toBe(kcg01Active.length);
      expect(filtered.rows.every((row) => row.company === 'KCG01' && row.isActive)).toBe(true);
      const inactive = all.filter((row) => !row.is_active);
      expect((await rowsOf('active=inactive')).count).toBe(inactive.length);
      expect((await as('admin').get('/api/employee/?active=maybe')).statusCode).toBe(400);
    });

    it("offers a new employee in the user form's choices until a user signs in as them", async () => {
      const id = newId();
      await create(id);
      const offered = (await rowsOf(`withoutUser=true&keyword=${id}`)).rows;
      expect(offered.map((row) => row.employeeID)).toEqual([id]);
      const user = await as('admin').post('/api/user/create', {
        username: `u-${id.toLowerCase()}`,
        employeeID: id,
        role: ROLE_CODES.staff,
        companies: ['KCG01'],
      });
      expect(user.statusCode, user.body).toBe(200);
      expect((await rowsOf(`withoutUser=true&keyword=${id}`)).rows).toEqual([]);
    });
  });

  describe('scope and permission', () => {
    const scoped = () => ({ username: kcg01Admin.username, password: kcg01Admin.password });

    it("keeps an administrator of some companies to those companies' staff", async () => {
      const other = newId();
      expect((await create(other, { company: 'KCG02', activeBranch: null })).statusCode).toBe(200);
      expect((await as(scoped()).get(`/api/employee/record/${other}`)).statusCode).toBe(404);
      expect(
        (await as(scoped()).put(`/api/employee/${other}/active`, { isActive: false })).statusCode,
      ).toBe(404);
      expect((await as(scoped()).delete(`/api/employee/${other}`)).statusCode).toBe(404);
      const refused = await create(newId(), { company: 'KCG02', activeBranch: null }, scoped());
      expect(refused.statusCode).toBe(403);
      const rows = await as(scoped()).get('/api/employee/?limit=500');
      const companies = new Set(
        rows.json().data.rows.map((row: { company: string }) => row.company),
      );
      expect([...companies]).toEqual(['KCG01']);

      const own = newId();
      expect((await create(own, {}, scoped())).statusCode).toBe(200);
      // Moving one's own employee to a company out of sight is refused as well.
      const {
        employeeID: _id,
        hasUser: _user,
        ...fields
      } = (await as(scoped()).get(`/api/employee/record/${own}`)).json().data;
      const moved = await as(scoped()).put(`/api/employee/${own}`, { ...fields, company: 'KCG02' });
      expect(moved.statusCode).toBe(403);
    });

    it('lets only those who manage master data read whole records and change them', async () => {
      const id = newId();
      await create(id);
      for (const who of ['manager', 'staff', 'it']) {
        expect((await as(who).get(`/api/employee/record/${id}`)).statusCode, who).toBe(403);
        expect((await create(newId(), {}, who)).statusCode, who).toBe(403);
        expect((await as(who).delete(`/api/employee/${id}`)).statusCode, who).toBe(403);
      }
    });
  });
});
