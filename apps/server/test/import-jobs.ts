/**
 * Import jobs as the import screen drives them: confirm a checked upload, then poll its job
 * until the load has ended (done or failed), whichever server is asked.
 */
import type { ImportJob } from '@outlet-pulse/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** The calls a job needs: a Caller (test/requests.ts) is one, and so is `apiWith`'s answer. */
export interface JobApi {
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload: object): Promise<LightMyRequestResponse>;
}

/** The calls of one app with fixed headers, e.g. a session signed in by the test. */
export function apiWith(app: FastifyInstance, headers: Record<string, string>): JobApi {
  return {
    get: (url) => app.inject({ method: 'GET', url, headers }),
    post: (url, payload) => app.inject({ method: 'POST', url, headers, payload }),
  };
}

/** The job's answer now. */
export async function jobOf(api: JobApi, jobId: string): Promise<ImportJob> {
  return (await api.get(`/api/import/jobs/${jobId}`)).json().data as ImportJob;
}

const ended = (job: ImportJob) => job.phase === 'done' || job.phase === 'failed';

/** The job once its load has ended, polled as the screen polls it. */
export async function endedJob(api: JobApi, job: ImportJob): Promise<ImportJob> {
  let polled = job;
  while (!ended(polled)) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    polled = await jobOf(api, polled.jobId);
  }
  return polled;
}

/** Confirms an upload (which must be accepted) and answers its job once the load has ended. */
export async function confirmAndWait(api: JobApi, uploadId: string): Promise<ImportJob> {
  const confirmed = await api.post('/api/import/confirm', { uploadId });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return endedJob(api, confirmed.json().data as ImportJob);
}
