/**
 * Two servers behind a balancer on one PostgreSQL database: a file uploaded through one is
 * confirmed and polled through the other, and both show it in the history; a server closed
 * (drained) right after confirming an import finishes loading it first. (One process owns a
 * DuckDB file, so only PostgreSQL is shared this way.)
 */
import type { ImportBatch, ImportJob, ImportUpload } from '@outlet-pulse/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type DemoApp, startDemoApp, startReplica } from '../../../test/demo-app';
import { describePostgres } from '../../../test/engines';
import { apiWith, confirmAndWait, csv, firstOutletIds, jobOf } from '../../../test/import-jobs';
import { signIn } from '../../../test/sign-in';

describePostgres('imports on two servers', () => {
  let demo: DemoApp;
  let first: FastifyInstance;
  let second: FastifyInstance;
  let headers: Record<string, string>;
  /** Door counts of two demo outlets, different from what the demo data holds. */
  let file: string;

  beforeAll(async () => {
    demo = await startDemoApp('postgres');
    first = demo.app;
    second = await startReplica(demo);
    headers = (await signIn(first, 'admin')).headers;
    const outlets = await firstOutletIds(demo.database.kysely, 2);
    file = csv(
      'outlet_id,date,visitors',
      outlets.map((outlet) => [outlet, '2026-10-01', 100001]),
    );
  });
  afterAll(async () => {
    await second?.close();
    await demo?.dispose();
  });

  const job = (app: FastifyInstance, jobId: string) => jobOf(apiWith(app, headers), jobId);

  it('confirms and polls through one server an upload made through the other', async () => {
    const uploaded = await first.inject({
      method: 'POST',
      url: '/api/import/upload?kind=traffic&fileName=traffic.csv',
      headers: { ...headers, 'content-type': 'text/csv' },
      payload: file,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { uploadId, issues } = uploaded.json().data as ImportUpload;
    expect(issues).toEqual([]);

    const polled = await confirmAndWait(apiWith(second, headers), uploadId);
    expect(polled).toMatchObject({
      phase: 'done',
      message: null,
      counts: { rows: 2, unchanged: 0 },
    });
    expect(await job(first, polled.jobId)).toEqual(polled);
    const loaded = await demo.database.kysely
      .selectFrom('daily_traffic')
      .select('visitors')
      .where('traffic_date', '=', '2026-10-01')
      .where('visitors', '=', 100001)
      .execute();
    expect(loaded).toHaveLength(2);

    // The upload was taken: a second confirm, through either server, finds it gone.
    for (const app of [first, second]) {
      const again = await app.inject({
        method: 'POST',
        url: '/api/import/confirm',
        headers,
        payload: { uploadId },
      });
      expect(again.statusCode).toBe(404);
    }

    for (const app of [first, second]) {
      const history = await app.inject({ method: 'GET', url: '/api/import/history', headers });
      const rows = history.json().data.rows as ImportBatch[];
      expect(rows.map((row) => [row.id, row.status, row.fileName])).toContainEqual([
        polled.batchId,
        'LOADED',
        'traffic.csv',
      ]);
    }
  });

  it('finishes loading an import it confirmed before it closes', async () => {
    const closing = await startReplica(demo);
    const uploaded = await first.inject({
      method: 'POST',
      url: '/api/import/upload?kind=traffic&fileName=traffic-at-shutdown.csv',
      headers: { ...headers, 'content-type': 'text/csv' },
      payload: file.replaceAll('100001', '100002'),
    });
    const { uploadId } = uploaded.json().data as ImportUpload;
    const confirmed = await closing.inject({
      method: 'POST',
      url: '/api/import/confirm',
      headers,
      payload: { uploadId },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { jobId } = confirmed.json().data as ImportJob;

    await closing.close();
    expect(await job(first, jobId)).toMatchObject({ phase: 'done', counts: { rows: 2 } });
  });
});
