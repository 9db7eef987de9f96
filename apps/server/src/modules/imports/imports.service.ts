/**
 * One import of one file or of several (a bundle), the same from the web, the CLI and the
 * inbox, wired in one place: the upload checks (upload-checks.ts), the jobs a confirmation
 * starts (import-jobs.ts), the imports that check and load at once (immediate-imports.ts),
 * all sharing one loading queue (import-loading.ts), so that this process runs one load at a
 * time. Uploads, jobs and their progress live in the database, so any server may take the
 * next step.
 */
import type { ChangeVersions } from '../../db/change-versions';
import type { Database } from '../../db/database';
import type { ImportFileLimits } from './file/prepare-import-file';
import { ImmediateImports } from './immediate-imports';
import { ImportJobs } from './import-jobs';
import { ImportLoading } from './import-loading';
import { UploadChecks } from './upload-checks';

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

export class ImportService {
  readonly checks: UploadChecks;
  readonly jobs: ImportJobs;
  readonly immediate: ImmediateImports;

  constructor(options: ImportServiceOptions) {
    const parts = { ...options, clock: options.clock ?? Date.now };
    const loading = new ImportLoading(parts);
    this.checks = new UploadChecks(parts, loading);
    this.jobs = new ImportJobs(parts, loading);
    this.immediate = new ImmediateImports(parts, this.checks, loading);
  }
}
