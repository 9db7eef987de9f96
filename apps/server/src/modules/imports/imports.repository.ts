/**
 * All SQL of imports: what a file is checked against, uploads waiting for their confirmation
 * and the staging table that holds each one's prepared rows, jobs and their phase, the load's
 * merge into a sales table, and the history. Every function takes the database or the
 * caller's transaction first; values are bound, and the only names spliced into SQL are the
 * code's own (tables and columns of import-targets.ts, staging tables named by upload ids the
 * server drew).
 */
import {
  IMPORT_MESSAGES,
  type ImportBatch,
  type ImportCounts,
  type ImportKind,
  type ImportPhase,
  type ImportPreview,
} from '@outlet-pulse/contracts';
import { type RawBuilder, sql, type Transaction } from 'kysely';
import { pagedRows } from '../../core/paging';
import { copyCsvFile } from '../../db/bulk-copy';
import type { Executor } from '../../db/database';
import type { DatabaseSchema } from '../../db/schema';
import { type DailyFact, refreshRollupOf } from '../sales-data/rollups';
import type { ImportContext } from './file/import-context';
import { type ImportScope, KEY_LABEL } from './import-scope';
import { IMPORT_TARGETS, type ImportTarget } from './import-targets';

type LoadTransaction = Transaction<DatabaseSchema>;

/* ---------------------------------------------------------------- what files are checked against */

export async function findImportContext(db: Executor): Promise<ImportContext> {
  const codes = async (table: 'outlet_types' | 'outlet_groups' | 'product_categories') =>
    new Set((await db.selectFrom(table).select('code').execute()).map((row) => row.code));
  const companies = await db.selectFrom('companies').select(['code', 'id', 'active']).execute();
  const outlets = await db
    .selectFrom('outlets')
    .select(['id', 'company_code', 'type_code', 'group_code'])
    .execute();
  // NULL reads as active (migration 0010).
  const inactive = async (table: 'outlet_types' | 'outlet_groups') =>
    new Set(
      (await db.selectFrom(table).select('code').where('active', '=', false).execute()).map(
        (row) => row.code,
      ),
    );
  const closed = await db
    .selectFrom('period_controls')
    .select(['year', 'month'])
    .where('closed', '=', true)
    .execute();
  return {
    outletIds: new Set(outlets.map((outlet) => outlet.id)),
    outletPlaces: new Map(
      outlets.map((outlet) => [
        outlet.id,
        { company: outlet.company_code, type: outlet.type_code, group: outlet.group_code },
      ]),
    ),
    companies: new Set(companies.map((company) => company.code)),
    companyIds: new Map(companies.map((company) => [company.code, Number(company.id)])),
    types: await codes('outlet_types'),
    groups: await codes('outlet_groups'),
    categories: await codes('product_categories'),
    inactive: {
      company: new Set(
        companies.filter((company) => company.active === false).map((company) => company.code),
      ),
      type: await inactive('outlet_types'),
      group: await inactive('outlet_groups'),
    },
    closedPeriods: new Set(
      closed.map((row) => `${row.year}-${String(row.month).padStart(2, '0')}`),
    ),
  };
}

/** The employees of companies other than `companies` (and those of no company). */
export async function findForeignEmployees(
  db: Executor,
  companies: ReadonlySet<string>,
): Promise<Set<string>> {
  let query = db.selectFrom('employees').select('employee_id');
  if (companies.size > 0) query = query.where('structure_company', 'not in', [...companies]);
  return new Set((await query.execute()).map((row) => row.employee_id));
}

/* ---------------------------------------------------------------- uploads and their staged rows */

const UPLOAD_ID = /^[0-9a-f]{32}$/;

/** The staging table of an upload's prepared rows; ids are drawn by the server, never sent. */
function stagingTable(uploadId: string): string {
  if (!UPLOAD_ID.test(uploadId)) throw new Error(`not an upload id: ${uploadId}`);
  return `import_rows_${uploadId}`;
}

export interface UploadRecord {
  id: string;
  userId: number;
  kind: ImportKind;
  fileName: string;
  rows: number;
  issueCount: number;
  createdAt: number;
  expiresAt: number;
}

/**
 * Keeps an upload with the report its user saw and, when its file has no issue, its prepared
 * rows (a header-less CSV in the target's column order) in a staging table of its own, so
 * that any server can load it.
 */
export async function insertUpload(
  transaction: LoadTransaction,
  upload: UploadRecord,
  report: ImportPreview,
  preparedCsv: string | null,
): Promise<void> {
  if (preparedCsv !== null) {
    const target = IMPORT_TARGETS[upload.kind];
    const table = stagingTable(upload.id);
    await sql`CREATE TABLE ${sql.table(table)} AS SELECT ${columnList(target.columns)}
                FROM ${sql.table(target.table)} WHERE 1 = 0`.execute(transaction);
    await copyCsvFile(transaction, table, target.columns, preparedCsv);
  }
  await transaction
    .insertInto('import_uploads')
    .values({
      id: upload.id,
      user_id: upload.userId,
      kind: upload.kind,
      file_name: upload.fileName.slice(0, 255),
      rows_read: upload.rows,
      issue_count: upload.issueCount,
      report: JSON.stringify(report),
      created_at: upload.createdAt,
      expires_at: upload.expiresAt,
    })
    .execute();
}

export async function findUpload(db: Executor, id: string): Promise<UploadRecord | null> {
  const row = await db
    .selectFrom('import_uploads')
    .select(['id', 'user_id', 'kind', 'file_name', 'rows_read', 'issue_count'])
    .select(['created_at', 'expires_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    userId: row.user_id,
    kind: row.kind as ImportKind,
    fileName: row.file_name,
    rows: row.rows_read,
    issueCount: row.issue_count,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
  };
}

/** Takes an upload out of the waiting ones; false when another request took it first. */
export async function takeUpload(db: Executor, id: string): Promise<boolean> {
  const result = await db.deleteFrom('import_uploads').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Drops an upload's staged rows, if it has any left. */
export async function dropStagedRows(db: Executor, uploadId: string): Promise<void> {
  await sql`DROP TABLE IF EXISTS ${sql.table(stagingTable(uploadId))}`.execute(db);
}

/** Forgets uploads past their expiry, with their staged rows, and finished jobs of long ago. */
export async function deleteExpired(
  db: Executor,
  now: number,
  jobsFinishedBefore: number,
): Promise<void> {
  const expired = await db
    .selectFrom('import_uploads')
    .select('id')
    .where('expires_at', '<=', now)
    .execute();
  for (const { id } of expired) {
    await dropStagedRows(db, id);
    await db.deleteFrom('import_uploads').where('id', '=', id).execute();
  }
  await db.deleteFrom('import_jobs').where('finished_at', '<=', jobsFinishedBefore).execute();
}

/* ---------------------------------------------------------------- jobs */

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
  return rows.map((row) => ({
    id: row.id,
    uploadId: row.upload_id,
    batchId: row.batch_id,
    userId: row.user_id,
    kind: row.kind as ImportKind,
    fileName: row.file_name,
    rows: row.rows_read,
    createdAt: row.created_at,
  }));
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
    id: row.id,
    uploadId: row.upload_id,
    batchId: row.batch_id,
    userId: row.user_id,
    kind: row.kind as ImportKind,
    fileName: row.file_name,
    rows: row.rows_read,
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

/* ---------------------------------------------------------------- batches: the history */

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

/* ---------------------------------------------------------------- the load, inside its transaction */

/** Any number; it only has to differ from the other advisory locks of the app (migrate.ts). */
const IMPORT_LOCK_KEY = 7_302_027;

/**
 * One load at a time per database. PostgreSQL: an advisory lock held until the transaction
 * ends, whichever server runs it. DuckDB has a single writer, the process that owns the file,
 * which queues its loads itself (imports.service.ts).
 */
export async function lockLoads(transaction: LoadTransaction, engine: string): Promise<void> {
  if (engine === 'postgres') {
    await sql`SELECT pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`.execute(transaction);
  }
}

const columnList = (columns: readonly string[], alias?: string) =>
  sql.join(columns.map((column) => sql.ref(alias ? `${alias}.${column}` : column)));

/** The staged row `s` and the target row `t` have the same key. */
const keyJoin = (target: ImportTarget) =>
  sql.join(
    target.keys.map((key) => sql`${sql.ref(`t.${key}`)} = ${sql.ref(`s.${key}`)}`),
    sql` AND `,
  );

/** The staged row `s` holds other values than the target row `t`. */
const differs = (target: ImportTarget) =>
  sql.join(
    target.values.map(
      (column) => sql`${sql.ref(`t.${column}`)} IS DISTINCT FROM ${sql.ref(`s.${column}`)}`,
    ),
    sql` OR `,
  );

const yearOf = (column: RawBuilder<unknown>) => sql`CAST(EXTRACT(YEAR FROM ${column}) AS INTEGER)`;
const monthOf = (column: RawBuilder<unknown>) =>
  sql`CAST(EXTRACT(MONTH FROM ${column}) AS INTEGER)`;

/** A staged row's month as YYYYMM, or null for master data, which is in no month. */
function monthKey(target: ImportTarget): RawBuilder<unknown> | null {
  if (!target.month) return null;
  if ('date' in target.month) {
    const date = sql.ref(`s.${target.month.date}`);
    return sql`${yearOf(date)} * 100 + ${monthOf(date)}`;
  }
  return sql`CAST(${sql.ref(`s.${target.month.year}`)} AS INTEGER) * 100 + CAST(${sql.ref(`s.${target.month.month}`)} AS INTEGER)`;
}

/** Where a load reads an upload's staged rows from. */
export interface StagedRows {
  kind: ImportKind;
  uploadId: string;
}

const staged = (rows: StagedRows) => sql`${sql.table(stagingTable(rows.uploadId))} s`;

/**
 * Why the staged rows cannot load into the database as it is now, or null: a reference to
 * master data it does not hold (deleted since the check, or never there), or a company id
 * another company holds or an existing company's id changed.
 */
export async function findStagedRefusal(
  transaction: LoadTransaction,
  rows: StagedRows,
): Promise<string | null> {
  for (const reference of IMPORT_TARGETS[rows.kind].references) {
    const column = sql.ref(`s.${reference.column}`);
    const { rows: found } = await sql<{ code: string }>`
      SELECT ${column} AS code FROM ${staged(rows)}
       WHERE ${column} IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM ${sql.table(reference.table)} r
                          WHERE ${sql.ref(`r.${reference.key}`)} = ${column})
       LIMIT 1`.execute(transaction);
    const unknown = found[0]?.code;
    if (unknown !== undefined) return reference.unknown(String(unknown));
  }
  return rows.kind === 'companies' ? findCompanyIdClash(transaction, rows) : null;
}

/** A company id of the file that another company holds, or that differs from the company's own. */
async function findCompanyIdClash(
  transaction: LoadTransaction,
  rows: StagedRows,
): Promise<string | null> {
  const { rows: changed } = await sql<{ code: string; id: number }>`
    SELECT s.code, t.id FROM ${staged(rows)} JOIN companies t ON t.code = s.code
     WHERE s.id IS NOT NULL AND s.id <> t.id ORDER BY s.code LIMIT 1`.execute(transaction);
  const keeps = changed[0];
  if (keeps) return IMPORT_MESSAGES.companyKeepsId(keeps.code, String(keeps.id));
  const { rows: taken } = await sql<{ id: number; code: string }>`
    SELECT s.id, t.code FROM ${staged(rows)} JOIN companies t ON t.id = s.id AND t.code <> s.code
     ORDER BY s.id LIMIT 1`.execute(transaction);
  const holder = taken[0];
  return holder ? IMPORT_MESSAGES.companyIdTaken(String(holder.id), holder.code) : null;
}

/** `column IN (values)`, and FALSE for no values. */
const inList = (column: RawBuilder<unknown>, values: Iterable<string>) => {
  const list = [...values];
  return list.length === 0 ? sql`FALSE` : sql`${column} IN (${sql.join(list)})`;
};

/**
 * Why the staged rows may not load for an importer limited to `scope`, or null: the load's
 * own pass over the check of import-scope.ts, for grants that changed in between. A row naming
 * an outlet or a company outside the grant gets the reason of one the database does not hold;
 * one whose own key is outside it, IMPORT_MESSAGES.notYours.
 */
export async function findStagedOutsideScope(
  transaction: LoadTransaction,
  rows: StagedRows,
  scope: ImportScope,
): Promise<string | null> {
  const granted = (column: RawBuilder<unknown>) => inList(column, scope.companies);
  const mayName = (outlet: string) =>
    scope.outlets === null
      ? granted(sql.ref(`${outlet}.company_code`))
      : sql`${granted(sql.ref(`${outlet}.company_code`))} AND ${inList(sql.ref(`${outlet}.id`), scope.outlets)}`;
  const first = async (query: RawBuilder<{ code: unknown }>) => {
    const { rows: found } = await query.execute(transaction);
    return found[0] === undefined ? null : String(found[0].code);
  };
  for (const reference of IMPORT_TARGETS[rows.kind].references) {
    const column = sql.ref(`s.${reference.column}`);
    let outside: string | null = null;
    if (reference.table === 'outlets') {
      outside = await first(sql<{ code: unknown }>`
        SELECT ${column} AS code FROM ${staged(rows)}
         WHERE ${column} IS NOT NULL
           AND NOT EXISTS (SELECT 1 FROM outlets o WHERE o.id = ${column} AND ${mayName('o')})
         LIMIT 1`);
    } else if (reference.table === 'companies') {
      outside = await first(sql<{ code: unknown }>`
        SELECT ${column} AS code FROM ${staged(rows)}
         WHERE ${column} IS NOT NULL AND NOT (${granted(column)}) LIMIT 1`);
    }
    if (outside !== null) return reference.unknown(outside);
  }
  let key: string | null = null;
  if (rows.kind === 'outlets') {
    const foreign = sql`EXISTS (SELECT 1 FROM outlets o WHERE o.id = s.id AND NOT (${mayName('o')}))`;
    key = await first(sql<{ code: unknown }>`
      SELECT s.id AS code FROM ${staged(rows)}
       WHERE ${scope.outlets === null ? foreign : sql`${foreign} OR NOT (${inList(sql.ref('s.id'), scope.outlets)})`}
       ORDER BY s.id LIMIT 1`);
  } else if (rows.kind === 'employees') {
    key = await first(sql<{ code: unknown }>`
      SELECT s.employee_id AS code FROM ${staged(rows)}
        JOIN employees t ON t.employee_id = s.employee_id
       WHERE NOT (${granted(sql.ref('t.structure_company'))})
       ORDER BY s.employee_id LIMIT 1`);
  } else if (rows.kind === 'companies') {
    key = await first(sql<{ code: unknown }>`
      SELECT s.code AS code FROM ${staged(rows)}
       WHERE NOT (${granted(sql.ref('s.code'))}) ORDER BY s.code LIMIT 1`);
  }
  return key === null ? null : IMPORT_MESSAGES.notYours(KEY_LABEL[rows.kind] ?? 'company', key);
}

/**
 * The companies the staged rows touch, read before they merge: those their outlets and
 * company columns name, and those an outlet, employee or company of the file belonged to
 * until now (an outlet may move). The history shows a batch to those who may see them all.
 */
export async function findStagedCompanies(
  transaction: LoadTransaction,
  rows: StagedRows,
): Promise<string[]> {
  const parts: RawBuilder<unknown>[] = [];
  for (const reference of IMPORT_TARGETS[rows.kind].references) {
    const column = sql.ref(`s.${reference.column}`);
    if (reference.table === 'outlets') {
      parts.push(sql`SELECT o.company_code AS code FROM ${staged(rows)}
                      JOIN outlets o ON o.id = ${column}`);
    } else if (reference.table === 'companies') {
      parts.push(sql`SELECT ${column} AS code FROM ${staged(rows)} WHERE ${column} IS NOT NULL`);
    }
  }
  if (rows.kind === 'outlets') {
    parts.push(
      sql`SELECT t.company_code AS code FROM ${staged(rows)} JOIN outlets t ON t.id = s.id`,
    );
  } else if (rows.kind === 'employees') {
    parts.push(sql`SELECT t.structure_company AS code FROM ${staged(rows)}
                    JOIN employees t ON t.employee_id = s.employee_id`);
  } else if (rows.kind === 'companies') {
    parts.push(sql`SELECT s.code AS code FROM ${staged(rows)}`);
  }
  if (parts.length === 0) return [];
  const { rows: found } = await sql<{ code: unknown }>`
    SELECT DISTINCT code FROM (${sql.join(parts, sql` UNION ALL `)}) touched ORDER BY code`.execute(
    transaction,
  );
  return found.map((row) => String(row.code));
}

/**
 * Gives each staged company without an id its own (an existing company) or the next free one
 * (a new company, in code order), so that the merge compares and inserts whole rows.
 */
async function assignCompanyIds(transaction: LoadTransaction, rows: StagedRows): Promise<void> {
  const table = sql.table(stagingTable(rows.uploadId));
  await sql`UPDATE ${table} AS s SET id = t.id FROM companies t
             WHERE t.code = s.code AND s.id IS NULL`.execute(transaction);
  const { rows: missing } = await sql<{ code: string }>`
    SELECT code FROM ${table} WHERE id IS NULL ORDER BY code`.execute(transaction);
  if (missing.length === 0) return;
  const { rows: highest } = await sql<{ id: number | null }>`
    SELECT MAX(id) AS id FROM (SELECT id FROM companies UNION ALL SELECT id FROM ${table}) ids`.execute(
    transaction,
  );
  let next = Number(highest[0]?.id ?? 0);
  for (const { code } of missing) {
    next++;
    await sql`UPDATE ${table} SET id = ${next} WHERE code = ${code}`.execute(transaction);
  }
}

/** The first month (YYYY-MM) of the staged rows that is closed now, if any. */
export async function findClosedMonth(
  transaction: LoadTransaction,
  rows: StagedRows,
): Promise<string | null> {
  const key = monthKey(IMPORT_TARGETS[rows.kind]);
  if (!key) return null;
  const { rows: found } = await sql<{ period_key: number }>`
    SELECT DISTINCT ${key} AS period_key FROM ${staged(rows)}
     WHERE EXISTS (SELECT 1 FROM period_controls p
                    WHERE p.closed AND CAST(p.year AS INTEGER) * 100 + p.month = ${key})
     ORDER BY 1 LIMIT 1`.execute(transaction);
  const period = found[0]?.period_key;
  if (period === undefined) return null;
  const value = Number(period);
  return `${Math.floor(value / 100)}-${String(value % 100).padStart(2, '0')}`;
}

/**
 * Merges the staged rows into their table: rows whose values changed are replaced (master data
 * updated in place, keeping what its screens add), new rows added, equal rows left.
 */
export async function mergeStagedRows(
  transaction: LoadTransaction,
  rows: StagedRows,
): Promise<ImportCounts> {
  const target = IMPORT_TARGETS[rows.kind];
  if (rows.kind === 'companies') await assignCompanyIds(transaction, rows);
  const table = sql.table(target.table);
  const firstKey = sql.ref(`t.${target.keys[0] as string}`);
  const { rows: tallies } = await sql<{
    rows: number | string;
    inserted: number | string | null;
    updated: number | string | null;
  }>`
    SELECT count(*) AS rows,
           SUM(CASE WHEN ${firstKey} IS NULL THEN 1 ELSE 0 END) AS inserted,
           SUM(CASE WHEN ${firstKey} IS NOT NULL AND (${differs(target)}) THEN 1 ELSE 0 END) AS updated
      FROM ${staged(rows)} LEFT JOIN ${table} t ON ${keyJoin(target)}`.execute(transaction);
  const tally = tallies[0];
  const read = Number(tally?.rows ?? 0);
  const inserted = Number(tally?.inserted ?? 0);
  const updated = Number(tally?.updated ?? 0);

  if (updated > 0 && target.merge === 'update') {
    const assignments = sql.join(
      target.values.map((column) => sql`${sql.ref(column)} = ${sql.ref(`s.${column}`)}`),
    );
    await sql`UPDATE ${table} AS t SET ${assignments} FROM ${staged(rows)}
               WHERE ${keyJoin(target)} AND (${differs(target)})`.execute(transaction);
  } else if (updated > 0) {
    await sql`DELETE FROM ${table} AS t WHERE EXISTS (SELECT 1 FROM ${staged(rows)}
               WHERE ${keyJoin(target)} AND (${differs(target)}))`.execute(transaction);
  }
  const insert = sql`INSERT INTO ${table} (${columnList(target.columns)})
                     SELECT ${columnList(target.columns, 's')} FROM ${staged(rows)}`;
  if (inserted === read) {
    // A file of new rows only (the nightly close): no need to look for existing keys again.
    await insert.execute(transaction);
  } else if (inserted + updated > 0) {
    await sql`${insert} WHERE NOT EXISTS (SELECT 1 FROM ${table} t WHERE ${keyJoin(target)})`.execute(
      transaction,
    );
  }
  return { rows: read, inserted, updated, unchanged: read - inserted - updated };
}

const DAY_AMOUNTS = ['gross', 'markdown', 'vip', 'promo', 'nett', 'units'] as const;
export type DayAmount = (typeof DAY_AMOUNTS)[number];

/**
 * DOMAIN.md: the category rows of a day add up to that day's outlet row. The first outlet-day
 * of the staged rows where they do not, after the merge (either file may come first), with
 * the first amount that differs.
 */
export async function findCategoryMismatch(
  transaction: LoadTransaction,
  rows: StagedRows,
): Promise<{ outletId: string; day: string; field: DayAmount } | null> {
  const ref = (alias: string, column: string) => sql.ref(`${alias}.${column}`);
  const { rows: found } = await sql<Record<string, unknown>>`
    SELECT d.outlet_id, CAST(d.sale_date AS VARCHAR) AS day,
           ${sql.join(DAY_AMOUNTS.map((column) => sql`CASE WHEN ${ref('d', column)} <> ${ref('c', column)} THEN 1 ELSE 0 END AS ${sql.id(`${column}_differs`)}`))}
      FROM daily_sales d
      JOIN (SELECT c.outlet_id, c.sale_date,
                   ${sql.join(DAY_AMOUNTS.map((column) => sql`SUM(${ref('c', column)}) AS ${sql.id(column)}`))}
              FROM daily_category_sales c
             WHERE EXISTS (SELECT 1 FROM ${staged(rows)}
                            WHERE s.outlet_id = c.outlet_id AND s.sale_date = c.sale_date)
             GROUP BY c.outlet_id, c.sale_date) c
        ON c.outlet_id = d.outlet_id AND c.sale_date = d.sale_date
     WHERE ${sql.join(
       DAY_AMOUNTS.map((column) => sql`${ref('d', column)} <> ${ref('c', column)}`),
       sql` OR `,
     )}
     ORDER BY d.outlet_id, d.sale_date
     LIMIT 1`.execute(transaction);
  const mismatch = found[0];
  if (!mismatch) return null;
  return {
    outletId: String(mismatch.outlet_id),
    day: String(mismatch.day),
    field: DAY_AMOUNTS.find((column) => Number(mismatch[`${column}_differs`]) === 1) ?? 'nett',
  };
}

const OUTLET_MONTHS = 'import_outlet_months';

/** Refreshes the monthly rollups of the outlet-months the staged daily rows touch. */
export async function refreshTouchedRollups(
  transaction: LoadTransaction,
  rows: StagedRows,
  facts: readonly DailyFact[],
): Promise<void> {
  const target = IMPORT_TARGETS[rows.kind];
  if (!target.month || !('date' in target.month)) return;
  const date = sql.ref(`s.${target.month.date}`);
  const months = sql.table(OUTLET_MONTHS);
  await sql`DROP TABLE IF EXISTS ${months}`.execute(transaction);
  await sql`CREATE TEMP TABLE ${months} AS
            SELECT DISTINCT s.outlet_id, CAST(EXTRACT(YEAR FROM ${date}) AS SMALLINT) AS year,
                   CAST(EXTRACT(MONTH FROM ${date}) AS SMALLINT) AS month
              FROM ${staged(rows)}`.execute(transaction);
  for (const fact of facts) await refreshRollupOf(transaction, fact, OUTLET_MONTHS);
  await sql`DROP TABLE ${months}`.execute(transaction);
}

/* ---------------------------------------------------------------- bundles: several files at once */

/** The codes (first key column) of an upload's staged rows: master data a bundle adds. */
export async function findStagedCodes(db: Executor, rows: StagedRows): Promise<string[]> {
  const key = sql.ref(`s.${IMPORT_TARGETS[rows.kind].keys[0] as string}`);
  const { rows: found } = await sql<{ code: unknown }>`
    SELECT DISTINCT ${key} AS code FROM ${staged(rows)}`.execute(db);
  return found.map((row) => String(row.code));
}

/** The codes a staged companies, outlet types or outlet groups file makes active and inactive. */
export async function findStagedActivity(
  db: Executor,
  rows: StagedRows,
): Promise<{ active: string[]; inactive: string[] }> {
  const { rows: found } = await sql<{ code: unknown; active: unknown }>`
    SELECT s.code AS code, s.active AS active FROM ${staged(rows)}`.execute(db);
  const codesWhere = (active: boolean) =>
    found.filter((row) => (row.active !== false) === active).map((row) => String(row.code));
  return { active: codesWhere(true), inactive: codesWhere(false) };
}

/**
 * Keeps a checked bundle waiting for its confirmation: a row of its own naming its files'
 * uploads (each kept by insertUpload with its staged rows), in load order.
 */
export async function insertBundleUpload(
  db: Executor,
  bundle: UploadRecord,
  memberIds: readonly string[],
): Promise<void> {
  await db
    .insertInto('import_uploads')
    .values({
      id: bundle.id,
      user_id: bundle.userId,
      kind: bundle.kind,
      file_name: bundle.fileName.slice(0, 255),
      rows_read: bundle.rows,
      issue_count: bundle.issueCount,
      report: JSON.stringify({ bundle: memberIds }),
      created_at: bundle.createdAt,
      expires_at: bundle.expiresAt,
    })
    .execute();
}

/** The uploads of a bundle's files in load order, or null when `id` is no bundle's. */
export async function findBundleMembers(db: Executor, id: string): Promise<UploadRecord[] | null> {
  const row = await db
    .selectFrom('import_uploads')
    .select('report')
    .where('id', '=', id)
    .executeTakeFirst();
  const memberIds = row ? (JSON.parse(row.report) as { bundle?: string[] }).bundle : undefined;
  if (!memberIds) return null;
  const members = await Promise.all(memberIds.map((memberId) => findUpload(db, memberId)));
  return members.every((member) => member !== null) ? members : [];
}

/** Refuses an upload after its check: the report gains the issue and its staged rows go. */
export async function refuseUpload(
  transaction: LoadTransaction,
  uploadId: string,
  report: ImportPreview,
): Promise<void> {
  await dropStagedRows(transaction, uploadId);
  await transaction
    .updateTable('import_uploads')
    .set({ issue_count: report.issueCount, report: JSON.stringify(report) })
    .where('id', '=', uploadId)
    .execute();
}

/**
 * Whether loading these staged files could leave a day's category rows apart from its outlet
 * row: daily rows of days that have category rows, category rows of days that have a daily
 * row, or both kinds in one import. When not, a trial load has nothing to find (a nightly file
 * of new days), and the check skips it.
 */
export async function mayBreakCategorySums(
  db: Executor,
  files: readonly StagedRows[],
): Promise<boolean> {
  const daily = files.find((file) => file.kind === 'daily-sales');
  const categories = files.find((file) => file.kind === 'category-sales');
  if (daily && categories) return true;
  const touching = async (rows: StagedRows, other: 'daily_sales' | 'daily_category_sales') => {
    const { rows: found } = await sql<{ one: number }>`
      SELECT 1 AS one FROM ${staged(rows)}
       WHERE EXISTS (SELECT 1 FROM ${sql.table(other)} o
                      WHERE o.outlet_id = s.outlet_id AND o.sale_date = s.sale_date)
       LIMIT 1`.execute(db);
    return found.length > 0;
  };
  if (daily) return touching(daily, 'daily_category_sales');
  if (categories) return touching(categories, 'daily_sales');
  return false;
}
