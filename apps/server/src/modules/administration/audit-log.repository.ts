/** SQL of the audit log screen: entries newest first, by entity and by the user who acted. */
import type { AuditChange, AuditEntry, AuditQuery } from '@outlet-pulse/contracts';
import { keywordMatches, searchWindow, selectPage } from '../../core/paging';
import type { Executor } from '../../db/database';

/** Entries of sign-in events carry plain details; changes carry a list of fields. */
function changesOf(details: string | null): AuditChange[] {
  if (!details) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(details);
  } catch {
    return [{ field: 'details', from: null, to: details }];
  }
  if (
    parsed &&
    typeof parsed === 'object' &&
    Array.isArray((parsed as { changes?: unknown }).changes)
  ) {
    return (parsed as { changes: AuditChange[] }).changes;
  }
  return Object.entries(parsed as Record<string, unknown>).map(([field, to]) => ({
    field,
    from: null,
    to,
  }));
}

export async function findAuditEntries(
  db: Executor,
  query: AuditQuery,
): Promise<{ rows: AuditEntry[]; count: number }> {
  let base = db.selectFrom('audit_log as a').leftJoin('users as u', 'u.id', 'a.actor_user_id');
  if (query.entity) base = base.where('a.entity', '=', query.entity);
  if (query.user) base = base.where(keywordMatches(['u.username'], query.user));
  if (query.keyword) base = base.where(keywordMatches(['a.entity_id'], query.keyword));
  const { rows, count } = await selectPage(base, searchWindow(query), (page) =>
    page
      .select([
        'a.id',
        'a.occurred_at',
        'a.action',
        'a.entity',
        'a.entity_id',
        'a.actor_user_id',
        'a.details',
        'u.username',
      ])
      .orderBy('a.occurred_at', 'desc')
      .orderBy('a.id'),
  );
  return {
    rows: rows.map((row) => ({
      id: row.id,
      occurredAt: new Date(row.occurred_at).toISOString(),
      action: row.action,
      entity: row.entity,
      entityId: row.entity_id,
      userId: row.actor_user_id,
      username: row.username ?? null,
      changes: changesOf(row.details),
    })),
    count,
  };
}
