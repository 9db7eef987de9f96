/**
 * One import of one file or of several (a bundle), the same from the web, the CLI and the
 * inbox: check the files against what the database knows (and, when they could break the
 * category rule, by a trial load rolled back), keep the uploads and their prepared rows in the
 * database until their user confirms them, then load them whole or not at all in one
 * transaction in the load order, one load at a time per database, and keep their history.
 * Uploads, jobs and their progress live in the database, so any server may take the next step;
 * only the files being checked sit on this server's disk, for one request.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  closedPeriodMessage,
  IMPORT_BUNDLE_MESSAGES,
  IMPORT_ISSUE_LIMIT,
  IMPORT_JOB_MESSAGES,
  IMPORT_MESSAGES,
  type ImportBundleReport,
  type ImportCounts,
  type ImportKind,
  type ImportPhase,
  type LoadedBundle,
  type NumberFormat,
  type PageQuery,
  pageOffset,
  WHOLE_FILE_LINE,
} from '@outlet-pulse/contracts';
import type { Transaction } from 'kysely';
import { recordAudit } from '../../core/audit/audit-log';
import { conflict, DomainError, invalid, notFound } from '../../core/errors';
import { bumpChangeVersion, type ChangeKind, type ChangeVersions } from '../../db/change-versions';
import type { Database } from '../../db/database';
import type { DatabaseSchema } from '../../db/schema';
import { uniqueDocumentNumber } from '../../lib/document-number';
import { type DailyFact, refreshDataUpdates, refreshRunningMonth } from '../sales-data/rollups';
import { type BundleFile, type KindedFile, sortBundle } from './bundle-files';
import { type RefusedFile, refusedFiles } from './bundle-refusal';
import { type ImportContext, setsCodeActivity, withCodeActivity } from './file/import-context';
import {
  type ImportFileLimits,
  importPreviewOf,
  type PreparedImport,
  prepareImportFile,
} from './file/prepare-import-file';
import {
  type ForeignKeys,
  foreignOutlets,
  type Importer,
  type ImportScope,
  KEY_LABEL,
  keysOutsideScope,
  scopedContext,
} from './import-scope';
import { IMPORT_TARGETS } from './import-targets';
import {
  batchIdTaken,
  beatJobHeartbeat,
  deleteExpired,
  dropStagedRows,
  failRunningJob,
  findBatches,
  findBundleMembers,
  findCategoryMismatch,
  findClosedMonth,
  findForeignEmployees,
  findImportContext,
  findInterruptedJobs,
  findJob,
  findStagedActivity,
  findStagedCodes,
  findStagedCompanies,
  findStagedOutsideScope,
  findStagedRefusal,
  findUpload,
  finishJob,
  type HistoryReader,
  insertBatch,
  insertBundleUpload,
  insertJob,
  insertUpload,
  type JobRecord,
  lockLoads,
  mayBreakCategorySums,
  mergeStagedRows,
  refreshTouchedRollups,
  refuseUpload,
  type StagedRows,
  setJobPhase,
  takeUpload,
} from './imports.repository';
import { linesOfKeys } from './key-lines';

const DEFAULT_MAX_FILE_MB = 100;

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

/** Who `importFile`'s loads are by when no user is named: the CLI is its only caller. */
const CLI_LABEL = 'cli';

const FAILED_UNEXPECTEDLY =
  'The import failed and nothing was loaded. Try again, or ask an administrator to look at the server log.';

/** The CLI, the inbox and the starter set import for the whole database (import-scope.ts). */
const UNLIMITED = null;

export interface ImportServiceOptions {
  database: Database;
  /** In-process caches follow the change counters; absent in the CLI, which has none. */
  changeVersions?: ChangeVersions;
  /** Where a file waits while its request checks it. */
  workDir: string;
  clock?: () => number;
  limits?: Partial<ImportFileLimits>;
  /** The largest file (and zip, and file inside a zip) a bundle may hold; IMPORT_MAX_MB's default. */
  maxFileMb?: number;
}

/** Who loads a bundle: a user, or nobody with a label for the audit ('inbox', 'cli'). */
export interface ImportActor {
  userId: number | null;
  label: string;
}

export interface CheckedUpload {
  prepared: PreparedImport;
  uploadId: string;
}

export interface CheckedBundle {
  report: ImportBundleReport;
  /** Confirms the bundle; null when it has issues (then nothing of it is kept). */
  uploadId: string | null;
  /** Its files' uploads, in load order. */
  members: CheckedUpload[];
}

type LoadedFile = LoadedBundle['files'][number];

export type { BundleFile };

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
  /**
   * File checks wait for each other too (apart from loads): each unpacks and reads a whole file
   * of up to the size limit, and several at once would multiply the memory and disk one may take.
   */
  #checks: Promise<unknown> = Promise.resolve();
  /** The pass recording interrupted loads under way, which concurrent callers wait for. */
  #interruptedPass: Promise<void> | null = null;
  /** The confirmed imports this process is loading, until each has written its outcome. */
  readonly #running = new Set<Promise<void>>();
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
   * issue) for the importer to confirm within the hour; rows outside the importer's grant are
   * refused like unknown ones (import-scope.ts). Sales by day or by category are also tried
   * against the database (rolled back), so that categories not adding up to their day are
   * reported now rather than at the load.
   */
  async upload(
    kind: ImportKind,
    filePath: string,
    fileName: string,
    choices: { numberFormat?: NumberFormat | undefined; sheet?: string | undefined },
    importer: Importer,
    onProgress?: (bytesRead: number, totalBytes: number) => void,
  ): Promise<CheckedUpload> {
    const { database } = this.options;
    const now = this.#clock();
    await deleteExpired(database.kysely, now, now - UPLOAD_LIFETIME_MS);
    await mkdir(this.options.workDir, { recursive: true });
    const checked = await this.#checkFile(
      { kind, path: filePath, fileName },
      choices,
      await this.#checkedAgainst(importer.scope),
      importer.userId,
      onProgress,
    );
    const { prepared, uploadId } = checked;
    if (prepared.issueCount === 0) {
      const refusal = await this.#tryLoadIfNeeded([this.#loadFile(checked, '')], importer.scope);
      if (refusal !== null) {
        prepared.issues.push({ line: WHOLE_FILE_LINE, column: null, reason: refusal });
        prepared.issueCount++;
        await database.kysely
          .transaction()
          .execute((transaction) => refuseUpload(transaction, uploadId, importPreviewOf(prepared)));
      }
    }
    return checked;
  }

  /**
   * What a check reads files against: the database as the importer may know it and, for an
   * importer limited to some companies or outlets, the keys of the database outside the grant.
   */
  async #checkedAgainst(scope: ImportScope | null): Promise<CheckAgainst> {
    const db = this.options.database.kysely;
    const context = await findImportContext(db);
    if (scope === null) return { context, foreign: null };
    return {
      context: scopedContext(context, scope),
      foreign: {
        scope,
        outlets: foreignOutlets(context, scope),
        employees: await findForeignEmployees(db, scope.companies),
      },
    };
  }

  /** Checks one file and keeps its upload (and staged rows when it has no issue), one at a time. */
  #checkFile(
    file: KindedFile,
    choices: { numberFormat?: NumberFormat | undefined; sheet?: string | undefined },
    against: CheckAgainst,
    userId: number,
    onProgress?: (bytesRead: number, totalBytes: number) => void,
  ): Promise<CheckedUpload> {
    const run = this.#checks.then(() =>
      this.#checkFileNow(file, choices, against, userId, onProgress),
    );
    this.#checks = run.catch(() => undefined);
    return run;
  }

  async #checkFileNow(
    file: KindedFile,
    choices: { numberFormat?: NumberFormat | undefined; sheet?: string | undefined },
    against: CheckAgainst,
    userId: number,
    onProgress?: (bytesRead: number, totalBytes: number) => void,
  ): Promise<CheckedUpload> {
    const { database } = this.options;
    const now = this.#clock();
    const preparedCsv = path.join(this.options.workDir, workFileName('csv'));
    try {
      const prepared = await prepareImportFile({
        kind: file.kind,
        filePath: file.path,
        fileName: file.fileName,
        ...(choices.numberFormat ? { numberFormat: choices.numberFormat } : {}),
        ...(choices.sheet ? { sheet: choices.sheet } : {}),
        context: against.context,
        outputPath: preparedCsv,
        ...(this.options.limits ? { limits: this.options.limits } : {}),
        ...(onProgress ? { onProgress } : {}),
      });
      if (against.foreign) {
        await this.#refuseKeysOutsideScope(prepared, file.path, choices.sheet, against.foreign);
      }
      const uploadId = newId();
      await database.kysely.transaction().execute((transaction) =>
        insertUpload(
          transaction,
          {
            id: uploadId,
            userId,
            kind: file.kind,
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

  /**
   * Adds an issue at each row whose own key lies outside the importer's grant (an outlet or
   * employee of another company, a company they may not see); the check read the file against
   * a context that knows nothing outside it, so these are the rows it could not refuse.
   */
  async #refuseKeysOutsideScope(
    prepared: PreparedImport,
    filePath: string,
    sheet: string | undefined,
    foreign: ForeignKeys,
  ): Promise<void> {
    const { kind } = prepared;
    const keys = kind === 'outlets' ? prepared.outletIds : prepared.definedCodes;
    const outside = keysOutsideScope(kind, keys, foreign);
    const label = KEY_LABEL[kind];
    if (outside.length === 0 || label === undefined) return;
    const rows = await linesOfKeys(
      {
        kind,
        path: filePath,
        format: prepared.format,
        sheet,
        maxRecordLength: this.options.limits?.maxRecordLength,
      },
      new Set(outside),
    );
    const issues = rows.map(({ line, key, column }) => ({
      line,
      column,
      reason: IMPORT_MESSAGES.notYours(label, key),
    }));
    prepared.issues = [...prepared.issues, ...issues]
      .sort((first, second) => first.line - second.line)
      .slice(0, IMPORT_ISSUE_LIMIT);
    prepared.issueCount += issues.length;
  }

  /**
   * Checks the files of a bundle (zips unpacked; kinds from their names) one by one in load
   * order, each against the database plus the master data the files before it add, then all
   * of them together by a trial load rolled back. Keeps the bundle for the importer to confirm
   * within the hour when nothing has an issue; otherwise keeps nothing.
   */
  async checkBundle(
    files: readonly BundleFile[],
    choices: { numberFormat?: NumberFormat | undefined; maxFileMb?: number },
    importer: Importer,
  ): Promise<CheckedBundle> {
    const { database } = this.options;
    const now = this.#clock();
    await deleteExpired(database.kysely, now, now - UPLOAD_LIFETIME_MS);
    await mkdir(this.options.workDir, { recursive: true });
    const maxFileMb = choices.maxFileMb ?? this.options.maxFileMb ?? DEFAULT_MAX_FILE_MB;
    const sorted = await sortBundle(files, this.options.workDir, maxFileMb * 1024 * 1024, () =>
      workFileName('upload'),
    );
    const checked: CheckedUpload[] = [];
    try {
      if (sorted.issues.length > 0) return bundleOf([], sorted.issues, null);
      const against = await this.#checkedAgainst(importer.scope);
      // The files after a master-list file may name what it adds: the file passed the grant.
      let { context } = against;
      for (const file of sorted.files) {
        const upload = await this.#checkFile(
          file,
          choices,
          { ...against, context },
          importer.userId,
        );
        checked.push(upload);
        if (upload.prepared.issueCount === 0) {
          const rows = { kind: file.kind, uploadId: upload.uploadId };
          context = withBundleCodes(
            context,
            file.kind,
            await findStagedCodes(database.kysely, rows),
          );
          if (setsCodeActivity(file.kind)) {
            const activity = await findStagedActivity(database.kysely, rows);
            context = withCodeActivity(context, file.kind, activity);
          }
        }
      }
      const issues: string[] = [];
      if (checked.every((upload) => upload.prepared.issueCount === 0)) {
        const refusal = await this.#tryLoadIfNeeded(
          checked.map((upload) => this.#loadFile(upload, '')),
          importer.scope,
        );
        if (refusal !== null) issues.push(IMPORT_BUNDLE_MESSAGES.wouldNotLoad(refusal));
      }
      const bundle = bundleOf(checked, issues, null);
      if (bundle.report.issueCount > 0) {
        await this.#forget(checked);
        return bundle;
      }
      const bundleId = newId();
      await insertBundleUpload(
        database.kysely,
        {
          id: bundleId,
          userId: importer.userId,
          kind: checked[0]?.prepared.kind ?? 'outlets',
          fileName: checked.map((upload) => upload.prepared.fileName).join(', '),
          rows: checked.reduce((sum, upload) => sum + upload.prepared.rows, 0),
          issueCount: 0,
          createdAt: now,
          expiresAt: now + UPLOAD_LIFETIME_MS,
        },
        checked.map((upload) => upload.uploadId),
      );
      return { ...bundle, uploadId: bundleId };
    } catch (error) {
      await this.#forget(checked);
      throw error;
    } finally {
      await Promise.all(sorted.unpacked.map((file) => rm(file, { force: true })));
    }
  }

  /** Drops checked uploads nobody may confirm. */
  async #forget(uploads: readonly CheckedUpload[]): Promise<void> {
    const db = this.options.database.kysely;
    for (const { uploadId } of uploads) {
      await takeUpload(db, uploadId);
      await dropStagedRows(db, uploadId);
    }
  }

  #loadFile({ prepared, uploadId }: CheckedUpload, batchId: string): LoadFile {
    const { kind, fileName, rows } = prepared;
    return { kind, uploadId, fileName, rows, batchId };
  }

  /**
   * Checks a bundle's files and, when nothing has an issue, loads them all in one transaction
   * (the CLI, the inbox, the starter set: for every company, whichever user they name). Every
   * refusal is in the report, and a bundle refused at the check is kept in the history and the
   * audit log, since no one saw it on a screen; it throws only when something unexpected fails.
   */
  async importBundle(
    files: readonly BundleFile[],
    actor: ImportActor,
    choices: { numberFormat?: NumberFormat | undefined } = {},
    onPhase?: (phase: LoadPhase) => void,
  ): Promise<{ report: ImportBundleReport; loaded: LoadedBundle | null }> {
    const startedAt = this.#clock();
    const { report, uploadId, members } = await this.checkBundle(files, choices, {
      userId: actor.userId ?? 0,
      scope: UNLIMITED,
    });
    if (uploadId === null) {
      await this.#recordRefusal(refusedFiles(files, report), actor, startedAt);
      return { report, loaded: null };
    }
    await this.#take(uploadId, members);
    const bundleId = await this.#newBatchId();
    try {
      const loaded = await this.#load(
        {
          files: members.map((member, index) =>
            this.#loadFile(member, index === 0 ? bundleId : `${bundleId}-${index + 1}`),
          ),
          userId: actor.userId,
          label: actor.label,
          scope: UNLIMITED,
        },
        async (phase) => onPhase?.(phase),
      );
      return { report, loaded: { bundleId, files: loaded } };
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return {
        report: {
          ...report,
          issues: [...report.issues, error.message],
          issueCount: report.issueCount + 1,
        },
        loaded: null,
      };
    }
  }

  /** A FAILED history row per refused file and one audit entry for them, in one transaction. */
  async #recordRefusal(
    refused: readonly RefusedFile[],
    actor: ImportActor,
    startedAt: number,
  ): Promise<void> {
    if (refused.length === 0) return;
    const bundleId = await this.#newBatchId();
    const finishedAt = this.#clock();
    await this.options.database.kysely.transaction().execute(async (transaction) => {
      for (const [index, file] of refused.entries()) {
        await insertBatch(transaction, {
          id: index === 0 ? bundleId : `${bundleId}-${index + 1}`,
          kind: file.kind,
          fileName: file.fileName,
          status: 'FAILED',
          counts: { rows: file.rows, inserted: 0, updated: 0, unchanged: 0 },
          message: file.message,
          userId: actor.userId,
          actorLabel: actor.label,
          startedAt,
          finishedAt,
          // Its rows were never read into the database.
          companies: null,
        });
      }
      await recordAudit(
        transaction,
        {
          actorUserId: actor.userId,
          action: 'CREATED',
          entity: 'import',
          entityId: bundleId,
          details: {
            changes: [
              { field: 'status', from: null, to: 'FAILED' },
              {
                field: 'fileName',
                from: null,
                to: refused.map((file) => file.fileName).join(', '),
              },
              { field: 'message', from: null, to: refused[0]?.message ?? null },
              { field: 'by', from: null, to: actor.label },
            ],
          },
        },
        finishedAt,
      );
    });
  }

  /** Takes a bundle and its files' uploads out of the waiting ones; false when another took it. */
  async #take(bundleId: string, members: readonly CheckedUpload[]): Promise<boolean> {
    return this.options.database.kysely.transaction().execute(async (transaction) => {
      if (!(await takeUpload(transaction, bundleId))) return false;
      for (const { uploadId } of members) await takeUpload(transaction, uploadId);
      return true;
    });
  }

  /**
   * Turns a checked upload or bundle of the importer into a job and starts loading it; the
   * screen polls it. The load checks the rows against the importer's grant again, as it is now.
   */
  async confirm(uploadId: string, importer: Importer): Promise<JobRecord> {
    const { userId } = importer;
    const { database } = this.options;
    const now = this.#clock();
    await deleteExpired(database.kysely, now, now - UPLOAD_LIFETIME_MS);
    const upload = await findUpload(database.kysely, uploadId);
    if (!upload || upload.userId !== userId) throw notFound(IMPORT_JOB_MESSAGES.uploadExpired);
    if (upload.issueCount > 0) throw invalid(IMPORT_JOB_MESSAGES.hasIssues(upload.issueCount));
    const members = (await findBundleMembers(database.kysely, uploadId)) ?? [upload];
    // A file of the bundle expired before the bundle did.
    if (members.length === 0) throw notFound(IMPORT_JOB_MESSAGES.uploadExpired);
    const batchId = await this.#newBatchId();
    const files = members.map(({ id, kind, fileName, rows }, index) => ({
      kind,
      uploadId: id,
      fileName,
      rows,
      batchId: index === 0 ? batchId : `${batchId}-${index + 1}`,
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
    const taken = await database.kysely.transaction().execute(async (transaction) => {
      if (!(await takeUpload(transaction, uploadId))) return false;
      for (const member of members) await takeUpload(transaction, member.id);
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
    if (job.heartbeatAt !== null && job.heartbeatAt < this.#clock() - SILENT_FOR_MS) {
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
    const now = this.#clock();
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

  /**
   * Checks and loads a file at once (the CLI); a file with issues is only checked, and kept in
   * the history and the audit log as a bundle refused at the check is.
   */
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
    const startedAt = this.#clock();
    // The CLI may act as nobody; its upload belongs to no user (0) and is taken at once.
    const checked = await this.upload(
      kind,
      filePath,
      path.basename(filePath),
      choices,
      { userId: userId ?? 0, scope: UNLIMITED },
      progress.onCheck,
    );
    const { prepared, uploadId } = checked;
    await takeUpload(this.options.database.kysely, uploadId);
    if (prepared.issueCount > 0) {
      const report = {
        files: [importPreviewOf(prepared)],
        issues: [],
        issueCount: prepared.issueCount,
      };
      const refused = refusedFiles([prepared], report);
      await this.#recordRefusal(refused, { userId, label: CLI_LABEL }, startedAt);
      return { prepared, loaded: null };
    }
    const batchId = await this.#newBatchId();
    const [loaded] = await this.#load(
      { files: [this.#loadFile(checked, batchId)], userId, label: CLI_LABEL, scope: UNLIMITED },
      async (phase) => progress.onPhase?.(phase),
    );
    return { prepared, loaded: { batchId, counts: (loaded as LoadedFile).counts } };
  }

  #newBatchId(): Promise<string> {
    return uniqueDocumentNumber('IMP', new Date(this.#clock()), (number) =>
      batchIdTaken(this.options.database.kysely, number),
    );
  }

  async #runJob(job: JobRecord, load: LoadRequest): Promise<void> {
    const db = this.options.database.kysely;
    const heartbeat = setInterval(() => {
      beatJobHeartbeat(db, job.id, this.#clock()).catch(() => undefined);
    }, HEARTBEAT_MS);
    try {
      const loaded = await this.#load(load, (phase: ImportPhase) => setJobPhase(db, job.id, phase));
      const counts = loaded.reduce<ImportCounts>(
        (sum, file) => ({
          rows: sum.rows + file.counts.rows,
          inserted: sum.inserted + file.counts.inserted,
          updated: sum.updated + file.counts.updated,
          unchanged: sum.unchanged + file.counts.unchanged,
        }),
        { rows: 0, inserted: 0, updated: 0, unchanged: 0 },
      );
      await finishJob(db, job.id, { phase: 'done', counts, message: null }, this.#clock());
    } catch (error) {
      const message = error instanceof DomainError ? error.message : FAILED_UNEXPECTEDLY;
      await finishJob(db, job.id, { phase: 'failed', counts: null, message }, this.#clock()).catch(
        () => undefined,
      );
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** Loads staged rows; loads wait for each other, so two never interleave. */
  #load(load: LoadRequest, onPhase: (phase: LoadPhase) => Promise<unknown>): Promise<LoadedFile[]> {
    const run = this.#queue.then(() => this.#loadNow(load, onPhase));
    this.#queue = run.catch(() => undefined);
    return run;
  }

  /**
   * Merges the files' staged rows in order inside `transaction`: each file's rows are checked
   * against the database as the files before it left it (the master data they name, the
   * importer's grant, closed months), the companies they touch noted, and merged; then the
   * category rows of the days any file touched must add up to their day. Throws a conflict
   * with the reason when anything would be refused.
   */
  async #mergeFiles(
    transaction: Transaction<DatabaseSchema>,
    files: readonly LoadFile[],
    scope: ImportScope | null,
    onPhase: (phase: LoadPhase) => Promise<unknown>,
  ): Promise<MergedFile[]> {
    // 'staging': the rows were staged at upload; the load now has its turn to read them.
    await onPhase('staging');
    await lockLoads(transaction, this.options.database.engine);
    await onPhase('checking');
    const merged: MergedFile[] = [];
    for (const file of files) {
      const rows: StagedRows = { kind: file.kind, uploadId: file.uploadId };
      const refusal =
        (await findStagedRefusal(transaction, rows)) ??
        (scope && (await findStagedOutsideScope(transaction, rows, scope)));
      if (refusal) throw conflict(refusal);
      const closed = await findClosedMonth(transaction, rows);
      if (closed !== null) throw conflict(closedPeriodMessage(closed));
      await onPhase('merging');
      // Before the merge: an outlet or an employee may leave a company.
      const companies = await findStagedCompanies(transaction, rows);
      merged.push({ counts: await mergeStagedRows(transaction, rows), companies });
    }
    for (const [index, file] of files.entries()) {
      const changed = changedRows(merged[index]?.counts) > 0;
      if (!changed || (file.kind !== 'daily-sales' && file.kind !== 'category-sales')) continue;
      const mismatch = await findCategoryMismatch(transaction, file);
      if (mismatch) {
        const { outletId, day, field } = mismatch;
        const partner = file.kind === 'daily-sales' ? 'category-sales' : 'daily-sales';
        // Loaded without its partner, the file needs it: no row of it is wrong on its own.
        throw conflict(
          files.some((other) => other.kind === partner)
            ? IMPORT_MESSAGES.categoriesDoNotAddUp(outletId, day, field)
            : IMPORT_MESSAGES.categoriesDoNotAddUpAlone(outletId, day, field, partner),
        );
      }
    }
    return merged;
  }

  /**
   * A trial load when the files could break a rule only the load sees (the category rows of a
   * day adding up to it): the rows' own checks already cover the rest.
   */
  async #tryLoadIfNeeded(
    files: readonly LoadFile[],
    scope: ImportScope | null,
  ): Promise<string | null> {
    const needed = await mayBreakCategorySums(this.options.database.kysely, files);
    return needed ? this.#tryLoad(files, scope) : null;
  }

  /**
   * The load as a trial, rolled back: why the files would be refused together, or null. It
   * waits its turn like a load, so the check reports what the load would refuse.
   */
  #tryLoad(files: readonly LoadFile[], scope: ImportScope | null): Promise<string | null> {
    const trial = async () => {
      try {
        await this.options.database.kysely.transaction().execute(async (transaction) => {
          await this.#mergeFiles(transaction, files, scope, async () => undefined);
          throw new TrialDone();
        });
        return null;
      } catch (error) {
        if (error instanceof TrialDone) return null;
        if (error instanceof DomainError) return error.message;
        throw error;
      }
    };
    const run = this.#queue.then(trial);
    this.#queue = run.catch(() => undefined);
    return run;
  }

  /**
   * The load in one transaction: the files merged in order (#mergeFiles), the rollups of the
   * months they touch and the data's last update refreshed, and each file's history row and
   * audit entry and the kinds' counter bumps (`sales`; `auth` for employees) written, all
   * committing together. A failure anywhere leaves the database as it was and records every
   * file's batch as failed.
   */
  async #loadNow(
    load: LoadRequest,
    onPhase: (phase: LoadPhase) => Promise<unknown>,
  ): Promise<LoadedFile[]> {
    const { database, changeVersions } = this.options;
    const startedAt = this.#clock();
    try {
      const counts = await database.kysely.transaction().execute(async (transaction) => {
        const merged = await this.#mergeFiles(transaction, load.files, load.scope, onPhase);
        await onPhase('rollups');
        const bumped = new Set<ChangeKind>();
        for (const [index, file] of load.files.entries()) {
          const { counts: fileCounts, companies } = merged[index] as MergedFile;
          const rows: StagedRows = { kind: file.kind, uploadId: file.uploadId };
          if (changedRows(fileCounts) > 0) {
            await this.#refreshDerived(transaction, rows);
            bumped.add(IMPORT_TARGETS[file.kind].changes);
          }
          await dropStagedRows(transaction, file.uploadId);
          await insertBatch(transaction, {
            id: file.batchId,
            kind: file.kind,
            fileName: file.fileName,
            status: 'LOADED',
            counts: fileCounts,
            message: null,
            userId: load.userId,
            actorLabel: load.label ?? null,
            startedAt,
            finishedAt: this.#clock(),
            companies,
          });
          await recordAudit(
            transaction,
            {
              actorUserId: load.userId,
              action: 'CREATED',
              entity: 'import',
              entityId: file.batchId,
              details: {
                changes: [
                  { field: 'kind', from: null, to: file.kind },
                  { field: 'fileName', from: null, to: file.fileName },
                  { field: 'rows', from: null, to: fileCounts.rows },
                  { field: 'inserted', from: null, to: fileCounts.inserted },
                  { field: 'updated', from: null, to: fileCounts.updated },
                  { field: 'unchanged', from: null, to: fileCounts.unchanged },
                  ...(load.files.length > 1
                    ? [{ field: 'bundle', from: null, to: load.files[0]?.batchId ?? null }]
                    : []),
                  ...(load.label ? [{ field: 'by', from: null, to: load.label }] : []),
                ],
              },
            },
            this.#clock(),
          );
        }
        for (const changes of bumped) await bumpChangeVersion(transaction, changes);
        return merged.map((file) => file.counts);
      });
      changeVersions?.expire();
      return load.files.map((file, index) => ({
        kind: file.kind,
        fileName: file.fileName,
        batchId: file.batchId,
        counts: counts[index] as ImportCounts,
      }));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      for (const file of load.files) {
        await insertBatch(database.kysely, {
          id: file.batchId,
          kind: file.kind,
          fileName: file.fileName,
          status: 'FAILED',
          counts: { rows: file.rows, inserted: 0, updated: 0, unchanged: 0 },
          message,
          userId: load.userId,
          actorLabel: load.label ?? null,
          startedAt,
          finishedAt: this.#clock(),
          // Whose rows they were is the rolled-back transaction's: its user still sees it.
          companies: null,
        }).catch(() => undefined);
        await dropStagedRows(database.kysely, file.uploadId).catch(() => undefined);
      }
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

function bundleOf(
  members: CheckedUpload[],
  issues: string[],
  uploadId: string | null,
): CheckedBundle {
  const files = members.map(({ prepared }) => importPreviewOf(prepared));
  const issueCount = files.reduce((sum, file) => sum + file.issueCount, issues.length);
  return { report: { files, issues, issueCount }, uploadId, members };
}

/** What the files checked after a master-list file may name: the codes it adds count as known. */
function withBundleCodes(
  context: ImportContext,
  kind: ImportKind,
  codes: readonly string[],
): ImportContext {
  const add = (known: ReadonlySet<string>) => new Set([...known, ...codes]);
  switch (kind) {
    case 'companies':
      return { ...context, companies: add(context.companies) };
    case 'categories':
      return { ...context, categories: add(context.categories) };
    case 'outlet-types':
      return { ...context, types: add(context.types) };
    case 'outlet-groups':
      return { ...context, groups: add(context.groups) };
    case 'outlets':
      return { ...context, outletIds: add(context.outletIds) };
    default:
      return context;
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

/** A file of a load: its staged rows and the history row it gets. */
interface LoadFile extends StagedRows {
  fileName: string;
  rows: number;
  batchId: string;
}

/** A file merged by a load: its counts, and the companies its rows touched. */
interface MergedFile {
  counts: ImportCounts;
  companies: string[];
}

/** What a check reads files against (see #checkedAgainst). */
interface CheckAgainst {
  context: ImportContext;
  /** Null when the importer may import everything. */
  foreign: ForeignKeys | null;
}

interface LoadRequest {
  /** In load order. */
  files: readonly LoadFile[];
  userId: number | null;
  /** What the rows may name: the importer's grant, checked again at the load. */
  scope: ImportScope | null;
  /** Who loads when no user does ('inbox', 'cli'), for the audit and the history. */
  label?: string | undefined;
}

const changedRows = (counts: ImportCounts | undefined) =>
  (counts?.inserted ?? 0) + (counts?.updated ?? 0);

/** Ends a trial load's transaction, rolling it back. */
class TrialDone extends Error {}
