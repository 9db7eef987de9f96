/** All SQL of sign-in and sessions. Rows leave as domain objects; instants are epoch ms. */
import { sql } from 'kysely';
import { PERMISSIONS } from '../../core/permissions';
import type { Executor } from '../../db/database';
import { findRow } from '../../db/find-row';
import type { SessionsTable } from '../../db/schema';
import { retryOnWriteConflict } from '../../db/write-conflict';

export interface UserRecord {
  id: number;
  username: string;
  employeeId: string;
  passwordHash: string;
  passwordIsDefault: boolean;
  roleCode: string;
  allCompanies: boolean;
  isActive: boolean;
}

export interface SessionRecord {
  id: string;
  userId: number;
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
  remember: boolean;
  revokedAt: number | null;
}

/** A user's columns, each named as its UserRecord field. */
const userColumns = [
  'users.id',
  'users.username',
  'users.employee_id as employeeId',
  'users.password_hash as passwordHash',
  'users.password_is_default as passwordIsDefault',
  'users.role_code as roleCode',
  'users.all_companies as allCompanies',
  'users.is_active as isActive',
] as const;

/** The users who may sign in: the user and their employee both active. */
function activeUsers(db: Executor) {
  return db
    .selectFrom('users')
    .innerJoin('employees', 'employees.employee_id', 'users.employee_id')
    .select(userColumns)
    .where('users.is_active', '=', true)
    .where('employees.is_active', '=', true);
}

/** The first user a query finds, or null. */
async function firstUser(query: {
  executeTakeFirst(): Promise<UserRecord | undefined>;
}): Promise<UserRecord | null> {
  return (await query.executeTakeFirst()) ?? null;
}

/** Finds an active user by username (any case) or employee ID. */
export function findUserByLogin(db: Executor, login: string): Promise<UserRecord | null> {
  return firstUser(
    activeUsers(db).where((eb) =>
      eb.or([
        eb(sql`lower(users.username)`, '=', login.toLowerCase()),
        eb('users.employee_id', '=', login),
      ]),
    ),
  );
}

/** A user who may sign in (user and employee active), by id; null otherwise. */
export function findActiveUserById(db: Executor, userId: number): Promise<UserRecord | null> {
  return firstUser(activeUsers(db).where('users.id', '=', userId));
}

export function findUserById(db: Executor, userId: number): Promise<UserRecord | null> {
  return firstUser(db.selectFrom('users').select(userColumns).where('users.id', '=', userId));
}

export function findUserByEmployeeId(db: Executor, employeeId: string): Promise<UserRecord | null> {
  return firstUser(
    db.selectFrom('users').select(userColumns).where('users.employee_id', '=', employeeId),
  );
}

export async function findPermissions(db: Executor, roleCode: string): Promise<string[]> {
  const rows = await db
    .selectFrom('role_permissions')
    .select('permission')
    .where('role_code', '=', roleCode)
    .orderBy('permission')
    .execute();
  return rows.map((row) => row.permission);
}

export async function findRoleName(db: Executor, roleCode: string): Promise<string> {
  const row = await findRow(db, 'roles', 'code', roleCode, ['name']);
  return row?.name ?? roleCode;
}

/** Who a user is and what the user may see: what every request needs besides the session. */
export interface UserGrants {
  userId: number;
  employeeId: string;
  roleCode: string;
  isActive: boolean;
  passwordIsDefault: boolean;
  allCompanies: boolean;
  structureCompany: string;
  permissions: string[];
  companyCodes: string[];
  /** Outlets the user is limited to inside the companies; empty = every outlet. */
  outletIds: string[];
}

export interface CallerRecord extends UserGrants {
  session: SessionRecord;
}

interface GrantsRow {
  user_id: number;
  employee_id: string;
  role_code: string;
  is_active: boolean;
  password_is_default: boolean;
  all_companies: boolean;
  structure_company: string;
  sees_excluded_companies: boolean | null;
  permissions: string | null;
  companies: string | null;
  outlets: string | null;
}

const splitList = (list: string | null) => (list ? list.split(',').sort() : []);

const GRANT_COLUMNS = sql`u.id AS user_id, u.employee_id, u.role_code,
  u.is_active AND e.is_active AS is_active, u.password_is_default, u.all_companies,
  e.structure_company, u.sees_excluded_companies,
  (SELECT string_agg(p.permission, ',') FROM role_permissions p WHERE p.role_code = u.role_code) AS permissions,
  (SELECT string_agg(c.company_code, ',') FROM user_companies c WHERE c.user_id = u.id) AS companies,
  (SELECT string_agg(o.outlet_id, ',') FROM user_outlets o WHERE o.user_id = u.id) AS outlets`;

function toGrants(row: GrantsRow): UserGrants {
  return {
    userId: row.user_id,
    employeeId: row.employee_id,
    roleCode: row.role_code,
    isActive: row.is_active,
    passwordIsDefault: row.password_is_default,
    allCompanies: row.all_companies,
    structureCompany: row.structure_company,
    // The user screen can grant seeing excluded companies to one user, beside the role's grant.
    permissions: row.sees_excluded_companies
      ? [...new Set([...splitList(row.permissions), PERMISSIONS.viewExcludedCompanies])].sort()
      : splitList(row.permissions),
    companyCodes: splitList(row.companies),
    outletIds: splitList(row.outlets),
  };
}

const toSession = (row: Omit<SessionsTable, 'revoked_reason'>): SessionRecord => ({
  id: row.id,
  userId: row.user_id,
  createdAt: row.created_at,
  lastSeenAt: row.last_seen_at,
  expiresAt: row.expires_at,
  remember: row.remember,
  revokedAt: row.revoked_at,
});

/** Everything a request needs to know about its caller, in one round trip. */
export async function findCaller(db: Executor, sessionId: string): Promise<CallerRecord | null> {
  const { rows } = await sql<
    GrantsRow & {
      id: string;
      created_at: number;
      last_seen_at: number;
      expires_at: number;
      remember: boolean;
      revoked_at: number | null;
    }
  >`
    SELECT s.id, s.created_at, s.last_seen_at, s.expires_at, s.remember, s.revoked_at, ${GRANT_COLUMNS}
      FROM sessions s
      JOIN users u ON u.id = s.user_id
      JOIN employees e ON e.employee_id = u.employee_id
     WHERE s.id = ${sessionId}`.execute(db);
  const row = rows[0];
  if (!row) return null;
  return { ...toGrants(row), session: toSession(row) };
}

/** The grants of a user, for requests that carry a shared link instead of a session. */
export async function findUserGrants(db: Executor, userId: number): Promise<UserGrants | null> {
  const { rows } = await sql<GrantsRow>`
    SELECT ${GRANT_COLUMNS}
      FROM users u
      JOIN employees e ON e.employee_id = u.employee_id
     WHERE u.id = ${userId}`.execute(db);
  const row = rows[0];
  return row ? toGrants(row) : null;
}

export async function updatePassword(
  db: Executor,
  userId: number,
  passwordHash: string,
  isDefault: boolean,
  nowMs: number,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, password_is_default: isDefault, updated_at: nowMs })
    .where('id', '=', userId)
    .execute();
}

export async function insertSession(db: Executor, session: SessionRecord): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      user_id: session.userId,
      created_at: session.createdAt,
      last_seen_at: session.lastSeenAt,
      expires_at: session.expiresAt,
      remember: session.remember,
      revoked_at: null,
      revoked_reason: null,
    })
    .execute();
}

export async function findSession(db: Executor, sessionId: string): Promise<SessionRecord | null> {
  const row = await db
    .selectFrom('sessions')
    .selectAll()
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return row ? toSession(row) : null;
}

export async function touchSession(db: Executor, sessionId: string, nowMs: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: nowMs })
    .where('id', '=', sessionId)
    .execute();
}

/** Ends the live sessions of one session id or of one user. */
async function revokeSessionsWhere(
  db: Executor,
  which: { column: 'id'; value: string } | { column: 'user_id'; value: number },
  reason: string,
  nowMs: number,
) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: nowMs, revoked_reason: reason })
    .where(which.column, '=', which.value)
    .where('revoked_at', 'is', null)
    .execute();
}

export const revokeSession = (db: Executor, sessionId: string, reason: string, nowMs: number) =>
  revokeSessionsWhere(db, { column: 'id', value: sessionId }, reason, nowMs);

/**
 * Ends every session of a user (a password change, a reset, a deactivation). The links they
 * shared end with them (issue 17): SessionService.endUserSessions and the administration's
 * calls end those too (shared-links' endUserSharedLinks).
 */
export async function revokeUserSessions(
  db: Executor,
  userId: number,
  reason: string,
  nowMs: number,
): Promise<void> {
  await revokeSessionsWhere(db, { column: 'user_id', value: userId }, reason, nowMs);
}

export async function insertRefreshToken(
  db: Executor,
  tokenHash: string,
  sessionId: string,
  nowMs: number,
) {
  await db
    .insertInto('refresh_tokens')
    .values({ token_hash: tokenHash, session_id: sessionId, issued_at: nowMs, used_at: null })
    .execute();
}

export async function findRefreshToken(db: Executor, tokenHash: string) {
  const row = await db
    .selectFrom('refresh_tokens')
    .select(['session_id', 'used_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row ? { sessionId: row.session_id, usedAt: row.used_at } : null;
}

/** Marks a refresh token used; false when another request used it first. */
export async function claimRefreshToken(
  db: Executor,
  tokenHash: string,
  nowMs: number,
): Promise<boolean> {
  const result = await db
    .updateTable('refresh_tokens')
    .set({ used_at: nowMs })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records an auto sign-in token as used; false when it was used before. */
export async function claimAutoInToken(
  db: Executor,
  tokenId: string,
  nowMs: number,
): Promise<boolean> {
  const result = await db
    .insertInto('auto_in_uses')
    .values({ token_id: tokenId, used_at: nowMs })
    .onConflict((conflict) => conflict.column('token_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows) === 1;
}

export async function countFailures(db: Executor, scope: string, sinceMs: number): Promise<number> {
  const row = await db
    .selectFrom('login_failures')
    .select((eb) => eb.fn.countAll<number>().as('failures'))
    .where('scope', '=', scope)
    .where('failed_at', '>=', sinceMs)
    .executeTakeFirstOrThrow();
  return row.failures;
}

export async function insertFailures(db: Executor, scopes: string[], nowMs: number): Promise<void> {
  await db
    .insertInto('login_failures')
    .values(scopes.map((scope) => ({ scope, failed_at: nowMs })))
    .execute();
}

/**
 * Runs a delete that concurrent requests may be making of the same rows (two right passwords of
 * one account at once, the clean-up of old failures). On DuckDB all but one of them meet a
 * write conflict: they try again, and after a few tries leave the rows to a later delete (a
 * reservation left behind counts as a failure: the throttle errs on the closed side).
 */
async function deleteAlongsideOthers(run: () => Promise<unknown>): Promise<void> {
  await retryOnWriteConflict(run, { attempts: 3, whenLost: { answer: undefined } });
}

export function deleteFailures(db: Executor, scope: string): Promise<void> {
  return deleteAlongsideOthers(() =>
    db.deleteFrom('login_failures').where('scope', '=', scope).execute(),
  );
}

export function deleteFailuresBefore(db: Executor, beforeMs: number): Promise<void> {
  return deleteAlongsideOthers(() =>
    db.deleteFrom('login_failures').where('failed_at', '<', beforeMs).execute(),
  );
}

/** The start page the user chose (migration 0018), or null: none chosen. */
export async function findChosenStartPage(db: Executor, userId: number): Promise<string | null> {
  const row = await findRow(db, 'users', 'id', userId, ['start_page']);
  return row?.start_page ?? null;
}

export async function updateChosenStartPage(
  db: Executor,
  userId: number,
  startPage: string,
  nowMs: number,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ start_page: startPage, updated_at: nowMs })
    .where('id', '=', userId)
    .execute();
}
