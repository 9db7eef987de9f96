/**
 * One import of one file, the same from the web and the CLI: check the file against what the
 * database knows, keep the upload and its prepared rows in the database until its user
 * confirms it, then load it whole or not at all, one load at a time per database, and keep its
 * history. Uploads, jobs and their progress live in the database, so any server may take the
 * next step; only the file being checked sits on this server's disk, for one request.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  closedPeriodMessage,
  IMPORT_JOB_MESSAGES,
  IMPORT_MESSAGES,
  type ImportCounts,
  type ImportKind,
  type ImportPhase,
  type NumberFormat,
  type PageQuery,
  pageOffset,
} from '@outlet-pulse/contracts';
import type { Transaction } from 'kysely';
import { conflict, DomainError, invalid, notFound } from '../../core/errors';
import { bumpChangeVersion, type ChangeVersions } from '../../db/change-versions';
import type { Database } from '../../db/database';
import type { DatabaseSchema } from '../../db/schema';
import { uniqueDocumentNumber } from '../../lib/document-number';
import { recordAudit } from '../audit/audit-log';
import { type DailyFact, refreshDataUpdates, refreshRunningMonth } from '../sales-data/rollups';
import {
  type ImportFileLimits,
  importPreviewOf,
  type PreparedImport,
  prepareImportFile,
} from './file/prepare-import-file';
import { IMPORT_TARGETS } from './import-targets';
import {
  batchIdTaken,
  beatJobHeartbeat,
  deleteExpired,
  dropStagedRows,
  findBatches,
  findCategoryMismatch,
  findClosedMonth,
  findImportContext,
  findJob,
  findStagedRefusal,
  findUpload,
  finishJob,
  insertBatch,
  insertJob,
  insertUpload,
  type JobRecord,
  lockLoads,
  mergeStagedRows,
  refreshTouchedRollups,
  type StagedRows,
  setJobPhase,
  takeUpload,
} from './imports.repository';

/** How long an upload waits for its confirmation, and a finished job for its last poll. */
export const UPLOAD_LIFETIME_MS = 60 * 60_000;

/**
 * How often the server running a job says so, and how long its silence means it stopped (its
 * load's transaction rolled back with it).
 */
const HEARTBEAT_MS = 10_000;
const SILENT_FOR_MS = 6 * HEARTBEAT_MS;

/** The steps of a load inside its transaction, in order. */
export type LoadPhase = 'staging' | 'checking' | 'merging' | 'rollups';

const FAILED_UNEXPECTEDLY =
  'The import failed and nothing was loaded. Try again, or ask an administrator to look at the server log.';

export interface ImportServiceOptions {
  database: Database;
  /** In-process caches follow the change counters; absent in the CLI, which has none. */
  changeVersions?: ChangeVersions;
  /** Where a file waits while its request checks it. */
  workDir: string;
  clock?: () => number;
  limits?: Partial<ImportFileLimits>;
}

export interface CheckedUpload {
  prepared: PreparedImport;
  uploadId: string;
}

export interface LoadedImport {
  batchId: string;
  counts: ImportCounts;
}

/** A name for a file in the work folder; never derived from what the user sent. */
export function workFileName(extension: string): string {
  return `${Date.now().toString(36)}-${randomBytes(12).toString('hex')}.${extension}`;
}

const newId = () => randomBytes(16).toString('hex');

export class ImportService {
  /** DuckDB's single writer is this process: its loads wait for each other here. */
  #queue: Promise<unknown> = Promise.resolve();
  readonly #clock: () => number;

  constructor(private readonly options: ImportServiceOptions) {
    this.#clock = options.clock ?? Date.now;
  }

  get workDir(): string {
    return this.options.workDir;
  }

  /**
   * Makes the work folder and removes files a stopped process left behind. Only files older
   * than an upload's lifetime go: other servers sharing the data folder may be using theirs.
   */
  async prepareWorkDir(): Promise<void> {
    await mkdir(this.options.workDir, { recursive: true });
    const staleBefore = this.#clock() - UPLOAD_LIFETIME_MS;
    for (const entry of await readdir(this.options.workDir, { withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = path.join(this.options.workDir, entry.name);
      const { mtimeMs } = await stat(file);
      if (mtimeMs < staleBefore) await rm(file, { force: true });
    }
  }

  /**
   * Checks the file at `filePath` and keeps the upload (with its prepared rows when it has no
   * issue) for `userId` to confirm within the hour.
   */
  async upload(
    kind: ImportKind,
    filePath: string,
    fileName: string,
    choices: { numberFormat?: NumberFormat | undefined; sheet?: string | undefined },
    userId: number,
    onProgress?: (bytesRead: number, totalBytes: number) => void,
  ): Promise<CheckedUpload> {
    const { database } = this.options;
    const now = this.#clock();
    await deleteExpired(database.kysely, now, now - UPLOAD_LIFETIME_MS);
    await mkdir(this.options.workDir, { recursive: true });
    const preparedCsv = path.join(this.options.workDir, workFileName('csv'));
    try {
      const prepared = await prepareImportFile({
        kind,
        filePath,
        fileName,
        ...(choices.numberFormat ? { numberFormat: choices.numberFormat } : {}),
        ...(choices.sheet ? { sheet: choices.sheet } : {}),
        context: await findImportContext(database.kysely),
        outputPath: preparedCsv,
        ...(this.options.limits ? { limits: this.options.limits } : {}),
        ...(onProgress ? { onProgress } : {}),
      });
      const uploadId = newId();
      await database.kysely.transaction().execute((transaction) =>
        insertUpload(
          transaction,
          {
            id: uploadId,
            userId,
            kind,
            fileName: prepared.fileName,
            rows: prepared.rows,
            issueCount: prepared.issueCount,
            createdAt: now,
            expiresAt: now + UPLOAD_LIFETIME_MS,
          },
          importPreviewOf(prepared),
          prepared.issueCount === 0 ? preparedCsv : null,
        ),
      );
      return { prepared, uploadId };
    } finally {
      await rm(preparedCsv, { force: true });
    }
  }

  /** Turns a checked upload of `userId` into a job and starts loading it; the screen polls it. */
  async confirm(uploadId: string, userId: number): Promise<JobRecord> {
    const { database } = this.options;
    const now = this.#clock();
    await deleteExpired(database.kysely, now, now - UPLOAD_LIFETIME_MS);
    const upload = await findUpload(database.kysely, uploadId);
    if (!upload || upload.userId !== userId) throw notFound(IMPORT_JOB_MESSAGES.uploadExpired);
    if (upload.issueCount > 0) throw invalid(IMPORT_JOB_MESSAGES.hasIssues(upload.issueCount));
    const job: JobRecord = {
      id: newId(),
      uploadId,
      batchId: await this.#newBatchId(),
      userId,
      kind: upload.kind,
      fileName: upload.fileName,
      rows: upload.rows,
      phase: 'queued',
      counts: null,
      message: null,
      heartbeatAt: now,
    };
    const taken = await database.kysely.transaction().execute(async (transaction) => {
      if (!(await takeUpload(transaction, uploadId))) return false;
      await insertJob(transaction, job, now);
      return true;
    });
    // Another request confirmed it first.
    if (!taken) throw notFound(IMPORT_JOB_MESSAGES.uploadExpired);
    void this.#runJob(job);
    return job;
  }

  async job(jobId: string, userId: number): Promise<JobRecord> {
    const job = await findJob(this.options.database.kysely, jobId);
    if (!job || job.userId !== userId) {
      throw notFound('This import does not exist or has expired.');
    }
    if (job.heartbeatAt !== null && job.heartbeatAt < this.#clock() - SILENT_FOR_MS) {
      return { ...job, phase: 'failed', message: FAILED_UNEXPECTEDLY };
    }
    return job;
  }

  history(query: PageQuery) {
    return findBatches(
      this.options.database.kysely,
      pageOffset(query.page, query.limit),
      query.limit,
    );
  }

  /** Checks and loads a file at once (the CLI); a file with issues is only checked. */
  async importFile(
    kind: ImportKind,
    filePath: string,
    choices: { numberFormat?: NumberFormat | undefined; sheet?: string | undefined },
    userId: number | null,
    progress: {
      onCheck?: (bytesRead: number, totalBytes: number) => void;
      onPhase?: (phase: LoadPhase) => void;
    } = {},
  ): Promise<{ prepared: PreparedImport; loaded: LoadedImport | null }> {
    // The CLI may act as nobody; its upload belongs to no user (0) and is taken at once.
    const { prepared, uploadId } = await this.upload(
      kind,
      filePath,
      path.basename(filePath),
      choices,
      userId ?? 0,
      progress.onCheck,
    );
    await takeUpload(this.options.database.kysely, uploadId);
    if (prepared.issueCount > 0) return { prepared, loaded: null };
    const batchId = await this.#newBatchId();
    const loaded = await this.#load(
      { kind, uploadId, fileName: prepared.fileName, rows: prepared.rows, batchId, userId },
      async (phase) => progress.onPhase?.(phase),
    );
    return { prepared, loaded };
  }

  #newBatchId(): Promise<string> {
    return uniqueDocumentNumber('IMP', new Date(this.#clock()), (number) =>
      batchIdTaken(this.options.database.kysely, number),
    );
  }

  async #runJob(job: JobRecord): Promise<void> {
    const db = this.options.database.kysely;
    const heartbeat = setInterval(() => {
      beatJobHeartbeat(db, job.id, this.#clock()).catch(() => undefined);
    }, HEARTBEAT_MS);
    try {
      const loaded = await this.#load(job, (phase: ImportPhase) => setJobPhase(db, job.id, phase));
      await finishJob(
        db,
        job.id,
        { phase: 'done', counts: loaded.counts, message: null },
        this.#clock(),
      );
    } catch (error) {
      const message = error instanceof DomainError ? error.message : FAILED_UNEXPECTEDLY;
      await finishJob(db, job.id, { phase: 'failed', counts: null, message }, this.#clock()).catch(
        () => undefined,
      );
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** Loads an upload's staged rows; loads wait for each other, so two never interleave. */
  #load(load: LoadRequest, onPhase: (phase: LoadPhase) => Promise<unknown>): Promise<LoadedImport> {
    const run = this.#queue.then(() => this.#loadNow(load, onPhase));
    this.#queue = run.catch(() => undefined);
    return run;
  }

  /**
   * The load in one transaction: the staged rows are checked again against the database as it
   * is now (the master data they name, closed months), merged, the rollups of the months they
   * touch and the data's last update refreshed, and the history row, the audit entry and the
   * kind's counter bump (`sales`; `auth` for employees) written, all committing together. A
   * failure anywhere leaves the database as it was and records the batch as failed.
   */
  async #loadNow(
    load: LoadRequest,
    onPhase: (phase: LoadPhase) => Promise<unknown>,
  ): Promise<LoadedImport> {
    const { database, changeVersions } = this.options;
    const startedAt = this.#clock();
    const rows: StagedRows = { kind: load.kind, uploadId: load.uploadId };
    try {
      const counts = await database.kysely.transaction().execute(async (transaction) => {
        // 'staging': the rows were staged at upload; the load now has its turn to read them.
        await onPhase('staging');
        await lockLoads(transaction, database.engine);
        await onPhase('checking');
        const refusal = await findStagedRefusal(transaction, rows);
        if (refusal !== null) throw conflict(refusal);
        const closed = await findClosedMonth(transaction, rows);
        if (closed !== null) throw conflict(closedPeriodMessage(closed));

        await onPhase('merging');
        const counts = await mergeStagedRows(transaction, rows);
        const changed = counts.inserted + counts.updated > 0;
        if (changed && (load.kind === 'daily-sales' || load.kind === 'category-sales')) {
          const mismatch = await findCategoryMismatch(transaction, rows);
          if (mismatch) {
            throw conflict(
              IMPORT_MESSAGES.categoriesDoNotAddUp(mismatch.outletId, mismatch.day, mismatch.field),
            );
          }
        }

        await onPhase('rollups');
        if (changed) await this.#refreshDerived(transaction, rows);
        await dropStagedRows(transaction, load.uploadId);
        await insertBatch(transaction, {
          id: load.batchId,
          kind: load.kind,
          fileName: load.fileName,
          status: 'LOADED',
          counts,
          message: null,
          userId: load.userId,
          startedAt,
          finishedAt: this.#clock(),
        });
        await recordAudit(
          transaction,
          {
            actorUserId: load.userId,
            action: 'CREATED',
            entity: 'import',
            entityId: load.batchId,
            details: {
              changes: [
                { field: 'kind', from: null, to: load.kind },
                { field: 'fileName', from: null, to: load.fileName },
                { field: 'rows', from: null, to: counts.rows },
                { field: 'inserted', from: null, to: counts.inserted },
                { field: 'updated', from: null, to: counts.updated },
                { field: 'unchanged', from: null, to: counts.unchanged },
              ],
            },
          },
          this.#clock(),
        );
        if (changed) await bumpChangeVersion(transaction, IMPORT_TARGETS[load.kind].changes);
        return counts;
      });
      changeVersions?.expire();
      return { batchId: load.batchId, counts };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await insertBatch(database.kysely, {
        id: load.batchId,
        kind: load.kind,
        fileName: load.fileName,
        status: 'FAILED',
        counts: { rows: load.rows, inserted: 0, updated: 0, unchanged: 0 },
        message,
        userId: load.userId,
        startedAt,
        finishedAt: this.#clock(),
      }).catch(() => undefined);
      await dropStagedRows(database.kysely, load.uploadId).catch(() => undefined);
      throw error;
    }
  }

  /** The monthly rollups, the data's last update and the running month the kind feeds. */
  async #refreshDerived(transaction: Transaction<DatabaseSchema>, rows: StagedRows): Promise<void> {
    const { kind } = rows;
    const facts = ROLLUPS_FED[kind];
    if (facts.length > 0) await refreshTouchedRollups(transaction, rows, facts);
    if (kind === 'daily-sales' || kind === 'outlets') await refreshDataUpdates(transaction);
    if (kind === 'daily-sales' || kind === 'outlets' || kind === 'traffic') {
      await refreshRunningMonth(transaction);
    }
  }
}

/** The monthly rollups each kind's rows feed (traffic's also counts the days' transactions). */
const ROLLUPS_FED: Record<ImportKind, readonly DailyFact[]> = {
  outlets: [],
  'daily-sales': ['daily_sales', 'daily_traffic'],
  'category-sales': ['daily_category_sales'],
  traffic: ['daily_traffic'],
  targets: [],
  companies: [],
  categories: [],
  'outlet-types': [],
  'outlet-groups': [],
  employees: [],
};

interface LoadRequest {
  kind: ImportKind;
  uploadId: string;
  fileName: string;
  rows: number;
  batchId: string;
  userId: number | null;
}
