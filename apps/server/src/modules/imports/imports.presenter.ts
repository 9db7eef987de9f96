/**
 * The wire shapes of imports: an upload answers its preview and report with the id to confirm
 * it by; a job answers its phase with the percent the screen's progress bar shows.
 */
import type {
  ImportBundleUpload,
  ImportJob,
  ImportPhase,
  ImportUpload,
} from '@outlet-pulse/contracts';
import { importPreviewOf } from './file/prepare-import-file';
import type { JobRecord } from './jobs.repository';
import type { CheckedBundle, CheckedUpload } from './upload-checks';

const PERCENT: Record<ImportPhase, number> = {
  queued: 5,
  staging: 20,
  checking: 45,
  merging: 60,
  rollups: 85,
  done: 100,
  failed: 100,
};

export function presentUpload({ prepared, uploadId }: CheckedUpload): ImportUpload {
  return { ...importPreviewOf(prepared), uploadId };
}

export function presentBundle({ report, uploadId }: CheckedBundle): ImportBundleUpload {
  return { ...report, uploadId };
}

export function presentJob(job: JobRecord): ImportJob {
  return {
    jobId: job.id,
    batchId: job.batchId,
    kind: job.kind,
    fileName: job.fileName,
    phase: job.phase,
    percent: PERCENT[job.phase],
    counts: job.counts,
    message: job.message,
  };
}
