/**
 * The inbox's SQL: its system user, the addresses of the people told about a failure, and the
 * lock that lets one server at a time work through a shared inbox.
 */
import { sql } from 'kysely';
import { PERMISSIONS } from '../../core/permissions';
import type { Database, Executor } from '../../db/database';
import { findRow } from '../../db/find-row';

/** No role has this code, so a user holding it may do nothing. */
const NO_ROLE = 'system';

/** Held by the server working through the inbox, released when its session ends or dies. */
const INBOX_LOCK_KEY = 7_302_028;

export async function findUserId(db: Executor, username: string): Promise<number | null> {
  const row = await findRow(db, 'users', 'username', username, ['id']);
  return row?.id ?? null;
}

/**
 * A user who cannot sign in: inactive, with no employee behind it (sign-in needs one), no
 * role and no password. Its employee ID only fills the column's unique slot.
 */
export async function insertSystemUser(
  db: Executor,
  username: string,
  nowMs: number,
): Promise<number> {
  const inserted = await db
    .insertInto('users')
    .values({
      username,
      employee_id: `~${username}`.slice(0, 20),
      password_hash: '!',
      password_is_default: false,
      role_code: NO_ROLE,
      all_companies: false,
      is_active: false,
      created_at: nowMs,
      updated_at: nowMs,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** E-mail addresses of the active users who may import data. */
export async function findImporterEmails(db: Executor): Promise<string[]> {
  const rows = await db
    .selectFrom('users as u')
    .innerJoin('employees as e', 'e.employee_id', 'u.employee_id')
    .innerJoin('role_permissions as p', 'p.role_code', 'u.role_code')
    .select('e.email')
    .distinct()
    .where('p.permission', '=', PERMISSIONS.importData)
    .where('u.is_active', '=', true)
    .where('e.is_active', '=', true)
    .where('e.email', '<>', '')
    .orderBy('e.email')
    .execute();
  return rows.map((row) => row.email);
}

/**
 * Runs `work` while holding the inbox lock; answers null without running it when another
 * server holds the lock and `wait` is false. On PostgreSQL the lock is a session advisory lock
 * on one pooled connection; a DuckDB file has one process, whose passes the caller serialises.
 */
export async function withInboxLock<T>(
  database: Database,
  wait: boolean,
  work: () => Promise<T>,
): Promise<{ value: T } | null> {
  if (database.engine !== 'postgres') return { value: await work() };
  return database.kysely.connection().execute(async (connection) => {
    if (wait) {
      await sql`SELECT pg_advisory_lock(${INBOX_LOCK_KEY})`.execute(connection);
    } else {
      const { rows } = await sql<{
        locked: boolean;
      }>`SELECT pg_try_advisory_lock(${INBOX_LOCK_KEY}) AS locked`.execute(connection);
      if (!rows[0]?.locked) return null;
    }
    try {
      return { value: await work() };
    } finally {
      await sql`SELECT pg_advisory_unlock(${INBOX_LOCK_KEY})`.execute(connection);
    }
  });
}
