/**
 * Period control: an administrator closes a month to data changes (imports into it are
 * refused) and may open it again. A month without a row is open.
 */
import { PERIOD_STATUS, type Period, type PeriodChange } from '@outlet-pulse/contracts';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../../core/caller';
import type { Database } from '../../db/database';
import type { DatabaseSchema } from '../../db/schema';
import type { MasterDataOptions } from './branches.service';

const periodOf = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

export async function findPeriods(db: Kysely<DatabaseSchema>, year: number): Promise<Period[]> {
  const rows = await db
    .selectFrom('period_controls as p')
    .leftJoin('users as u', 'u.id', 'p.changed_by')
    .select(['p.month', 'p.closed', 'p.changed_at', 'u.username'])
    .where('p.year', '=', year)
    .execute();
  return Array.from({ length: 12 }, (_, index) => {
    const month = index + 1;
    const row = rows.find((candidate) => candidate.month === month);
    return {
      year,
      month,
      period: periodOf(year, month),
      status: row?.closed ? PERIOD_STATUS.closed : PERIOD_STATUS.open,
      changedBy: row?.username ?? null,
      changedAt: row ? new Date(row.changed_at).toISOString() : null,
    };
  });
}

/** The closed months as 'YYYY-MM', for imports to refuse. */
export async function findClosedPeriods(database: Database): Promise<Set<string>> {
  const rows = await database.kysely
    .selectFrom('period_controls')
    .select(['year', 'month'])
    .where('closed', '=', true)
    .execute();
  return new Set(rows.map((row) => periodOf(row.year, row.month)));
}

export class PeriodControlService {
  constructor(private readonly options: MasterDataOptions) {}

  list(year: number): Promise<Period[]> {
    return findPeriods(this.options.database.kysely, year);
  }

  change(caller: AuthContext, year: number, month: number, change: PeriodChange): Promise<Period> {
    const closed = change.status === PERIOD_STATUS.closed;
    return this.options.recorder.run(caller, [], async ({ transaction, audit }) => {
      const before = (await findPeriods(transaction, year))[month - 1];
      const values = { closed, changed_at: this.options.clock(), changed_by: caller.userId };
      await transaction
        .insertInto('period_controls')
        .values({ year, month, ...values })
        .onConflict((conflict) => conflict.columns(['year', 'month']).doUpdateSet(values))
        .execute();
      if (before?.status !== change.status) {
        await audit({
          action: 'UPDATED',
          entity: 'period',
          entityId: periodOf(year, month),
          details: { changes: [{ field: 'status', from: before?.status, to: change.status }] },
        });
      }
      const after = (await findPeriods(transaction, year))[month - 1];
      if (!after) throw new Error(`month ${month} missing from the period list`);
      return after;
    });
  }
}
