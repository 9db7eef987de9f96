/** SQL of the Employee screen: one employee's whole row, its changes, and what refers to it. */
import type { Selectable } from 'kysely';
import type { Executor } from '../../db/database';
import { findRow } from '../../db/find-row';
import type { EmployeesTable } from '../../db/schema';

export type EmployeeRow = Selectable<EmployeesTable>;

/** An employee's row, and whether a user signs in as the employee. */
export async function findEmployeeRow(
  db: Executor,
  employeeId: string,
): Promise<(EmployeeRow & { has_user: boolean }) | undefined> {
  const row = await db
    .selectFrom('employees as e')
    .leftJoin('users as u', 'u.employee_id', 'e.employee_id')
    .selectAll('e')
    .select('u.id as user_id')
    .where('e.employee_id', '=', employeeId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { user_id: userId, ...employee } = row;
  return { ...employee, has_user: userId !== null };
}

export async function insertEmployee(db: Executor, row: EmployeeRow): Promise<void> {
  await db.insertInto('employees').values(row).execute();
}

export async function updateEmployee(
  db: Executor,
  employeeId: string,
  fields: Omit<EmployeeRow, 'employee_id'>,
): Promise<void> {
  await db.updateTable('employees').set(fields).where('employee_id', '=', employeeId).execute();
}

export async function setEmployeeActive(
  db: Executor,
  employeeId: string,
  isActive: boolean,
): Promise<void> {
  await db
    .updateTable('employees')
    .set({ is_active: isActive })
    .where('employee_id', '=', employeeId)
    .execute();
}

export async function deleteEmployee(db: Executor, employeeId: string): Promise<void> {
  await db.deleteFrom('employees').where('employee_id', '=', employeeId).execute();
}

export interface EmployeeReferences {
  /** The username of the user who signs in as the employee, if any. */
  username: string | null;
  /** Other employees who name this one as manager, department head or structural superior. */
  subordinates: number;
  /** Sign-ins, password changes and links the audit log records under the employee's id. */
  accountHistory: number;
}

/** What would point at nothing if the employee were deleted. */
export async function findEmployeeReferences(
  db: Executor,
  employeeId: string,
): Promise<EmployeeReferences> {
  const user = await findRow(db, 'users', 'employee_id', employeeId, ['username']);
  const subordinates = await db
    .selectFrom('employees')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('employee_id', '<>', employeeId)
    .where((eb) =>
      eb.or([
        eb('manager_id', '=', employeeId),
        eb('dept_head_id', '=', employeeId),
        eb('structural_superior_id', '=', employeeId),
      ]),
    )
    .executeTakeFirstOrThrow();
  // Sign-ins, sign-outs, password changes and links are recorded under the employee id.
  const history = await db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('entity', 'in', ['session', 'user'])
    .where('entity_id', '=', employeeId)
    .executeTakeFirstOrThrow();
  return {
    username: user?.username ?? null,
    subordinates: Number(subordinates.count),
    accountHistory: Number(history.count),
  };
}
