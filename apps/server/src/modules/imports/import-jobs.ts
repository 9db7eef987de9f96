/**
 * Import jobs: a checked upload or bundle its user confirms becomes a job that loads it
 * (import-loading.ts) while the screen polls it, then stays in the history. Jobs and their
 * progress live in the database, so any server may answer a poll; a job whose server stopped
 * is found by its silent heartbeat and recorded as interrupted.
 */
import {
  IMPORT_JOB_MESSAGES,
  type ImportCounts,
  type ImportPhase,
  type PageQuery,
  pageOffset,
} from '@outlet-pulse/contracts';
import { DomainError, invalid, notFound } from '../../core/errors';
import type { Database } from '../../db/database';
import { findBundleMembers } from './bundles.repository';
import { findBatches, type HistoryReader, insertBatch } from './history.repository';
import { type ImportLoading, type LoadRequest, memberBatchId } from './import-loading';
import type { Importer } from './import-scope';
import {
  beatJobHeartbeat,
  failRunningJob,
  findInterruptedJobs,
  findJob,
  finishJob,
  insertJob,
  type JobRecord,
  setJobPhase,
} from './jobs.repository';
import { newId, UPLOAD_LIFETIME_MS } from './upload-checks';
import { deleteExpired, dropStagedRows, findUpload, takeUploads } from './uploads.repository';

/**
 * How often the server running a job says so, and how long its silence means it stopped (its
 * load's transaction rolled back with it).
 */
const HEARTBEAT_MS = 10_000;
const SILENT_FOR_MS = 6 * HEARTBEAT_MS;

const FAILED_UNEXPECTEDLY =
  'The import failed and nothing was loaded. Try again, or ask an administrator to look at the server log.';

export interface ImportJobOptions {
  database: Database;
  clock: () => number;
}

export class ImportJobs {
  /** The pass recording interrupted loads under way, which concurrent callers wait for. */
  #interruptedPass: Promise<void> | null = null;
  /** The confirmed imports this process is loading, until each has written its outcome. */
  readonly #running = new Set<Promise<void>>();

  constructor(
    private readonly options: ImportJobOptions,
    private readonly loading: ImportLoading,
  ) {}

  /**
   * Turns a checked upload or bundle of the importer into a job and starts loading it; the
   * screen polls it. The load checks the rows against the importer's grant again, as it is now.
   */
  async confirm(uploadId: string, importer: Importer): Promise<JobRecord> {
    const { userId } = importer;
    const db = this.options.database.kysely;
    const now = this.options.clock();
    await deleteExpired(db, now, now - UPLOAD_LIFETIME_MS);
    const upload = await findUpload(db, uploadId);
    if (!upload || upload.userId !== userId) throw notFound(IMPORT_JOB_MESSAGES.uploadExpired);
    if (upload.issueCount > 0) throw invalid(IMPORT_JOB_MESSAGES.hasIssues(upload.issueCount));
    const members = (await findBundleMembers(db, uploadId)) ?? [upload];
    // A file of the bundle expired before the bundle did.
    if (members.length === 0) throw notFound(IMPORT_JOB_MESSAGES.uploadExpired);
    const batchId = await this.loading.newBatchId();
    const files = members.map(({ id, kind, fileName, rows }, index) => ({
      kind,
      uploadId: id,
      fileName,
      rows,
      batchId: memberBatchId(batchId, index),
    }));
    const job: JobRecord = {
      id: newId(),
      uploadId,
      batchId,
      userId,
      kind: upload.kind,
      fileName: upload.fileName,
      rows: upload.rows,
      phase: 'queued',
      counts: null,
      message: null,
      heartbeatAt: now,
    };
    const ids = members.map((member) => member.id);
    const taken = await db.transaction().execute(async (transaction) => {
      if (!(await takeUploads(transaction, uploadId, ids))) return false;
      await insertJob(transaction, job, now);
      return true;
    });
    // Another request confirmed it first.
    if (!taken) throw notFound(IMPORT_JOB_MESSAGES.uploadExpired);
    const running = this.#runJob(job, { files, userId, scope: importer.scope });
    this.#running.add(running);
    void running.finally(() => this.#running.delete(running));
    return job;
  }

  /**
   * Waits until the imports this process is loading have finished and written their outcome:
   * the server calls it as it closes, before its database, so a shutdown lets a load in hand
   * end as it would have rather than leave it to be found interrupted later.
   */
  async settle(): Promise<void> {
    while (this.#running.size > 0) await Promise.allSettled([...this.#running]);
  }

  async job(jobId: string, userId: number): Promise<JobRecord> {
    const db = this.options.database.kysely;
    let job = await findJob(db, jobId);
    if (!job || job.userId !== userId) {
      throw notFound('This import does not exist or has expired.');
    }
    if (job.heartbeatAt !== null && job.heartbeatAt < this.options.clock() - SILENT_FOR_MS) {
      await this.recordInterruptedLoads();
      job = (await findJob(db, jobId)) ?? job;
    }
    return job;
  }

  /**
   * The history as the importer may see it. A user limited to some companies or outlets sees
   * the imports they made, and those whose rows touched only companies they see whole (every
   * outlet of them): nothing of another company's import, not even that there was one. An
   * import whose companies are unknown (refused at the check, failed, interrupted, or of an
   * earlier release) shows only to its user and to importers of every company.
   */
  async history(query: PageQuery, importer: Importer) {
    await this.recordInterruptedLoads();
    const { scope } = importer;
    const reader: HistoryReader =
      scope === null
        ? null
        : {
            userId: importer.userId,
            companies: scope.outlets === null ? [...scope.companies] : [],
          };
    return findBatches(
      this.options.database.kysely,
      reader,
      pageOffset(query.page, query.limit),
      query.limit,
    );
  }

  /**
   * Records the loads whose server stopped before they finished (a crash, kill -9) as failed,
   * with a FAILED line in the history, so that they do not vanish: at a start, and whenever a
   * job's silence is noticed. A load whose batch committed is left alone (findJob answers it as
   * done). Concurrent callers share one pass.
   */
  recordInterruptedLoads(options: { atStart?: boolean } = {}): Promise<void> {
    this.#interruptedPass ??= this.#recordInterruptedNow(options.atStart ?? false).finally(() => {
      this.#interruptedPass = null;
    });
    return this.#interruptedPass;
  }

  async #recordInterruptedNow(atStart: boolean): Promise<void> {
    const { database } = this.options;
    const now = this.options.clock();
    // One process owns a DuckDB file: at its start no load of it can still be under way. On
    // PostgreSQL other servers may be loading; only a job silent for long is known stopped.
    const heartbeatBefore = atStart && database.engine === 'duckdb' ? null : now - SILENT_FOR_MS;
    for (const job of await findInterruptedJobs(database.kysely, heartbeatBefore)) {
      const recorded = await database.kysely
        .transaction()
        .execute(async (transaction) => {
          if (!(await failRunningJob(transaction, job.id, IMPORT_JOB_MESSAGES.interrupted, now))) {
            return false;
          }
          // The job's batch number: a load still alive somewhere could no longer commit it.
          await insertBatch(transaction, {
            id: job.batchId,
            kind: job.kind,
            fileName: job.fileName,
            status: 'FAILED',
            counts: { rows: job.rows, inserted: 0, updated: 0, unchanged: 0 },
            message: IMPORT_JOB_MESSAGES.interrupted,
            userId: job.userId,
            actorLabel: null,
            startedAt: job.createdAt,
            finishedAt: now,
            companies: null,
          });
          return true;
        })
        // Its load committed the batch number in between after all: it was not interrupted.
        .catch(async (error: unknown) => {
          if ((await findJob(database.kysely, job.id))?.phase === 'done') return false;
          throw error;
        });
      // A single file's staged rows (a bundle's files are no longer known by then).
      if (recorded) await dropStagedRows(database.kysely, job.uploadId);
    }
  }

  async #runJob(job: JobRecord, load: LoadRequest): Promise<void> {
    const db = this.options.database.kysely;
    const { clock } = this.options;
    const heartbeat = setInterval(() => {
      beatJobHeartbeat(db, job.id, clock()).catch(() => undefined);
    }, HEARTBEAT_MS);
    try {
      const loaded = await this.loading.load(load, (phase: ImportPhase) =>
        setJobPhase(db, job.id, phase),
      );
      const counts = loaded.reduce<ImportCounts>(
        (sum, file) => ({
          rows: sum.rows + file.counts.rows,
          inserted: sum.inserted + file.counts.inserted,
          updated: sum.updated + file.counts.updated,
          unchanged: sum.unchanged + file.counts.unchanged,
        }),
        { rows: 0, inserted: 0, updated: 0, unchanged: 0 },
      );
      await finishJob(db, job.id, { phase: 'done', counts, message: null }, clock());
    } catch (error) {
      const message = error instanceof DomainError ? error.message : FAILED_UNEXPECTEDLY;
      await finishJob(db, job.id, { phase: 'failed', counts: null, message }, clock()).catch(
        () => undefined,
      );
    } finally {
      clearInterval(heartbeat);
    }
  }
}
