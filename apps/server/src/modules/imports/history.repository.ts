/** The import history: one batch row per loaded or refused file, and who may read it. */
import type { ImportBatch, ImportCounts, ImportKind } from '@outlet-pulse/contracts';
import { pagedRows } from '../../core/paging';
import type { Executor } from '../../db/database';

/** Whether a batch number is in use, by a finished import or by a job about to write it. */
export async function batchIdTaken(db: Executor, id: string): Promise<boolean> {
  const [batch, job] = await Promise.all([
    db.selectFrom('import_batches').select('id').where('id', '=', id).executeTakeFirst(),
    db.selectFrom('import_jobs').select('id').where('batch_id', '=', id).executeTakeFirst(),
  ]);
  return batch !== undefined || job !== undefined;
}

export interface BatchRecord {
  id: string;
  /** Null for a file refused at the check whose name tells no kind. */
  kind: ImportKind | null;
  fileName: string;
  status: 'LOADED' | 'FAILED';
  counts: ImportCounts;
  message: string | null;
  userId: number | null;
  /** Who loaded when no user did ('cli', 'inbox'); null from the screen. */
  actorLabel: string | null;
  startedAt: number;
  finishedAt: number;
  /** The companies its rows touched, for whom the history shows it; null when unknown. */
  companies: readonly string[] | null;
}

export async function insertBatch(db: Executor, batch: BatchRecord): Promise<void> {
  await db
    .insertInto('import_batches')
    .values({
      id: batch.id,
      kind: batch.kind,
      file_name: batch.fileName.slice(0, 255),
      status: batch.status,
      rows_read: batch.counts.rows,
      inserted: batch.counts.inserted,
      updated: batch.counts.updated,
      unchanged: batch.counts.unchanged,
      message: batch.message?.slice(0, 1000) ?? null,
      user_id: batch.userId,
      actor_label: batch.actorLabel?.slice(0, 40) ?? null,
      started_at: Math.trunc(batch.startedAt),
      finished_at: Math.trunc(batch.finishedAt),
      companies_recorded: batch.companies !== null,
    })
    .execute();
  if (batch.companies !== null && batch.companies.length > 0) {
    await db
      .insertInto('import_batch_companies')
      .values(batch.companies.map((code) => ({ batch_id: batch.id, company_code: code })))
      .execute();
  }
}

/**
 * Who reads the history: null for one who sees every import; else a user, who sees the
 * imports they made and those whose rows touched only `companies` (none of them: only the
 * master lists that belong to no company).
 */
export type HistoryReader = { userId: number; companies: readonly string[] } | null;

export async function findBatches(
  db: Executor,
  reader: HistoryReader,
  offset: number,
  limit: number,
): Promise<{ rows: ImportBatch[]; count: number }> {
  const visible = db.selectFrom('import_batches as b').where((eb) => {
    if (reader === null) return eb.lit(true);
    const otherCompanies = eb
      .selectFrom('import_batch_companies as c')
      .select('c.company_code')
      .whereRef('c.batch_id', '=', 'b.id');
    return eb.or([
      eb('b.user_id', '=', reader.userId),
      eb.and([
        eb('b.companies_recorded', '=', true),
        eb.not(
          eb.exists(
            reader.companies.length > 0
              ? otherCompanies.where('c.company_code', 'not in', reader.companies)
              : otherCompanies,
          ),
        ),
      ]),
    ]);
  });
  const { rows, count } = await pagedRows(
    visible
      .leftJoin('users as u', 'u.id', 'b.user_id')
      .selectAll('b')
      .select('u.username')
      .orderBy('b.started_at', 'desc')
      .orderBy('b.id')
      .limit(limit)
      .offset(offset)
      .execute(),
    visible.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  );
  return {
    rows: rows.map((row) => ({
      id: row.id,
      kind: row.kind as ImportKind | null,
      fileName: row.file_name,
      status: row.status === 'LOADED' ? 'LOADED' : 'FAILED',
      rows: row.rows_read,
      inserted: row.inserted,
      updated: row.updated,
      unchanged: row.unchanged,
      message: row.message,
      username: row.username ?? null,
      actorLabel: row.actor_label,
      startedAt: new Date(row.started_at).toISOString(),
      finishedAt: new Date(row.finished_at).toISOString(),
    })),
    count,
  };
}
