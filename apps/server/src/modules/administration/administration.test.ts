/**
 * Users, roles and the audit log through the API (spec 001 §6, §7; issue 6): a new user's
 * temporary password must be changed at the first sign-in and the user then sees exactly the
 * companies given; password resets and deactivation end sessions; the user and role forms'
 * validation, refusals and mass-assignment attempts; roles grant menus and permissions; the
 * audit log filters by entity and user and pages, checked against plain SQL.
 */
import { type MenuItem, PASSWORD_RULE_MESSAGES, SESSION_MESSAGES } from '@outlet-pulse/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AuditEntry, auditEntriesOf, byField } from '../../../test/api-answers';
import { useDemoApp } from '../../../test/demo-app';
import { describeEachEngine } from '../../../test/engines';
import { userIdOf as userIdIn } from '../../../test/factories';
import { type Caller, callerWith, type Who } from '../../../test/requests';
import { countRows } from '../../../test/row-counts';
import { type SignedIn, signIn } from '../../../test/sign-in';

interface UserAnswer {
  id: number;
  username: string;
  employeeID: string;
  role: string;
  allCompanies: boolean;
  companies: string[];
  outlets: string[];
  isActive: boolean;
  passwordIsDefault: boolean;
}
const menuIdsOf = (items: MenuItem[]): string[] =>
  items.flatMap((item) => [item.id, ...menuIdsOf(item.children)]);

const NEW_PASSWORD = 'a-fresh-password-42';
const DEFAULT_PASSWORD_MESSAGE = 'Please change your default password before you continue.';

describeEachEngine('administration: users, roles and the audit log', (engine) => {
  const demo = useDemoApp(engine);
  let adminId: number;
  let candidates: string[] = [];

  beforeAll(async () => {
    adminId = await userIdOf('admin');
  });

  const db = () => demo.database.kysely;
  const as = (who: Who) => demo.as(who);
  const admin = () => as('admin');
  /** A caller over a session the test signed in itself. */
  const over = (session: SignedIn) => callerWith(demo.app, session);
  const salesCompanies = (caller: Caller) => caller.get('/api/portal/salessummary/optionscompany');
  const signInRaw = (username: string, password: string) =>
    demo.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { username, password, remember: false },
      remoteAddress: '10.9.8.7',
    });
  const userIdOf = (username: string) => userIdIn(demo, username);
  const rawUser = (id: number) =>
    db().selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const userCount = () => countRows(db(), 'users');
  const auditOf = (entity: string, entityId: string) => auditEntriesOf(admin(), entity, entityId);
  /** The ids of the active (or inactive) employees without a user, in order, read with plain SQL. */
  const employeesWithoutUser = async (active: boolean) =>
    (
      await db()
        .selectFrom('employees as e')
        .leftJoin('users as u', 'u.employee_id', 'e.employee_id')
        .select('e.employee_id')
        .where('u.id', 'is', null)
        .where('e.is_active', '=', active)
        .orderBy('e.employee_id')
        .execute()
    ).map((row) => row.employee_id);

  /** The next employee without a user, taken from the API's candidate list. */
  async function nextCandidate(): Promise<string> {
    if (candidates.length === 0) {
      const response = await admin().get('/api/employee/?withoutUser=true&limit=500');
      expect(response.statusCode).toBe(200);
      const rows = response.json().data.rows as {
        employeeID: string;
        isActive: boolean;
        hasUser: boolean;
      }[];
      candidates = rows.filter((row) => row.isActive && !row.hasUser).map((row) => row.employeeID);
    }
    const next = candidates.shift();
    if (!next) throw new Error('no employee without a user left');
    return next;
  }

  /** Creates a user through the API; answers the user and the temporary password. */
  async function createUser(
    username: string,
    fields: Record<string, unknown> = {},
  ): Promise<{ user: UserAnswer; temporaryPassword: string; employeeID: string }> {
    const employeeID = (fields.employeeID as string | undefined) ?? (await nextCandidate());
    const response = await admin().post('/api/user/create', {
      username,
      employeeID,
      role: 'staff',
      companies: ['KCG02', 'KCG05'],
      ...fields,
    });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data as { user: UserAnswer; temporaryPassword: string };
    return { ...data, employeeID };
  }

  /** Signs in with a temporary password, changes it, and signs in again. */
  async function firstSignIn(
    username: string,
    temporaryPassword: string,
    employeeID: string,
  ): Promise<SignedIn> {
    const first = await signIn(demo.app, username, temporaryPassword);
    expect(first.session.mustChangePassword).toBe(true);
    const change = await over(first).post('/api/auth/change_password', {
      employeeID,
      currentPassword: temporaryPassword,
      newPassword: NEW_PASSWORD,
    });
    expect(change.json()).toEqual({ status: 200, data: { changed: true } });
    const again = await signIn(demo.app, username, NEW_PASSWORD);
    expect(again.session.mustChangePassword).toBe(false);
    return again;
  }

  /* ------------------------------------------------------------------ candidates */
  it('lists as candidates exactly the active employees without a user', async () => {
    const raw = await employeesWithoutUser(true);
    expect(raw.length).toBeGreaterThan(5);
    const response = await admin().get('/api/employee/?withoutUser=true&limit=500');
    const rows = response.json().data.rows as { employeeID: string; hasUser: boolean }[];
    expect(rows.map((row) => row.employeeID)).toEqual(raw);
    expect(response.json().data.count).toBe(raw.length);
    expect(rows.every((row) => !row.hasUser)).toBe(true);
    const everyone = await admin().get('/api/employee/?limit=500');
    const withUser = (everyone.json().data.rows as { employeeID: string; hasUser: boolean }[])
      .filter((row) => row.hasUser)
      .map((row) => row.employeeID)
      .sort();
    expect(withUser).toEqual(['10001', '10102', '10215', '10307', '10420']);
  });

  /* ------------------------------------------------------------------ users */
  describe('a new user', () => {
    it('gets a temporary password that must be changed, then sees exactly the two companies', async () => {
      const usersBefore = await userCount();
      const { user, temporaryPassword, employeeID } = await createUser('tina.test');
      expect(temporaryPassword).toMatch(/^[A-Za-z0-9]{12}$/);
      expect(user).toMatchObject({
        username: 'tina.test',
        employeeID,
        role: 'staff',
        allCompanies: false,
        companies: ['KCG02', 'KCG05'],
        outlets: [],
        isActive: true,
        passwordIsDefault: true,
      });
      expect(await userCount()).toBe(usersBefore + 1);
      const raw = await db()
        .selectFrom('users')
        .selectAll()
        .where('username', '=', 'tina.test')
        .executeTakeFirstOrThrow();
      expect(raw.password_is_default).toBe(true);
      expect(raw.password_hash).not.toContain(temporaryPassword);
      const grants = await db()
        .selectFrom('user_companies')
        .select('company_code')
        .where('user_id', '=', raw.id)
        .orderBy('company_code')
        .execute();
      expect(grants.map((row) => row.company_code)).toEqual(['KCG02', 'KCG05']);
      // The employee is no longer a candidate.
      const stillCandidate = await admin().get(
        `/api/employee/?withoutUser=true&keyword=${employeeID}`,
      );
      expect(stillCandidate.json().data.count).toBe(0);

      const first = await signIn(demo.app, 'tina.test', temporaryPassword);
      expect(first.session.mustChangePassword).toBe(true);
      const blocked = await salesCompanies(over(first));
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json().message).toBe(DEFAULT_PASSWORD_MESSAGE);
      expect(SESSION_MESSAGES.defaultPasswordMustChange).toBe(DEFAULT_PASSWORD_MESSAGE);

      const change = await over(first).post('/api/auth/change_password', {
        employeeID,
        currentPassword: temporaryPassword,
        newPassword: NEW_PASSWORD,
      });
      expect(change.json()).toEqual({ status: 200, data: { changed: true } });
      const again = await signIn(demo.app, 'tina.test', NEW_PASSWORD);
      expect(again.session.mustChangePassword).toBe(false);
      const companies = await salesCompanies(over(again));
      expect(companies.statusCode).toBe(200);
      expect(
        (companies.json().data as { company: string }[]).map((row) => row.company).sort(),
      ).toEqual(['KCG02', 'KCG05']);
      // The temporary password no longer works.
      expect((await signInRaw('tina.test', temporaryPassword)).statusCode).toBe(401);

      const entries = await auditOf('user', 'tina.test');
      expect(entries.map((entry) => [entry.action, entry.username])).toEqual([
        ['CREATED', 'admin'],
      ]);
      expect(entries[0]?.changes).toContainEqual({
        field: 'companies',
        from: null,
        to: ['KCG02', 'KCG05'],
      });
      expect(JSON.stringify(entries[0]?.changes)).not.toContain(temporaryPassword);
    });

    it('sees changed companies on the next request of the same session', async () => {
      const { user, temporaryPassword, employeeID } = await createUser('umar.test');
      const session = await firstSignIn('umar.test', temporaryPassword, employeeID);
      const updated = await admin().put(`/api/user/${user.id}`, {
        role: 'staff',
        companies: ['KCG04'],
        outlets: ['KCG04-0001'],
      });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json().data).toMatchObject({ companies: ['KCG04'], outlets: ['KCG04-0001'] });
      const companies = await salesCompanies(over(session));
      expect((companies.json().data as { company: string }[]).map((row) => row.company)).toEqual([
        'KCG04',
      ]);
      const entries = await auditOf('user', 'umar.test');
      expect(entries.map((entry) => entry.action)).toEqual(['UPDATED', 'CREATED']);
      expect(entries[0]?.changes).toEqual([
        { field: 'companies', from: ['KCG02', 'KCG05'], to: ['KCG04'] },
        { field: 'outlets', from: [], to: ['KCG04-0001'] },
      ]);
    });
  });

  it('grants one user the companies excluded by default', async () => {
    const excludeKcg12ByDefault = async (excluded: boolean) => {
      await db()
        .updateTable('companies')
        .set({ excluded_by_default: excluded })
        .where('code', '=', 'KCG12')
        .execute();
      await demo.changeVersions.bump('sales');
    };
    await excludeKcg12ByDefault(true);
    try {
      const all = (await db().selectFrom('companies').select('code').orderBy('code').execute()).map(
        (row) => row.code,
      );
      const { user, temporaryPassword, employeeID } = await createUser('xena.test', {
        allCompanies: true,
        companies: [],
      });
      expect(user).toMatchObject({
        allCompanies: true,
        companies: [],
        seesExcludedCompanies: false,
      });
      const xena = over(await firstSignIn('xena.test', temporaryPassword, employeeID));
      const companiesOf = async () =>
        (
          (await xena.get('/api/master/company?limit=500')).json().data.rows as {
            company: string;
          }[]
        ).map((row) => row.company);
      expect(await companiesOf()).toEqual(all.filter((code) => code !== 'KCG12'));

      const granted = await admin().put(`/api/user/${user.id}`, {
        role: 'staff',
        allCompanies: true,
        seesExcludedCompanies: true,
      });
      expect(granted.json().data.seesExcludedCompanies).toBe(true);
      expect(await companiesOf()).toEqual(all);
      const entries = await auditOf('user', 'xena.test');
      expect(entries[0]?.changes).toEqual([
        { field: 'seesExcludedCompanies', from: false, to: true },
      ]);
    } finally {
      await excludeKcg12ByDefault(false);
    }
  });

  describe('password reset', () => {
    it("ends the user's sessions; the temporary password is the current one of the forced change", async () => {
      const { user, temporaryPassword, employeeID } = await createUser('vera.test');
      const session = await firstSignIn('vera.test', temporaryPassword, employeeID);
      expect((await salesCompanies(over(session))).statusCode).toBe(200);

      const reset = await admin().post(`/api/user/resetpassword/${user.id}`);
      expect(reset.statusCode).toBe(200);
      const { temporaryPassword: second, user: afterReset } = reset.json().data as {
        temporaryPassword: string;
        user: UserAnswer;
      };
      expect(second).toMatch(/^[A-Za-z0-9]{12}$/);
      expect(second).not.toBe(temporaryPassword);
      expect(afterReset.passwordIsDefault).toBe(true);

      const ended = await salesCompanies(over(session));
      expect(ended.statusCode).toBe(401);
      expect((await signInRaw('vera.test', NEW_PASSWORD)).statusCode).toBe(401);

      const next = await signIn(demo.app, 'vera.test', second);
      expect(next.session.mustChangePassword).toBe(true);
      const blocked = await salesCompanies(over(next));
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json().message).toBe(DEFAULT_PASSWORD_MESSAGE);

      const entries = await auditOf('user', 'vera.test');
      expect(entries[0]).toMatchObject({ action: 'UPDATED', username: 'admin' });
      expect(entries[0]?.changes.map((change) => change.field)).toEqual(['password']);
      expect(JSON.stringify(entries)).not.toContain(second);
      expect((await admin().post('/api/user/resetpassword/999999')).statusCode).toBe(404);

      // The reset asked for none of the user's passwords; the forced change that follows takes
      // the temporary one as the current password and the rules of every chosen password.
      const forced = (payload: object) =>
        over(next).post('/api/auth/change_password', { employeeID, ...payload });
      const refusal = async (payload: object) => (await forced(payload)).json().errors;
      expect(await refusal({ newPassword: 'vera picks this one' })).toEqual([
        { field: 'currentPassword', message: PASSWORD_RULE_MESSAGES.currentRequired },
      ]);
      expect(await refusal({ currentPassword: second, newPassword: 'iloveyou' })).toEqual([
        { field: 'newPassword', message: PASSWORD_RULE_MESSAGES.common },
      ]);
      expect(await refusal({ currentPassword: second, newPassword: 'VERA.TEST' })).toEqual([
        { field: 'newPassword', message: PASSWORD_RULE_MESSAGES.signInName },
      ]);
      expect(
        (await forced({ currentPassword: second, newPassword: 'vera picks this one' })).json(),
      ).toEqual({ status: 200, data: { changed: true } });
    });
  });

  describe('the user form', () => {
    it('names the required fields and the username pattern', async () => {
      const empty = await admin().post('/api/user/create', {});
      expect(empty.statusCode).toBe(400);
      const errors = byField(empty.json().errors);
      expect(errors.username).toEqual(['Username is required']);
      expect(errors.employeeID).toEqual(['Employee is required']);
      expect(errors.role).toEqual(['Role is required']);

      const blank = await admin().post('/api/user/create', {
        username: ' ',
        employeeID: '',
        role: '',
        allCompanies: true,
      });
      expect(byField(blank.json().errors)).toEqual({
        username: ['Username is required'],
        employeeID: ['Employee is required'],
        role: ['Role is required'],
      });

      const employeeID = await nextCandidate();
      candidates.unshift(employeeID);
      for (const username of ['ab', 'has space', 'bad/slash', 'x'.repeat(61)]) {
        const response = await admin().post('/api/user/create', {
          username,
          employeeID,
          role: 'staff',
          allCompanies: true,
        });
        expect(response.statusCode, username).toBe(400);
        expect(byField(response.json().errors), username).toEqual({
          username: ['Use 3 to 60 letters, digits, dots, dashes or underscores'],
        });
      }
      const noCompanies = await admin().post('/api/user/create', {
        username: 'no.companies',
        employeeID,
        role: 'staff',
      });
      expect(noCompanies.statusCode).toBe(400);
      expect(byField(noCompanies.json().errors)).toEqual({
        companies: ['Choose at least one company, or all companies'],
      });
    });

    it('refuses a taken username, an employee with a user, and unknown grants', async () => {
      const employeeID = await nextCandidate();
      candidates.unshift(employeeID);
      const usersBefore = await userCount();
      const attempt = async (fields: Record<string, unknown>) => {
        const response = await admin().post('/api/user/create', {
          username: 'refused.test',
          employeeID,
          role: 'staff',
          companies: ['KCG01', 'KCG03'],
          ...fields,
        });
        expect(response.statusCode, JSON.stringify(fields)).toBe(400);
        return byField(response.json().errors);
      };
      expect(Object.keys(await attempt({ username: 'staff' }))).toEqual(['username']);
      expect(Object.keys(await attempt({ username: 'ADMIN' }))).toEqual(['username']);
      const hasUser = await attempt({ employeeID: '10215' });
      expect(hasUser).toEqual({ employeeID: ['Employee 10215 already has a user'] });
      const [leaver] = await employeesWithoutUser(false);
      if (!leaver) throw new Error('the demo data holds a leaver without a user');
      expect(await attempt({ employeeID: leaver })).toEqual({
        employeeID: [`Employee ${leaver} is no longer active`],
      });
      expect(Object.keys(await attempt({ employeeID: '99999' }))).toEqual(['employeeID']);
      expect(Object.keys(await attempt({ role: 'emperor' }))).toEqual(['role']);
      expect(Object.keys(await attempt({ companies: ['KCG01', 'NOPE'] }))).toEqual(['companies']);
      expect(Object.keys(await attempt({ outlets: ['NO-SUCH-OUTLET'] }))).toEqual(['outlets']);
      expect(await attempt({ outlets: ['KCG02-0001'] })).toEqual({
        outlets: ['outlet KCG02-0001 is not in the chosen companies'],
      });
      expect(await userCount()).toBe(usersBefore);

      // The same checks on an update.
      const staffId = await userIdOf('staff');
      const before = (await admin().get(`/api/user/${staffId}`)).json().data;
      const update = await admin().put(`/api/user/${staffId}`, {
        role: 'staff',
        companies: ['KCG01'],
        outlets: ['KCG03-0001'],
      });
      expect(update.statusCode).toBe(400);
      expect(Object.keys(byField(update.json().errors))).toEqual(['outlets']);
      expect(
        (await admin().put(`/api/user/${staffId}`, { role: 'nope', allCompanies: true }))
          .statusCode,
      ).toBe(400);
      expect((await admin().get(`/api/user/${staffId}`)).json().data).toEqual(before);
    });

    it('refuses fields the form does not have (no mass assignment)', async () => {
      const employeeID = await nextCandidate();
      candidates.unshift(employeeID);
      const usersBefore = await userCount();
      for (const extra of [
        { id: 1 },
        { password_hash: 'x' },
        { passwordIsDefault: false },
        { password: 'chosen-by-admin' },
        { created_at: 0 },
        { createdAt: '2020-01-01T00:00:00.000Z' },
      ]) {
        const response = await admin().post('/api/user/create', {
          username: 'mass.test',
          employeeID,
          role: 'staff',
          allCompanies: true,
          ...extra,
        });
        expect(response.statusCode, JSON.stringify(extra)).toBe(400);
      }
      expect(await userCount()).toBe(usersBefore);

      const staffId = await userIdOf('staff');
      const before = await rawUser(staffId);
      for (const extra of [
        { username: 'renamed' },
        { employeeID: '10001' },
        { passwordIsDefault: true },
        { id: 99 },
      ]) {
        const response = await admin().put(`/api/user/${staffId}`, {
          role: 'staff',
          companies: ['KCG01', 'KCG03'],
          ...extra,
        });
        expect(response.statusCode, JSON.stringify(extra)).toBe(400);
      }
      expect(await rawUser(staffId)).toEqual(before);
    });

    it("refuses an administrator's change of their own role, deactivation or deletion", async () => {
      const self = `/api/user/${adminId}`;
      const ownRole = await admin().put(self, { role: 'staff', allCompanies: true });
      expect(ownRole.statusCode).toBe(403);
      expect(ownRole.json().message).toBe('You cannot change your own role.');
      const deactivate = await admin().put(self, {
        role: 'administrator',
        allCompanies: true,
        isActive: false,
      });
      expect(deactivate.statusCode).toBe(403);
      expect(deactivate.json().message).toBe('You cannot deactivate yourself.');
      const remove = await admin().delete(self);
      expect(remove.statusCode).toBe(403);
      expect(remove.json().message).toBe('You cannot delete yourself.');
      const raw = await rawUser(adminId);
      expect(raw).toMatchObject({ role_code: 'administrator', is_active: true });
      // Still an administrator with a working session.
      expect((await admin().get('/api/user/')).statusCode).toBe(200);
    });
  });

  describe('deleting and deactivating users', () => {
    it('refuses to delete a user with history, deletes a fresh one', async () => {
      const staffId = await userIdOf('staff');
      await signIn(demo.app, 'staff');
      const refused = await admin().delete(`/api/user/${staffId}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toContain('Deactivate the user instead');
      expect((await admin().get(`/api/user/${staffId}`)).statusCode).toBe(200);

      const { user } = await createUser('wawan.test');
      const removed = await admin().delete(`/api/user/${user.id}`);
      expect(removed.json()).toEqual({ status: 200, data: { deleted: 'wawan.test' } });
      expect((await admin().get(`/api/user/${user.id}`)).statusCode).toBe(404);
      expect(
        await db().selectFrom('users').select('id').where('username', '=', 'wawan.test').execute(),
      ).toEqual([]);
      expect(
        await db()
          .selectFrom('user_companies')
          .select('user_id')
          .where('user_id', '=', user.id)
          .execute(),
      ).toEqual([]);
      const entries = await auditOf('user', 'wawan.test');
      expect(entries.map((entry) => entry.action)).toEqual(['DELETED', 'CREATED']);
      expect((await admin().delete(`/api/user/${user.id}`)).statusCode).toBe(404);
    });

    it('ends the sessions of a deactivated user, who cannot sign in again', async () => {
      const { user, temporaryPassword, employeeID } = await createUser('yani.test');
      const session = await firstSignIn('yani.test', temporaryPassword, employeeID);
      expect((await salesCompanies(over(session))).statusCode).toBe(200);
      const deactivated = await admin().put(`/api/user/${user.id}`, {
        role: 'staff',
        companies: ['KCG02', 'KCG05'],
        isActive: false,
      });
      expect(deactivated.statusCode).toBe(200);
      expect(deactivated.json().data.isActive).toBe(false);
      expect((await salesCompanies(over(session))).statusCode).toBe(401);
      expect((await signInRaw('yani.test', NEW_PASSWORD)).statusCode).toBe(401);
      const revoked = await db()
        .selectFrom('sessions')
        .select(['revoked_at'])
        .where('user_id', '=', user.id)
        .execute();
      expect(revoked.length).toBeGreaterThan(0);
      expect(revoked.every((row) => row.revoked_at !== null)).toBe(true);
      // Signed in before: it is kept, not deleted.
      expect((await admin().delete(`/api/user/${user.id}`)).statusCode).toBe(409);
      const entries = await auditOf('user', 'yani.test');
      expect(entries[0]?.changes).toEqual([{ field: 'isActive', from: true, to: false }]);
    });
  });

  describe('the user list', () => {
    it('searches and filters by role, with counts from the table', async () => {
      const byRole = await db()
        .selectFrom('users')
        .select('username')
        .where('role_code', '=', 'staff')
        .orderBy('username')
        .execute();
      const response = await admin().get('/api/user/?role=staff&limit=500');
      expect(response.json().data.count).toBe(byRole.length);
      expect(response.json().data.rows.map((row: UserAnswer) => row.username)).toEqual(
        byRole.map((row) => row.username),
      );
      const found = await admin().get('/api/user/?keyword=wulandari');
      expect(found.json().data.rows.map((row: UserAnswer) => row.username)).toEqual(['admin']);
      const all = await db().selectFrom('users').select('id').execute();
      const firstPage = await admin().get('/api/user/?limit=2&page=1');
      expect(firstPage.json().data.count).toBe(all.length);
      expect(firstPage.json().data.rows.length).toBe(2);
      expect((await admin().get('/api/user/999999')).statusCode).toBe(404);
      expect((await admin().get('/api/user/abc')).statusCode).toBe(400);
    });
  });

  /* ------------------------------------------------------------------ roles */
  describe('roles', () => {
    it('grant their menus and permissions to the users who hold them', async () => {
      const catalog = await admin().get('/api/userrole/catalog');
      expect(catalog.statusCode).toBe(200);
      const permissions = (catalog.json().data.permissions as { permission: string }[]).map(
        (row) => row.permission,
      );
      expect(permissions).toEqual(
        expect.arrayContaining([
          'admin.manage-master-data',
          'admin.manage-users',
          'admin.read-audit-log',
        ]),
      );
      const menuRows = await db().selectFrom('menus').select(['id', 'parent_id']).execute();
      expect((catalog.json().data.menus as { id: string }[]).map((row) => row.id).sort()).toEqual(
        menuRows.map((row) => row.id).sort(),
      );

      const created = await admin().post('/api/userrole/create', {
        code: 'auditor',
        name: 'Auditor',
        permissions: ['admin.read-audit-log'],
        menuIds: ['M950_070', 'M000', 'M000'],
      });
      expect(created.json()).toEqual({
        status: 200,
        data: {
          code: 'auditor',
          name: 'Auditor',
          permissions: ['admin.read-audit-log'],
          menuIds: ['M000', 'M950_070'],
          users: 0,
        },
      });
      expect(
        (
          await db()
            .selectFrom('role_menus')
            .select('menu_id')
            .where('role_code', '=', 'auditor')
            .orderBy('menu_id')
            .execute()
        ).map((row) => row.menu_id),
      ).toEqual(['M000', 'M950_070']);

      const { temporaryPassword, employeeID } = await createUser('zaki.test', {
        role: 'auditor',
        allCompanies: true,
        companies: [],
      });
      const session = await firstSignIn('zaki.test', temporaryPassword, employeeID);
      const zaki = over(session);

      // The menu: the granted entries, everything under them, and the headings above them.
      const parentOf = new Map(menuRows.map((row) => [row.id, row.parent_id]));
      const expectedMenu = new Set<string>();
      for (const row of menuRows) {
        for (let id: string | null | undefined = row.id; id; id = parentOf.get(id)) {
          if (id === 'M000' || id === 'M950_070') {
            for (let up: string | null | undefined = row.id; up; up = parentOf.get(up)) {
              expectedMenu.add(up);
            }
          }
        }
      }
      expect(expectedMenu.has('M950')).toBe(true);
      const menu = await zaki.post('/api/menu', {});
      expect(menu.statusCode).toBe(200);
      expect(menuIdsOf(menu.json().data).sort()).toEqual([...expectedMenu].sort());
      expect(menuIdsOf(menu.json().data)).not.toContain('M950_010');

      // The permission: the audit log, and nothing else of administration.
      expect((await zaki.get('/api/audit/')).statusCode).toBe(200);
      expect((await zaki.get('/api/user/')).statusCode).toBe(403);
      expect((await zaki.put('/api/period-control/2026/1', { status: 'CLOSED' })).statusCode).toBe(
        403,
      );

      // A changed role applies to the holders' next request.
      const updated = await admin().put('/api/userrole/auditor', {
        name: 'Auditor (read only)',
        permissions: [],
        menuIds: ['M000'],
      });
      expect(updated.json().data).toEqual({
        code: 'auditor',
        name: 'Auditor (read only)',
        permissions: [],
        menuIds: ['M000'],
        users: 1,
      });
      expect((await zaki.get('/api/audit/')).statusCode).toBe(403);
      const menuAfter = menuIdsOf((await zaki.post('/api/menu', {})).json().data);
      expect(menuAfter).toContain('M000');
      expect(menuAfter).not.toContain('M950_070');

      const entries = await auditOf('role', 'auditor');
      expect(entries.map((entry) => [entry.action, entry.username])).toEqual([
        ['UPDATED', 'admin'],
        ['CREATED', 'admin'],
      ]);
      expect(entries[0]?.changes).toEqual([
        { field: 'name', from: 'Auditor', to: 'Auditor (read only)' },
        { field: 'permissions', from: ['admin.read-audit-log'], to: [] },
        { field: 'menuIds', from: ['M000', 'M950_070'], to: ['M000'] },
      ]);
      expect(entries[1]?.changes).toEqual([
        { field: 'name', from: null, to: 'Auditor' },
        { field: 'permissions', from: null, to: ['admin.read-audit-log'] },
        { field: 'menuIds', from: null, to: ['M000', 'M950_070'] },
      ]);

      // A role someone holds is not deleted.
      const refused = await admin().delete('/api/userrole/auditor');
      expect(refused.statusCode).toBe(409);
      expect((await admin().get('/api/userrole/auditor')).statusCode).toBe(200);
    });

    it('refuses unknown permissions and menus, duplicates, and names the required fields', async () => {
      const attempt = async (body: Record<string, unknown>) => {
        const response = await admin().post('/api/userrole/create', body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        return byField(response.json().errors);
      };
      expect(await attempt({})).toEqual({
        code: ['Role code is required'],
        name: ['Role name is required'],
      });
      expect(await attempt({ code: '', name: ' ' })).toEqual({
        code: ['Role code is required'],
        name: ['Role name is required'],
      });
      expect(await attempt({ code: 'Bad Code', name: 'x' })).toEqual({
        code: ['Use 2 to 40 lower-case letters, digits and dashes'],
      });
      expect(
        Object.keys(
          await attempt({ code: 'ghost', name: 'Ghost', permissions: ['admin.everything'] }),
        ),
      ).toEqual(['permissions']);
      expect(
        Object.keys(await attempt({ code: 'ghost', name: 'Ghost', menuIds: ['M404'] })),
      ).toEqual(['menuIds']);
      expect(Object.keys(await attempt({ code: 'staff', name: 'Another staff' }))).toEqual([
        'code',
      ]);
      const extra = await admin().post('/api/userrole/create', {
        code: 'ghost',
        name: 'Ghost',
        users: 3,
      });
      expect(extra.statusCode).toBe(400);
      expect(extra.json().errors).toEqual([
        { field: 'users', message: 'users cannot be set here' },
      ]);
      expect((await admin().get('/api/userrole/ghost')).statusCode).toBe(404);
      expect((await admin().get('/api/userrole/staff')).json().data.name).toBe('Staff');

      const update = await admin().put('/api/userrole/staff', {
        name: 'Staff',
        permissions: ['admin.everything'],
      });
      expect(update.statusCode).toBe(400);
      expect((await admin().get('/api/userrole/staff')).json().data.permissions).toEqual([]);
    });

    it('refuses removing the permission to manage users from your own role', async () => {
      const before = (await admin().get('/api/userrole/administrator')).json().data;
      expect(before.permissions).toContain('admin.manage-users');
      const response = await admin().put('/api/userrole/administrator', {
        name: before.name,
        permissions: before.permissions.filter((p: string) => p !== 'admin.manage-users'),
        menuIds: before.menuIds,
      });
      expect(response.statusCode).toBe(403);
      expect((await admin().get('/api/userrole/administrator')).json().data).toEqual(before);
      expect((await admin().get('/api/user/')).statusCode).toBe(200);
    });

    it('deletes a role no one holds', async () => {
      expect(
        (
          await admin().post('/api/userrole/create', {
            code: 'temporary-role',
            name: 'Temporary',
            permissions: ['sales.view-excluded-companies'],
            menuIds: ['M000'],
          })
        ).statusCode,
      ).toBe(200);
      const removed = await admin().delete('/api/userrole/temporary-role');
      expect(removed.json()).toEqual({ status: 200, data: { deleted: 'temporary-role' } });
      expect((await admin().get('/api/userrole/temporary-role')).statusCode).toBe(404);
      for (const table of ['role_permissions', 'role_menus'] as const) {
        expect(
          await db()
            .selectFrom(table)
            .select('role_code')
            .where('role_code', '=', 'temporary-role')
            .execute(),
        ).toEqual([]);
      }
      const entries = await auditOf('role', 'temporary-role');
      expect(entries.map((entry) => entry.action)).toEqual(['DELETED', 'CREATED']);
    });
  });

  /* ------------------------------------------------------------------ audit log */
  describe('the audit log', () => {
    const countWhere = async (filter: { entity?: string; username?: string }) => {
      let query = db()
        .selectFrom('audit_log as a')
        .leftJoin('users as u', 'u.id', 'a.actor_user_id')
        .select((eb) => eb.fn.countAll<number>().as('n'));
      if (filter.entity) query = query.where('a.entity', '=', filter.entity);
      if (filter.username) query = query.where('u.username', '=', filter.username);
      return Number((await query.executeTakeFirstOrThrow()).n);
    };

    it('filters by entity and user, with counts from the table', async () => {
      await signIn(demo.app, 'staff');
      for (const entity of ['user', 'role', 'session']) {
        const response = await admin().get(`/api/audit/?entity=${entity}&limit=500`);
        if (entity === 'session') {
          // Not a filter of the screen: refused like any unknown entity.
          expect(response.statusCode).toBe(400);
          continue;
        }
        const rows = response.json().data.rows as AuditEntry[];
        expect(rows.length).toBeGreaterThan(0);
        expect(rows.every((row) => row.entity === entity)).toBe(true);
        expect(response.json().data.count).toBe(await countWhere({ entity }));
      }
      for (const username of ['admin', 'staff']) {
        const response = await admin().get(`/api/audit/?user=${username}&limit=500`);
        const rows = response.json().data.rows as AuditEntry[];
        expect(rows.length).toBeGreaterThan(0);
        expect(rows.every((row) => row.username === username)).toBe(true);
        expect(response.json().data.count).toBe(await countWhere({ username }));
      }
      const both = await admin().get('/api/audit/?entity=user&user=admin&limit=500');
      expect(both.json().data.count).toBe(await countWhere({ entity: 'user', username: 'admin' }));
      expect(both.json().data.count).toBeGreaterThan(0);
      expect((await admin().get('/api/audit/?user=nobody-at-all')).json().data).toEqual({
        rows: [],
        count: 0,
      });
    });

    it('pages newest first; page 0 and page 1 are the same', async () => {
      const total = await countWhere({});
      expect(total).toBeGreaterThan(10);
      const ten = (await admin().get('/api/audit/?limit=10')).json().data;
      expect(ten.count).toBe(total);
      const times = (ten.rows as AuditEntry[]).map(
        (row) => (row as unknown as { occurredAt: string }).occurredAt,
      );
      expect([...times].sort().reverse()).toEqual(times);
      const page0 = (await admin().get('/api/audit/?limit=5&page=0')).json().data
        .rows as AuditEntry[];
      const page1 = (await admin().get('/api/audit/?limit=5&page=1')).json().data
        .rows as AuditEntry[];
      const page2 = (await admin().get('/api/audit/?limit=5&page=2')).json().data
        .rows as AuditEntry[];
      expect(page1.map((row) => row.id)).toEqual(page0.map((row) => row.id));
      expect([...page1, ...page2].map((row) => row.id)).toEqual(
        (ten.rows as AuditEntry[]).map((row) => row.id),
      );
      expect((await admin().get('/api/audit/')).json().data.rows.length).toBe(15);
    });

    it('is for administrators only', async () => {
      for (const username of ['manager', 'staff', 'it']) {
        const response = await as(username).get('/api/audit/');
        expect(response.statusCode, username).toBe(403);
        expect(response.json().message).toBe(SESSION_MESSAGES.forbidden);
      }
      expect((await demo.app.inject({ method: 'GET', url: '/api/audit/' })).statusCode).toBe(401);
    });
  });

  /* ------------------------------------------------------------------ matrix */
  it('refuses every user and role route to non-administrators', async () => {
    const staffId = await userIdOf('staff');
    const routes: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object][] = [
      ['GET', '/api/user/'],
      ['GET', `/api/user/${staffId}`],
      [
        'POST',
        '/api/user/create',
        { username: 'sneaky', employeeID: '30001', role: 'administrator', allCompanies: true },
      ],
      ['PUT', `/api/user/${staffId}`, { role: 'administrator', allCompanies: true }],
      ['DELETE', `/api/user/${staffId}`],
      ['POST', `/api/user/resetpassword/${staffId}`],
      ['GET', '/api/userrole/'],
      ['GET', '/api/userrole/catalog'],
      ['GET', '/api/userrole/staff'],
      ['POST', '/api/userrole/create', { code: 'sneaky', name: 'Sneaky' }],
      ['PUT', '/api/userrole/staff', { name: 'Staff', permissions: ['admin.manage-users'] }],
      ['DELETE', '/api/userrole/staff'],
    ];
    const before = await rawUser(staffId);
    for (const username of ['manager', 'staff', 'it']) {
      for (const [method, url, payload] of routes) {
        const response = await as(username).call(method, url, payload);
        expect(response.statusCode, `${username} ${method} ${url}`).toBe(403);
      }
    }
    expect(await rawUser(staffId)).toEqual(before);
    expect(
      await db().selectFrom('users').select('id').where('username', '=', 'sneaky').execute(),
    ).toEqual([]);
    expect((await admin().get('/api/userrole/staff')).json().data.permissions).toEqual([]);
  });
});
