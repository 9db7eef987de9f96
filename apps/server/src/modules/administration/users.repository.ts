/** SQL of the user screen: users with their employee, role and entitlements. */
import type { User, UserCreate, UserUpdate } from '@outlet-pulse/contracts';
import { sql } from 'kysely';
import { keywordMatches } from '../../core/paging';
import type { Executor } from '../../db/database';
import { hasRow } from '../../db/find-row';
import { deleteSecondFactor } from '../auth';

export interface UserFilter {
  keyword: string;
  role: string;
  offset: number;
  limit: number;
  id?: number;
}

interface UserRow {
  id: number;
  username: string;
  employee_id: string;
  name: string;
  email: string;
  role_code: string;
  role_name: string | null;
  all_companies: boolean;
  companies: string | null;
  outlets: string | null;
  sees_excluded_companies: boolean | null;
  is_active: boolean;
  password_is_default: boolean;
  has_second_factor: boolean;
  created_at: number;
  updated_at: number;
}

const split = (list: string | null) => (list ? list.split(',').sort() : []);

const toUser = (row: UserRow): User => ({
  id: row.id,
  username: row.username,
  employeeID: row.employee_id,
  name: row.name,
  email: row.email,
  role: row.role_code,
  roleName: row.role_name ?? row.role_code,
  allCompanies: row.all_companies,
  companies: split(row.companies),
  outlets: split(row.outlets),
  seesExcludedCompanies: row.sees_excluded_companies === true,
  isActive: row.is_active,
  passwordIsDefault: row.password_is_default,
  hasSecondFactor: row.has_second_factor === true,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

export async function findUsers(
  db: Executor,
  filter: UserFilter,
): Promise<{ rows: User[]; count: number }> {
  const conditions = [sql`TRUE`];
  if (filter.id !== undefined) conditions.push(sql`u.id = ${filter.id}`);
  if (filter.role) conditions.push(sql`u.role_code = ${filter.role}`);
  if (filter.keyword) {
    conditions.push(keywordMatches(['u.username', 'e.name', 'u.employee_id'], filter.keyword));
  }
  const where = sql.join(conditions, sql` AND `);
  const [{ rows }, { rows: counted }] = await Promise.all([
    sql<UserRow>`
      SELECT u.id, u.username, u.employee_id, e.name, e.email, u.role_code, r.name AS role_name,
             u.all_companies, u.sees_excluded_companies, u.is_active, u.password_is_default,
             u.created_at, u.updated_at,
             EXISTS (SELECT 1 FROM second_factors f WHERE f.user_id = u.id AND f.enabled) AS has_second_factor,
             (SELECT string_agg(c.company_code, ',') FROM user_companies c WHERE c.user_id = u.id) AS companies,
             (SELECT string_agg(o.outlet_id, ',') FROM user_outlets o WHERE o.user_id = u.id) AS outlets
        FROM users u
        JOIN employees e ON e.employee_id = u.employee_id
        LEFT JOIN roles r ON r.code = u.role_code
       WHERE ${where}
       ORDER BY u.username
       LIMIT ${filter.limit} OFFSET ${filter.offset}`.execute(db),
    sql<{ count: number }>`
      SELECT count(*) AS count
        FROM users u
        JOIN employees e ON e.employee_id = u.employee_id
       WHERE ${where}`.execute(db),
  ]);
  return { rows: rows.map(toUser), count: counted[0]?.count ?? 0 };
}

export async function findUser(db: Executor, id: number) {
  const { rows } = await findUsers(db, { keyword: '', role: '', offset: 0, limit: 1, id });
  return rows[0];
}

export async function usernameTaken(db: Executor, username: string) {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql<boolean>`lower(username) = ${username.toLowerCase()}`)
    .executeTakeFirst();
  return row !== undefined;
}

export async function findEmployeeForUser(db: Executor, employeeId: string) {
  return db
    .selectFrom('employees as e')
    .leftJoin('users as u', 'u.employee_id', 'e.employee_id')
    .select(['e.employee_id', 'e.structure_company', 'e.is_active', 'u.id as user_id'])
    .where('e.employee_id', '=', employeeId)
    .executeTakeFirst();
}

export async function insertUser(
  db: Executor,
  input: UserCreate,
  passwordHash: string,
  nowMs: number,
): Promise<number> {
  const inserted = await db
    .insertInto('users')
    .values({
      username: input.username,
      employee_id: input.employeeID,
      password_hash: passwordHash,
      password_is_default: true,
      role_code: input.role,
      all_companies: input.allCompanies,
      sees_excluded_companies: input.seesExcludedCompanies,
      is_active: input.isActive,
      created_at: nowMs,
      updated_at: nowMs,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateUser(db: Executor, id: number, input: UserUpdate, nowMs: number) {
  await db
    .updateTable('users')
    .set({
      role_code: input.role,
      all_companies: input.allCompanies,
      sees_excluded_companies: input.seesExcludedCompanies,
      is_active: input.isActive,
      updated_at: nowMs,
    })
    .where('id', '=', id)
    .execute();
}

/** Replaces a user's company and outlet grants. */
export async function replaceGrants(
  db: Executor,
  userId: number,
  companies: readonly string[],
  outlets: readonly string[],
) {
  await db.deleteFrom('user_companies').where('user_id', '=', userId).execute();
  await db.deleteFrom('user_outlets').where('user_id', '=', userId).execute();
  if (companies.length > 0) {
    await db
      .insertInto('user_companies')
      .values(companies.map((company_code) => ({ user_id: userId, company_code })))
      .execute();
  }
  if (outlets.length > 0) {
    await db
      .insertInto('user_outlets')
      .values(outlets.map((outlet_id) => ({ user_id: userId, outlet_id })))
      .execute();
  }
}

export async function findOutletCompanies(db: Executor, outletIds: readonly string[]) {
  if (outletIds.length === 0) return [];
  return db
    .selectFrom('outlets')
    .select(['id', 'company_code'])
    .where('id', 'in', [...outletIds])
    .execute();
}

export async function setPassword(db: Executor, id: number, passwordHash: string, nowMs: number) {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, password_is_default: true, updated_at: nowMs })
    .where('id', '=', id)
    .execute();
}

/** Whether anything records the user's past: sign-ins (sessions) or entries as actor. */
export async function userHasHistory(db: Executor, userId: number) {
  return (
    (await hasRow(db, 'sessions', 'user_id', userId)) ||
    (await hasRow(db, 'audit_log', 'actor_user_id', userId))
  );
}

export async function deleteUser(db: Executor, userId: number) {
  // A second factor waiting for its first code may be all a user without history has.
  await deleteSecondFactor(db, userId);
  await db.deleteFrom('user_companies').where('user_id', '=', userId).execute();
  await db.deleteFrom('user_outlets').where('user_id', '=', userId).execute();
  await db.deleteFrom('users').where('id', '=', userId).execute();
}

export async function roleExists(db: Executor, code: string) {
  return (
    (await db.selectFrom('roles').select('code').where('code', '=', code).executeTakeFirst()) !==
    undefined
  );
}
