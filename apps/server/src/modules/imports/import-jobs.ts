/**
 * Uploads waiting for confirmation and loads under way, in this process's memory: an upload
 * belongs to the user who sent it and expires after an hour; a load reports its phase for the
 * screen's progress bar and keeps its result for a while after it ends.
 */
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { IMPORT_JOB_MESSAGES, type ImportJob, type ImportPhase } from '@outlet-pulse/contracts';
import { HttpProblem } from '../../plugins/error-handler';
import type { PreparedImport } from './file/prepare-import-file';
import { type ImportService, WORK_FILE_LIFETIME_MS } from './import.service';
import type { LoadPhase } from './load-import';

const JOB_TTL_MS = 60 * 60_000;

const PERCENT: Record<ImportPhase, number> = {
  queued: 5,
  staging: 20,
  checking: 45,
  merging: 60,
  rollups: 85,
  done: 100,
  failed: 100,
};

interface Upload {
  prepared: PreparedImport;
  userId: number;
  expiresAt: number;
}

interface Job extends ImportJob {
  userId: number;
  finishedAt: number | null;
}

const newId = () => randomBytes(16).toString('base64url');

export class ImportJobs {
  readonly #uploads = new Map<string, Upload>();
  readonly #jobs = new Map<string, Job>();

  constructor(
    private readonly imports: ImportService,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Keeps a checked file until its user confirms it. */
  addUpload(prepared: PreparedImport, userId: number): string {
    this.#sweep();
    const id = newId();
    this.#uploads.set(id, { prepared, userId, expiresAt: this.clock() + WORK_FILE_LIFETIME_MS });
    return id;
  }

  /** Starts loading a confirmed upload; the screen polls the job. */
  async confirm(uploadId: string, userId: number): Promise<ImportJob> {
    this.#sweep();
    const upload = this.#uploads.get(uploadId);
    if (!upload || upload.userId !== userId) {
      throw new HttpProblem(404, IMPORT_JOB_MESSAGES.uploadExpired);
    }
    const { prepared } = upload;
    if (prepared.issueCount > 0) {
      throw new HttpProblem(400, IMPORT_JOB_MESSAGES.hasIssues(prepared.issueCount));
    }
    this.#uploads.delete(uploadId);
    const job: Job = {
      jobId: newId(),
      batchId: await this.imports.newBatchId(),
      kind: prepared.kind,
      fileName: prepared.fileName,
      phase: 'queued',
      percent: PERCENT.queued,
      counts: null,
      message: null,
      userId,
      finishedAt: null,
    };
    this.#jobs.set(job.jobId, job);
    const setPhase = (phase: LoadPhase) => {
      job.phase = phase;
      job.percent = PERCENT[phase];
    };
    this.imports.load(prepared, job.batchId, userId, setPhase).then(
      (loaded) => {
        Object.assign(job, { phase: 'done', percent: 100, counts: loaded.counts });
        job.finishedAt = this.clock();
      },
      (error: unknown) => {
        Object.assign(job, {
          phase: 'failed',
          percent: 100,
          message:
            error instanceof HttpProblem
              ? error.message
              : 'The import failed and nothing was loaded. Try again, or ask an administrator to look at the server log.',
        });
        job.finishedAt = this.clock();
      },
    );
    return publicJob(job);
  }

  job(jobId: string, userId: number): ImportJob {
    const job = this.#jobs.get(jobId);
    if (!job || job.userId !== userId) {
      throw new HttpProblem(404, 'This import does not exist or has expired.');
    }
    return publicJob(job);
  }

  #sweep(): void {
    const now = this.clock();
    for (const [id, upload] of this.#uploads) {
      if (upload.expiresAt <= now) {
        this.#uploads.delete(id);
        void rm(upload.prepared.outputPath, { force: true });
      }
    }
    for (const [id, job] of this.#jobs) {
      if (job.finishedAt !== null && job.finishedAt + JOB_TTL_MS <= now) this.#jobs.delete(id);
    }
  }
}

function publicJob(job: Job): ImportJob {
  const { userId: _userId, finishedAt: _finishedAt, ...visible } = job;
  return visible;
}
