/**
 * Imports as the import screen drives them: upload a file for its check, confirm the checked
 * upload, then poll its job until the load has ended (done or failed), whichever server is asked.
 */
import {
  IMPORT_LAYOUTS,
  type ImportJob,
  type ImportKind,
  type ImportUpload,
} from '@outlet-pulse/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { DailySalesTable, DatabaseSchema } from '../src/db/schema';

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

/** Confirms a checked upload and answers the server's reply, accepted or refused. */
export function confirmUpload(api: JobApi, uploadId: string): Promise<LightMyRequestResponse> {
  return api.post('/api/import/confirm', { uploadId });
}

/** Confirms an upload (which must be accepted) and answers its job once the load has ended. */
export async function confirmAndWait(api: JobApi, uploadId: string): Promise<ImportJob> {
  const confirmed = await confirmUpload(api, uploadId);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return endedJob(api, confirmed.json().data as ImportJob);
}

type DailySalesAmount = Exclude<keyof DailySalesTable, 'outlet_id' | 'sale_date'>;

/** The amount columns of a daily-sales file, in the layout's order after outlet_id and date. */
export const DAILY_SALES_AMOUNTS = IMPORT_LAYOUTS['daily-sales'].columns
  .slice(2)
  .map((column) => column.name as DailySalesAmount);

/** A day's amounts in the order of a daily-sales file. */
export const dailySalesAmounts = <Value>(day: Record<DailySalesAmount, Value>): Value[] =>
  DAILY_SALES_AMOUNTS.map((column) => day[column]);

/** The ids of the first outlets in id order: files that must name outlets the database holds. */
export async function firstOutletIds(db: Kysely<DatabaseSchema>, count: number): Promise<string[]> {
  const rows = await db.selectFrom('outlets').select('id').orderBy('id').limit(count).execute();
  return rows.map((row) => row.id);
}

/** A CSV file's text: the header line, then one line per row. */
export const csv = (header: string, rows: (string | number)[][]) =>
  `${[header, ...rows.map((row) => row.join(','))].join('\n')}\n`;

/** Uploads a file of one kind for its check, as the screen sends it. */
export function uploadFile(
  app: FastifyInstance,
  headers: Record<string, string>,
  kind: ImportKind,
  body: string | Buffer,
  fileName = `${kind}.csv`,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/api/import/upload?kind=${kind}&fileName=${encodeURIComponent(fileName)}`,
    headers: { ...headers, 'content-type': 'application/octet-stream' },
    payload: body,
  });
}

/** Uploads a file that must check clean, confirms it and answers its job once loaded. */
export async function importCleanFile(
  app: FastifyInstance,
  headers: Record<string, string>,
  kind: ImportKind,
  body: string,
): Promise<ImportJob> {
  const uploaded = await uploadFile(app, headers, kind, body);
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const preview = uploaded.json().data as ImportUpload;
  expect(preview.issues).toEqual([]);
  return confirmAndWait(apiWith(app, headers), preview.uploadId);
}
