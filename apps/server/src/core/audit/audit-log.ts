/**
 * Records who did what, when and from where. Every sign-in event and every change lands here,
 * written in the transaction of the change it describes when there is one.
 */
import { randomUUID } from 'node:crypto';
import type { AuditChange } from '@outlet-pulse/contracts';
import type { Executor } from '../../db/database';

export interface AuditEntry {
  actorUserId: number | null;
  action: string;
  entity: string;
  entityId?: string | null;
  details?: Record<string, unknown>;
  clientAddress?: string | null;
}

const DETAILS_MAX = 4000;

export async function recordAudit(
  executor: Executor,
  entry: AuditEntry,
  nowMs = Date.now(),
): Promise<void> {
  await executor
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      occurred_at: nowMs,
      actor_user_id: entry.actorUserId,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId ?? null,
      details: entry.details ? fitDetails(entry.details) : null,
      client_address: entry.clientAddress ?? null,
    })
    .execute();
}

/**
 * JSON of the details within the column's size. A change list that does not fit keeps its
 * field names and shortens the longest values, so the entry stays valid JSON.
 */
function fitDetails(details: Record<string, unknown>): string {
  const whole = JSON.stringify(details);
  if (whole.length <= DETAILS_MAX) return whole;
  const shorten = (value: unknown) => {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    return text !== undefined && text.length > 80 ? `${text.slice(0, 77)}...` : value;
  };
  const changes = Array.isArray(details.changes)
    ? (details.changes as AuditChange[]).map((change) => ({
        field: change.field,
        from: shorten(change.from),
        to: shorten(change.to),
      }))
    : undefined;
  const shortened = JSON.stringify(
    changes ? { ...details, changes } : { note: 'details too long' },
  );
  return shortened.length <= DETAILS_MAX
    ? shortened
    : JSON.stringify({ changes: (changes ?? []).map((change) => ({ field: change.field })) });
}

/** The fields whose values differ between two versions of a record, in the order of `after`. */
export function changesBetween(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditChange[] {
  const fields = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])];
  return fields.flatMap((field) => {
    const from = before?.[field] ?? null;
    const to = after?.[field] ?? null;
    return JSON.stringify(from) === JSON.stringify(to) ? [] : [{ field, from, to }];
  });
}
