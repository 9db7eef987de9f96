/** Records who did what, when and from where. Every sign-in event and every change lands here. */
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/database';

export interface AuditEntry {
  actorUserId: number | null;
  action: string;
  entity: string;
  entityId?: string | null;
  details?: Record<string, unknown>;
  clientAddress?: string | null;
}

export async function recordAudit(
  database: Database,
  entry: AuditEntry,
  nowMs = Date.now(),
): Promise<void> {
  await database.kysely
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      occurred_at: nowMs,
      actor_user_id: entry.actorUserId,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId ?? null,
      details: entry.details ? JSON.stringify(entry.details).slice(0, 4000) : null,
      client_address: entry.clientAddress ?? null,
    })
    .execute();
}
