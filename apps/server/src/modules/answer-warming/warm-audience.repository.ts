/** Who warming is for: the users signed in lately, as the access tables record them. */
import type { Executor } from '../../db/database';

/**
 * Active users who held a signed-in session at or after `sinceMs` (a session's last-seen time
 * starts at its sign-in and moves while it is used), in id order.
 */
export async function findUsersSignedInSince(db: Executor, sinceMs: number): Promise<number[]> {
  const rows = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select('sessions.user_id')
    .distinct()
    .where('sessions.last_seen_at', '>=', sinceMs)
    .where('users.is_active', '=', true)
    .orderBy('sessions.user_id')
    .execute();
  return rows.map((row) => Number(row.user_id));
}

/** The default saved view of each of these users who has one (the Today page's, issue 26). */
export async function findDefaultViewIds(
  db: Executor,
  userIds: readonly number[],
): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('saved_views')
    .select(['user_id', 'id'])
    .where('user_id', 'in', [...userIds])
    .where('is_default', '=', true)
    .execute();
  return new Map(rows.map((row) => [Number(row.user_id), row.id]));
}
