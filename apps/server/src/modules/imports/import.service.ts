/**
 * One import of one file, the same from the web and the CLI: check the file against what the
 * database knows, then load it whole or not at all, one file at a time per process, and keep
 * its history. Uploaded and prepared files live under the server's work folder with names the
 * server chooses.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  type ImportCounts,
  type ImportKind,
  type NumberFormat,
  type PageQuery,
  pageOffset,
} from '@outlet-pulse/contracts';
import type { ChangeVersions } from '../../db/change-versions';
import type { Database } from '../../db/database';
import { uniqueDocumentNumber } from '../../lib/document-number';
import { recordAudit } from '../audit/audit-log';
import {
  type ImportFileLimits,
  type PreparedImport,
  prepareImportFile,
} from './file/prepare-import-file';
import { loadImportContext } from './import-context';
import { batchIdTaken, findBatches } from './import-history.repository';
import { type LoadPhase, loadPreparedImport, recordFailedBatch } from './load-import';

/** How long an upload waits for its confirmation; its files are not kept longer. */
export const WORK_FILE_LIFETIME_MS = 60 * 60_000;

export interface ImportServiceOptions {
  database: Database;
  /** In-process caches follow the `sales` counter; absent in the CLI, which has none. */
  changeVersions?: ChangeVersions;
  /** Where uploads and prepared files are kept while an import runs. */
  workDir: string;
  clock?: () => number;
  limits?: Partial<ImportFileLimits>;
}

export interface LoadedImport {
  batchId: string;
  counts: ImportCounts;
}

/** A name for a file in the work folder; never derived from what the user sent. */
export function workFileName(extension: string): string {
  return `${Date.now().toString(36)}-${randomBytes(12).toString('hex')}.${extension}`;
}

export class ImportService {
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
    const staleBefore = this.#clock() - WORK_FILE_LIFETIME_MS;
    for (const entry of await readdir(this.options.workDir, { withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = path.join(this.options.workDir, entry.name);
      const { mtimeMs } = await stat(file);
      if (mtimeMs < staleBefore) await rm(file, { force: true });
    }
  }

  async check(
    kind: ImportKind,
    filePath: string,
    fileName: string,
    choices: { numberFormat?: NumberFormat | undefined; sheet?: string | undefined },
    onProgress?: (bytesRead: number, totalBytes: number) => void,
  ): Promise<PreparedImport> {
    await mkdir(this.options.workDir, { recursive: true });
    return prepareImportFile({
      kind,
      filePath,
      fileName,
      ...(choices.numberFormat ? { numberFormat: choices.numberFormat } : {}),
      ...(choices.sheet ? { sheet: choices.sheet } : {}),
      context: await loadImportContext(this.options.database),
      outputPath: path.join(this.options.workDir, workFileName('csv')),
      ...(this.options.limits ? { limits: this.options.limits } : {}),
      ...(onProgress ? { onProgress } : {}),
    });
  }

  /** A batch number for a load about to start. */
  newBatchId(): Promise<string> {
    return uniqueDocumentNumber('IMP', new Date(this.#clock()), (number) =>
      batchIdTaken(this.options.database, number),
    );
  }

  /**
   * Loads a checked file. Loads wait for each other: two files touching the same rows must
   * not interleave.
   */
  load(
    prepared: PreparedImport,
    batchId: string,
    userId: number | null,
    onPhase?: (phase: LoadPhase) => void,
  ): Promise<LoadedImport> {
    const run = this.#queue.then(() => this.#load(prepared, batchId, userId, onPhase));
    this.#queue = run.catch(() => undefined);
    return run;
  }

  async #load(
    prepared: PreparedImport,
    batchId: string,
    userId: number | null,
    onPhase?: (phase: LoadPhase) => void,
  ): Promise<LoadedImport> {
    const { database, changeVersions } = this.options;
    const batch = {
      id: batchId,
      kind: prepared.kind,
      fileName: prepared.fileName,
      userId,
      startedAt: this.#clock(),
      clock: this.#clock,
    };
    try {
      const counts = await loadPreparedImport(
        database,
        prepared.kind,
        prepared.outputPath,
        batch,
        onPhase,
      );
      changeVersions?.expire();
      await recordAudit(
        database,
        {
          actorUserId: userId,
          action: 'CREATED',
          entity: 'import',
          entityId: batchId,
          details: {
            changes: [
              { field: 'kind', from: null, to: prepared.kind },
              { field: 'fileName', from: null, to: prepared.fileName },
              { field: 'rows', from: null, to: counts.rows },
              { field: 'inserted', from: null, to: counts.inserted },
              { field: 'updated', from: null, to: counts.updated },
              { field: 'unchanged', from: null, to: counts.unchanged },
            ],
          },
        },
        this.#clock(),
      );
      return { batchId, counts };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await recordFailedBatch(database, batch, prepared.validRows, message).catch(() => undefined);
      throw error;
    } finally {
      await rm(prepared.outputPath, { force: true });
    }
  }

  history(query: PageQuery) {
    return findBatches(this.options.database, pageOffset(query.page, query.limit), query.limit);
  }
}
