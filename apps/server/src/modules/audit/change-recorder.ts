/**
 * Runs an administrator's change in one transaction together with its audit entries and the
 * change counters the caches follow, so that the data, the record of who changed it and the
 * caches' invalidation commit together or not at all.
 */
import type { Transaction } from 'kysely';
import type { AuthContext } from '../../core/caller';
import { bumpChangeVersion, type ChangeKind, type ChangeVersions } from '../../db/change-versions';
import type { Database } from '../../db/database';
import type { DatabaseSchema } from '../../db/schema';
import { type AuditEntry, recordAudit } from './audit-log';

export type ChangeEntry = Omit<AuditEntry, 'actorUserId' | 'clientAddress'>;

export interface ChangeScope {
  transaction: Transaction<DatabaseSchema>;
  /** Records one audit entry by the caller, inside the transaction. */
  audit(entry: ChangeEntry): Promise<void>;
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
      const value = await work({
        transaction,
        audit: (entry) =>
          recordAudit(transaction, { ...entry, actorUserId: actor.userId }, this.clock()),
      });
      for (const kind of bumps) await bumpChangeVersion(transaction, kind);
      return value;
    });
    if (bumps.length > 0) this.changeVersions.expire();
    return result;
  }
}
