/**
 * Creates an administrator with every permission, all companies and the excluded ones, with a
 * password the person chose (so not a default one to change at sign-in). Both the first-run
 * set-up page and the `create-admin` command come here. Calls in one process run one at a time;
 * each takes the `auth` change counter's row first, so on PostgreSQL a second server's or
 * command's call waits for that row lock and then sees this one's user. Two calls racing create
 * one administrator. (On DuckDB one process owns the file, so the first rule is enough.)
 */
import {
  administratorEmployeeId,
  administratorUsername,
  FORM_MESSAGES,
  SETUP_MESSAGES,
} from '@outlet-pulse/contracts';
import type { Transaction } from 'kysely';
import { z } from 'zod';
import { recordAudit } from '../../core/audit/audit-log';
import { conflict, DomainError, invalidField, notFound } from '../../core/errors';
import { bumpChangeVersion, type ChangeVersions } from '../../db/change-versions';
import type { Database, Executor } from '../../db/database';
import { NO_EMPLOYEE_DETAILS } from '../../db/employee-details';
import type { DatabaseSchema, EmployeesTable } from '../../db/schema';
import { ROLE_CODES } from '../../seed/roles';
import { chosenPasswordProblem, deleteSecondFactor, hashPassword } from '../auth';
import {
  type AdministratorGrant,
  activateEmployee,
  countUsers,
  findActiveUserWithRole,
  findEmployee,
  findUserByUsername,
  insertAdministrator,
  insertEmployee,
  restoreAdministrator,
} from './administrators.repository';

export interface AdministratorRequest {
  username: string;
  password: string;
  /** The employee's name; the username when absent. */
  name?: string | undefined;
  email?: string | undefined;
  /**
   * The employee the administrator signs in as: an existing one without a user, or a new one.
   * By default the username in capitals, or ADM-<n> when that is taken or not an id.
   */
  employeeID?: string | undefined;
}

export type AdministratorPolicy =
  /** The set-up page: only while no user at all exists (else "Not found"). */
  | 'first-user'
  /** `create-admin`: only while no active administrator exists. */
  | 'no-active-administrator'
  /**
   * `create-admin --force`: another administrator; or, when the username exists, that user
   * made an active administrator of every company with the new password (a lock-out's way back).
   */
  | 'force';

export interface CreateAdministratorOptions {
  policy: AdministratorPolicy;
  /** Where the request came from, for the audit log: `create-admin command` or an address. */
  via: string;
  clock?: () => number;
  /** The running server's counters, told that `auth` changed. */
  changeVersions?: ChangeVersions;
}

export interface CreatedAdministrator {
  userId: number;
  username: string;
  employeeID: string;
  /** `restored`: an existing user (--force) got the password and the administrator's grants. */
  outcome: 'created' | 'restored';
}

const optionalEmail = z
  .string()
  .trim()
  .max(200, 'At most 200 characters')
  .refine(
    (value) => value === '' || z.email().safeParse(value).success,
    FORM_MESSAGES.emailPattern,
  );

function valid<T>(field: string, schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw invalidField(field, parsed.error.issues[0]?.message ?? 'is not valid');
}

/** The employee record of an administrator who is nobody's staff yet: no company, no branch. */
function administratorEmployee(
  employeeId: string,
  name: string,
  email: string,
  today: string,
): EmployeesTable {
  return {
    employee_id: employeeId,
    name,
    email,
    is_active: true,
    hired_date: today,
    job_status: 'P',
    level: 'S',
    grade_id: '',
    grade_name: '',
    id_active_branch: null,
    site_id: null,
    structure_id: '',
    structure_name: '',
    structure_company: '',
    department_id: '',
    department_name: '',
    division: '',
    job_title_id: '',
    job_title_name: 'Administrator',
    ...NO_EMPLOYEE_DETAILS,
  };
}

/** What the policy refuses as the database stands, or null. */
async function refusal(db: Executor, policy: AdministratorPolicy): Promise<DomainError | null> {
  if (policy === 'first-user') {
    return (await countUsers(db)) > 0 ? notFound(SETUP_MESSAGES.notFound) : null;
  }
  if (policy === 'no-active-administrator') {
    const existing = await findActiveUserWithRole(db, ROLE_CODES.administrator);
    if (existing !== null) {
      return conflict(
        `An active administrator exists already (${existing}). Add --force to create another administrator, or to set the password of an existing username.`,
      );
    }
  }
  return null;
}

async function freeEmployeeId(db: Executor, username: string): Promise<string> {
  const fromUsername = username.toUpperCase().replace(/[._]/g, '-');
  if (
    administratorEmployeeId.safeParse(fromUsername).success &&
    !(await findEmployee(db, fromUsername))
  ) {
    return fromUsername;
  }
  for (let number = 1; ; number += 1) {
    const candidate = `ADM-${number}`;
    if (!(await findEmployee(db, candidate))) return candidate;
  }
}

const running = new WeakMap<Database, Promise<unknown>>();

/** Runs `work` after every earlier call on this database in this process has finished. */
function oneAtATime<T>(database: Database, work: () => Promise<T>): Promise<T> {
  const next = (running.get(database) ?? Promise.resolve()).catch(() => undefined).then(work);
  running.set(database, next);
  return next;
}

interface Work {
  transaction: Transaction<DatabaseSchema>;
  grant: AdministratorGrant;
  audit(action: string, details: Record<string, unknown>): Promise<void>;
  via: string;
}

/**
 * --force on an existing username: its password, and an active administrator again, without a
 * second factor (a lost phone locks an owner out as surely as a lost password); the role
 * requires one, so the next sign-in sets up a new one.
 */
async function restore(
  { transaction, grant, audit, via }: Work,
  existing: { id: number; username: string; employee_id: string },
): Promise<CreatedAdministrator> {
  await restoreAdministrator(transaction, existing.id, grant);
  await activateEmployee(transaction, existing.employee_id);
  await deleteSecondFactor(transaction, existing.id);
  await audit('UPDATED', {
    via,
    changes: [
      { field: 'password', from: 'set', to: `set by the ${via}` },
      { field: 'secondFactor', from: null, to: 'removed: set up again at the next sign-in' },
      { field: 'role', from: null, to: grant.roleCode },
      { field: 'allCompanies', from: null, to: true },
      { field: 'isActive', from: null, to: true },
    ],
  });
  return {
    userId: existing.id,
    username: existing.username,
    employeeID: existing.employee_id,
    outcome: 'restored',
  };
}

async function create(
  { transaction, grant, audit, via }: Work,
  user: { username: string; name: string; email: string; employeeId: string | undefined },
): Promise<CreatedAdministrator> {
  const employeeId = user.employeeId ?? (await freeEmployeeId(transaction, user.username));
  const employee = await findEmployee(transaction, employeeId);
  if (employee && employee.user_id !== null) {
    throw invalidField('employeeID', `Employee ${employeeId} already has a user`);
  }
  if (employee) await activateEmployee(transaction, employeeId);
  else {
    const today = new Date(grant.nowMs).toISOString().slice(0, 10);
    await insertEmployee(
      transaction,
      administratorEmployee(employeeId, user.name || user.username, user.email, today),
    );
  }
  const userId = await insertAdministrator(
    transaction,
    { username: user.username, employeeId },
    grant,
  );
  await audit('CREATED', {
    via,
    changes: [
      { field: 'employeeID', from: null, to: employeeId },
      { field: 'role', from: null, to: grant.roleCode },
      { field: 'allCompanies', from: null, to: true },
      { field: 'seesExcludedCompanies', from: null, to: true },
    ],
  });
  return { userId, username: user.username, employeeID: employeeId, outcome: 'created' };
}

export async function createAdministrator(
  database: Database,
  request: AdministratorRequest,
  options: CreateAdministratorOptions,
): Promise<CreatedAdministrator> {
  const username = valid('username', administratorUsername, request.username);
  const { password } = request;
  const name = valid(
    'name',
    z.string().trim().max(150, 'At most 150 characters'),
    request.name ?? '',
  );
  const email = valid('email', optionalEmail, request.email ?? '');
  const requestedEmployeeId =
    request.employeeID === undefined
      ? undefined
      : valid('employeeID', administratorEmployeeId, request.employeeID);
  const problem = await chosenPasswordProblem(password, {
    signInNames: [username, requestedEmployeeId],
  });
  if (problem) throw invalidField('password', problem);
  const clock = options.clock ?? Date.now;
  const early = await refusal(database.kysely, options.policy);
  if (early) throw early;
  // Hashing takes a while: done before the transaction, so the lock is held briefly.
  const grant: AdministratorGrant = {
    roleCode: ROLE_CODES.administrator,
    passwordHash: await hashPassword(password),
    nowMs: clock(),
  };

  try {
    const created = await oneAtATime(database, () =>
      database.kysely.transaction().execute(async (transaction) => {
        await bumpChangeVersion(transaction, 'auth');
        const refused = await refusal(transaction, options.policy);
        if (refused) throw refused;
        const audit = (action: string, details: Record<string, unknown>) =>
          recordAudit(
            transaction,
            { actorUserId: null, action, entity: 'user', entityId: username, details },
            grant.nowMs,
          );

        const existing = await findUserByUsername(transaction, username);
        if (existing && options.policy === 'force') {
          return restore({ transaction, grant, audit, via: options.via }, existing);
        }
        if (existing) throw invalidField('username', `Username ${username} is already taken`);
        return create(
          { transaction, grant, audit, via: options.via },
          { username, name, email, employeeId: requestedEmployeeId },
        );
      }),
    );
    options.changeVersions?.expire();
    return created;
  } catch (error) {
    if (error instanceof DomainError) throw error;
    // A call that lost the race to another one answers as the winner's result refuses it.
    const refused = await refusal(database.kysely, options.policy);
    throw refused ?? error;
  }
}
