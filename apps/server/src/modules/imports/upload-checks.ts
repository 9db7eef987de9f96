/**
 * Upload checks: a file (or each file of a bundle) read against what the database knows and
 * the importer's grant, and, when the files could break the category rule, by a trial load
 * rolled back; the upload and its prepared rows are then kept in the database until their
 * user confirms them (import-jobs.ts). Only the files being checked sit on this server's disk,
 * for one request.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  IMPORT_BUNDLE_MESSAGES,
  type ImportBundleReport,
  type ImportKind,
  type NumberFormat,
  WHOLE_FILE_LINE,
} from '@outlet-pulse/contracts';
import type { Database } from '../../db/database';
import { type BundleFile, type KindedFile, sortBundle } from './bundle-files';
import { findStagedActivity, findStagedCodes, insertBundleUpload } from './bundles.repository';
import { findForeignEmployees, findImportContext } from './check-context.repository';
import {
  type ImportContext,
  setsCodeActivity,
  withCodeActivity,
  withDefinedCodes,
} from './file/import-context';
import {
  type ImportFileLimits,
  importPreviewOf,
  type PreparedImport,
  prepareImportFile,
} from './file/prepare-import-file';
import type { ImportLoading, LoadFile } from './import-loading';
import {
  type ForeignKeys,
  foreignOutlets,
  type Importer,
  type ImportScope,
  scopedContext,
} from './import-scope';
import { refuseKeysOutsideScope } from './key-lines';
import {
  deleteExpired,
  dropStagedRows,
  insertUpload,
  refuseUpload,
  takeUpload,
} from './uploads.repository';

const DEFAULT_MAX_FILE_MB = 100;

/** How long an upload waits for its confirmation, and a finished job for its last poll. */
export const UPLOAD_LIFETIME_MS = 60 * 60_000;

export interface UploadCheckOptions {
  database: Database;
  /** Where a file waits while its request checks it. */
  workDir: string;
  clock: () => number;
  limits?: Partial<ImportFileLimits> | undefined;
  /** The largest file (and zip, and file inside a zip) a bundle may hold; IMPORT_MAX_MB's default. */
  maxFileMb?: number | undefined;
}

/** How the user asked a file to be read. */
export interface ReadChoices {
  numberFormat?: NumberFormat | undefined;
  sheet?: string | undefined;
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

/** A name for a file in the work folder; never derived from what the user sent. */
export function workFileName(extension: string): string {
  return `${Date.now().toString(36)}-${randomBytes(12).toString('hex')}.${extension}`;
}

export const newId = () => randomBytes(16).toString('hex');

/** A checked upload as a file of a load, under the batch number it gets. */
export function loadFileOf({ prepared, uploadId }: CheckedUpload, batchId: string): LoadFile {
  const { kind, fileName, rows } = prepared;
  return { kind, uploadId, fileName, rows, batchId };
}

export class UploadChecks {
  /**
   * File checks wait for each other (apart from loads): each unpacks and reads a whole file
   * of up to the size limit, and several at once would multiply the memory and disk one may take.
   */
  #checks: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly options: UploadCheckOptions,
    private readonly loading: ImportLoading,
  ) {}

  get workDir(): string {
    return this.options.workDir;
  }

  /**
   * Makes the work folder and removes files a stopped process left behind. Only files older
   * than an upload's lifetime go: other servers sharing the data folder may be using theirs.
   */
  async prepareWorkDir(): Promise<void> {
    await mkdir(this.options.workDir, { recursive: true });
    const staleBefore = this.options.clock() - UPLOAD_LIFETIME_MS;
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
    choices: ReadChoices,
    importer: Importer,
    onProgress?: (bytesRead: number, totalBytes: number) => void,
  ): Promise<CheckedUpload> {
    await this.#beforeCheck();
    const against = await this.#checkedAgainst(importer.scope);
    const checked = await this.#inTurn(() =>
      this.#checkFile(
        { kind, path: filePath, fileName },
        choices,
        against,
        importer.userId,
        onProgress,
      ),
    );
    const { prepared, uploadId } = checked;
    if (prepared.issueCount === 0) {
      const refusal = await this.loading.tryLoadIfNeeded([loadFileOf(checked, '')], importer.scope);
      if (refusal !== null) {
        prepared.issues.push({ line: WHOLE_FILE_LINE, column: null, reason: refusal });
        prepared.issueCount++;
        await this.options.database.kysely
          .transaction()
          .execute((transaction) => refuseUpload(transaction, uploadId, importPreviewOf(prepared)));
      }
    }
    return checked;
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
    const now = await this.#beforeCheck();
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
        const fileAgainst = { ...against, context };
        const upload = await this.#inTurn(() =>
          this.#checkFile(file, choices, fileAgainst, importer.userId),
        );
        checked.push(upload);
        if (upload.prepared.issueCount === 0) {
          context = await this.#withStagedCodes(context, file.kind, upload.uploadId);
        }
      }
      const issues: string[] = [];
      if (checked.every((upload) => upload.prepared.issueCount === 0)) {
        const refusal = await this.loading.tryLoadIfNeeded(
          checked.map((upload) => loadFileOf(upload, '')),
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

  /** Forgets expired uploads and readies the work folder; answers the time the check began. */
  async #beforeCheck(): Promise<number> {
    const now = this.options.clock();
    await deleteExpired(this.options.database.kysely, now, now - UPLOAD_LIFETIME_MS);
    await mkdir(this.options.workDir, { recursive: true });
    return now;
  }

  /** The context with what a bundle's checked file adds for the files after it. */
  async #withStagedCodes(
    context: ImportContext,
    kind: ImportKind,
    uploadId: string,
  ): Promise<ImportContext> {
    const db = this.options.database.kysely;
    const rows = { kind, uploadId };
    const added = withDefinedCodes(context, kind, await findStagedCodes(db, rows));
    if (!setsCodeActivity(kind)) return added;
    return withCodeActivity(added, kind, await findStagedActivity(db, rows));
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

  /** Runs file checks one at a time (see #checks). */
  #inTurn<T>(check: () => Promise<T>): Promise<T> {
    const run = this.#checks.then(check);
    this.#checks = run.catch(() => undefined);
    return run;
  }

  /** Checks one file and keeps its upload (and staged rows when it has no issue). */
  async #checkFile(
    file: KindedFile,
    choices: ReadChoices,
    against: CheckAgainst,
    userId: number,
    onProgress?: (bytesRead: number, totalBytes: number) => void,
  ): Promise<CheckedUpload> {
    const { database } = this.options;
    const now = this.options.clock();
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
        await refuseKeysOutsideScope(
          prepared,
          {
            path: file.path,
            sheet: choices.sheet,
            maxRecordLength: this.options.limits?.maxRecordLength,
          },
          against.foreign,
        );
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

  /** Drops checked uploads nobody may confirm. */
  async #forget(uploads: readonly CheckedUpload[]): Promise<void> {
    const db = this.options.database.kysely;
    for (const { uploadId } of uploads) {
      await takeUpload(db, uploadId);
      await dropStagedRows(db, uploadId);
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

/** What a check reads files against (see #checkedAgainst). */
interface CheckAgainst {
  context: ImportContext;
  /** Null when the importer may import everything. */
  foreign: ForeignKeys | null;
}
