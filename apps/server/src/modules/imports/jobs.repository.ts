/**
 * Import jobs: a confirmed upload's load, its phase and heartbeat as every server sees them,
 * and how it ended.
 */
import type { ImportCounts, ImportKind, ImportPhase } from '@outlet-pulse/contracts';
import type { Executor } from '../../db/database';
import type { ImportJobsTable } from '../../db/schema';

export interface JobRecord {
  id: string;
  uploadId: string;
  batchId: string;
  userId: number;
  kind: ImportKind;
  fileName: string;
  rows: number;
  phase: ImportPhase;
  counts: ImportCounts | null;
  message: string | null;
  /** When the server running it last said it is; null once it finished. */
  heartbeatAt: number | null;
}

export async function insertJob(db: Executor, job: JobRecord, createdAt: number): Promise<void> {
  await db
    .insertInto('import_jobs')
    .values({
      id: job.id,
      upload_id: job.uploadId,
      batch_id: job.batchId,
      user_id: job.userId,
      kind: job.kind,
      file_name: job.fileName.slice(0, 255),
      rows_read: job.rows,
      phase: job.phase,
      created_at: createdAt,
      heartbeat_at: createdAt,
    })
    .execute();
}

/** The server running a job says it still is. */
export async function beatJobHeartbeat(db: Executor, id: string, now: number): Promise<void> {
  await db.updateTable('import_jobs').set({ heartbeat_at: now }).where('id', '=', id).execute();
}

/** Records how far a load has come; outside its transaction, so that every server sees it. */
export async function setJobPhase(db: Executor, id: string, phase: ImportPhase): Promise<void> {
  await db.updateTable('import_jobs').set({ phase }).where('id', '=', id).execute();
}

export async function finishJob(
  db: Executor,
  id: string,
  outcome: { phase: 'done' | 'failed'; counts: ImportCounts | null; message: string | null },
  finishedAt: number,
): Promise<void> {
  await db
    .updateTable('import_jobs')
    .set({
      phase: outcome.phase,
      inserted: outcome.counts?.inserted ?? null,
      updated: outcome.counts?.updated ?? null,
      unchanged: outcome.counts?.unchanged ?? null,
      message: outcome.message?.slice(0, 1000) ?? null,
      finished_at: finishedAt,
    })
    .where('id', '=', id)
    .execute();
}

/** How many jobs are in each phase, for the operator's metrics; phases without jobs are absent. */
export async function countJobsByPhase(db: Executor): Promise<Map<ImportPhase, number>> {
  const rows = await db
    .selectFrom('import_jobs')
    .select(['phase', (eb) => eb.fn.countAll<number>().as('jobs')])
    .groupBy('phase')
    .execute();
  return new Map(rows.map((row) => [row.phase as ImportPhase, Number(row.jobs)]));
}

/**
 * Finishes a job still under way as failed; false when it had finished (another server
 * recorded it first: on PostgreSQL the second waits for the first's row lock, then finds it
 * finished).
 */
export async function failRunningJob(
  db: Executor,
  id: string,
  message: string,
  finishedAt: number,
): Promise<boolean> {
  const result = await db
    .updateTable('import_jobs')
    .set({ phase: 'failed', message, finished_at: finishedAt })
    .where('id', '=', id)
    .where('finished_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A job whose server stopped during its load, as its history row needs it. */
export type InterruptedJob = Pick<
  JobRecord,
  'id' | 'uploadId' | 'batchId' | 'userId' | 'kind' | 'fileName' | 'rows'
> & { createdAt: number };

/**
 * Jobs whose server stopped during their load: never finished, silent since before
 * `heartbeatBefore` (null: whatever their heartbeat), and with no batch row (a load that
 * committed has its LOADED rows; findJob answers it as done).
 */
export async function findInterruptedJobs(
  db: Executor,
  heartbeatBefore: number | null,
): Promise<InterruptedJob[]> {
  let query = db
    .selectFrom('import_jobs as j')
    .select(['j.id', 'j.upload_id', 'j.batch_id', 'j.user_id', 'j.kind', 'j.file_name'])
    .select(['j.rows_read', 'j.created_at'])
    .where('j.finished_at', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('import_batches as b').select('b.id').whereRef('b.id', '=', 'j.batch_id'),
        ),
      ),
    );
  if (heartbeatBefore !== null) query = query.where('j.heartbeat_at', '<', heartbeatBefore);
  const rows = await query.orderBy('j.created_at').execute();
  return rows.map((row) => ({ ...jobOf(row), createdAt: row.created_at }));
}

/** What a job's row says of the job itself, whatever its progress. */
function jobOf(
  row: Pick<
    ImportJobsTable,
    'id' | 'upload_id' | 'batch_id' | 'user_id' | 'kind' | 'file_name' | 'rows_read'
  >,
) {
  return {
    id: row.id,
    uploadId: row.upload_id,
    batchId: row.batch_id,
    userId: row.user_id,
    kind: row.kind as ImportKind,
    fileName: row.file_name,
    rows: row.rows_read,
  };
}

/**
 * A job as its user sees it. A load whose batch committed counts as done even when its server
 * stopped before it could say so: the batch row commits with the data.
 */
export async function findJob(db: Executor, id: string): Promise<JobRecord | null> {
  const row = await db
    .selectFrom('import_jobs as j')
    .leftJoin('import_batches as b', (join) =>
      join.onRef('b.id', '=', 'j.batch_id').on('b.status', '=', 'LOADED'),
    )
    .selectAll('j')
    .select('b.id as loaded_id')
    .where('j.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const loaded = row.loaded_id !== null && row.loaded_id !== undefined;
  const counts = (inserted: number, updated: number, unchanged: number): ImportCounts => ({
    rows: row.rows_read,
    inserted,
    updated,
    unchanged,
  });
  // Between the load's commit and the job's last word (or for good, when its server stopped
  // there), the counts are its files' batches'.
  const committed = row.inserted === null && loaded ? await loadedCounts(db, row.batch_id) : null;
  return {
    ...jobOf(row),
    phase: loaded ? 'done' : (row.phase as ImportPhase),
    // The job's own counts (a bundle's: all its files') once it finished.
    counts:
      row.inserted !== null
        ? counts(row.inserted, row.updated ?? 0, row.unchanged ?? 0)
        : committed && counts(committed.inserted, committed.updated, committed.unchanged),
    message: row.message,
    heartbeatAt: loaded || row.finished_at !== null ? null : row.heartbeat_at,
  };
}

/** The counts of a load's batches: `batchId` and, for a bundle, `batchId-2`, `batchId-3`… */
async function loadedCounts(db: Executor, batchId: string): Promise<Omit<ImportCounts, 'rows'>> {
  const sums = await db
    .selectFrom('import_batches')
    .select((eb) => [
      eb.fn.sum<number | string>('inserted').as('inserted'),
      eb.fn.sum<number | string>('updated').as('updated'),
      eb.fn.sum<number | string>('unchanged').as('unchanged'),
    ])
    .where('status', '=', 'LOADED')
    .where((eb) => eb.or([eb('id', '=', batchId), eb('id', 'like', `${batchId}-%`)]))
    .executeTakeFirstOrThrow();
  return {
    inserted: Number(sums.inserted),
    updated: Number(sums.updated),
    unchanged: Number(sums.unchanged),
  };
}
