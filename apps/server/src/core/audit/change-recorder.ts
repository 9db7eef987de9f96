/**
 * Runs an administrator's change in one transaction together with its audit entries and the
 * change counters the caches follow, so that the data, the record of who changed it and the
 * caches' invalidation commit together or not at all.
 */
import type { Transaction } from 'kysely';
import { bumpChangeVersion, type ChangeKind, type ChangeVersions } from '../../db/change-versions';
import type { Database } from '../../db/database';
import type { DatabaseSchema } from '../../db/schema';
import type { AuthContext } from '../caller';
import { type AuditEntry, changesBetween, recordAudit } from './audit-log';

export type ChangeEntry = Omit<AuditEntry, 'actorUserId' | 'clientAddress'>;

export interface ChangeScope {
  transaction: Transaction<DatabaseSchema>;
  /** Records one audit entry by the caller, inside the transaction. */
  audit(entry: ChangeEntry): Promise<void>;
  /**
   * Records a change to one record as the fields that differ: `before` null for a record
   * created (CREATED), `after` null for one deleted (DELETED), else UPDATED, and then only
   * when some field changed.
   */
  auditChange(
    entity: string,
    entityId: string,
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null,
  ): Promise<void>;
}

function changeAction(before: object | null, after: object | null) {
  if (before === null) return 'CREATED';
  return after === null ? 'DELETED' : 'UPDATED';
}

export class ChangeRecorder {
  constructor(
    private readonly database: Database,
    private readonly changeVersions: ChangeVersions,
    private readonly clock: () => number = Date.now,
  ) {}

  async run<T>(
    actor: AuthContext,
    bumps: readonly ChangeKind[],
    work: (scope: ChangeScope) => Promise<T>,
  ): Promise<T> {
    const result = await this.database.kysely.transaction().execute(async (transaction) => {
      const audit = (entry: ChangeEntry) =>
        recordAudit(transaction, { ...entry, actorUserId: actor.userId }, this.clock());
      const auditChange: ChangeScope['auditChange'] = async (entity, entityId, before, after) => {
        const action = changeAction(before, after);
        const changes = changesBetween(before, after);
        if (action === 'UPDATED' && changes.length === 0) return;
        await audit({ action, entity, entityId, details: { changes } });
      };
      const value = await work({ transaction, audit, auditChange });
      for (const kind of bumps) await bumpChangeVersion(transaction, kind);
      return value;
    });
    if (bumps.length > 0) this.changeVersions.expire();
    return result;
  }
}
