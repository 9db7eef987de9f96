/** SQL of creating the first administrator (or recovering one): users and their employees. */
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import type { EmployeesTable } from '../../db/schema';

export async function countUsers(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('users'))
    .executeTakeFirstOrThrow();
  return Number(row.users);
}

/** The username of an active user with the role, if any (the oldest). */
export async function findActiveUserWithRole(
  db: Executor,
  roleCode: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('username')
    .where('role_code', '=', roleCode)
    .where('is_active', '=', true)
    .orderBy('id')
    .executeTakeFirst();
  return row?.username ?? null;
}

export async function findUserByUsername(db: Executor, username: string) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'employee_id'])
    .where(sql<boolean>`lower(username) = ${username.toLowerCase()}`)
    .executeTakeFirst();
}

/** The employee with that id and whether a user signs in as it. */
export async function findEmployee(db: Executor, employeeId: string) {
  return db
    .selectFrom('employees as e')
    .leftJoin('users as u', 'u.employee_id', 'e.employee_id')
    .select(['e.employee_id', 'u.id as user_id'])
    .where('e.employee_id', '=', employeeId)
    .executeTakeFirst();
}

export async function insertEmployee(db: Executor, employee: EmployeesTable): Promise<void> {
  await db.insertInto('employees').values(employee).execute();
}

export async function activateEmployee(db: Executor, employeeId: string): Promise<void> {
  await db
    .updateTable('employees')
    .set({ is_active: true })
    .where('employee_id', '=', employeeId)
    .execute();
}

export interface AdministratorGrant {
  roleCode: string;
  passwordHash: string;
  nowMs: number;
}

/** What makes a user row an administrator's: the password, the role, every company, active. */
function administratorFields(grant: AdministratorGrant) {
  return {
    password_hash: grant.passwordHash,
    password_is_default: false,
    role_code: grant.roleCode,
    all_companies: true,
    is_active: true,
    sees_excluded_companies: true,
    updated_at: grant.nowMs,
  };
}

export async function insertAdministrator(
  db: Executor,
  user: { username: string; employeeId: string },
  grant: AdministratorGrant,
): Promise<number> {
  const inserted = await db
    .insertInto('users')
    .values({
      username: user.username,
      employee_id: user.employeeId,
      ...administratorFields(grant),
      created_at: grant.nowMs,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** Makes an existing user an active administrator of every company with a new password. */
export async function restoreAdministrator(
  db: Executor,
  userId: number,
  grant: AdministratorGrant,
): Promise<void> {
  await db.updateTable('users').set(administratorFields(grant)).where('id', '=', userId).execute();
  await db.deleteFrom('user_companies').where('user_id', '=', userId).execute();
  await db.deleteFrom('user_outlets').where('user_id', '=', userId).execute();
}
