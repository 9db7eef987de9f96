/**
 * GET import/jobs/:jobId: a load's phase, percent and, at the end, its counts or why it failed.
 * Asked again every half second until the load is done or has failed.
 */
import { type ImportJob, importJobResponseSchema } from '@outlet-pulse/contracts';
import { useQuery } from '@tanstack/react-query';
import { authorizedRequest } from '../../../lib/authorized-api';
import { isFinished } from '../import-labels';
import { importKeys } from './query-keys';

export const JOB_POLL_MS = 500;

export function getImportJob(jobId: string, signal?: AbortSignal): Promise<ImportJob> {
  return authorizedRequest(`import/jobs/${encodeURIComponent(jobId)}`, importJobResponseSchema, {
    signal,
  });
}

/** Follows the job the confirm answered (`started`) until it is finished. */
export function useImportJob(started: ImportJob) {
  return useQuery({
    queryKey: importKeys.job(started.jobId),
    queryFn: ({ signal }) => getImportJob(started.jobId, signal),
    initialData: started,
    // The confirm's answer is already a moment old: ask at once, unless it is finished.
    initialDataUpdatedAt: isFinished(started.phase) ? Date.now() : 0,
    staleTime: ({ state }) => (state.data && isFinished(state.data.phase) ? 'static' : 0),
    refetchInterval: ({ state }) =>
      state.data && isFinished(state.data.phase) ? false : JOB_POLL_MS,
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: false,
  });
}
