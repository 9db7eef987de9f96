/**
 * A load whose server stopped (a crash, kill -9) leaves a job that never finished and no
 * history row. On both engines: the next start records it as interrupted, with a FAILED line
 * in the history and the job failed with the reason, and drops its staged rows; a load whose
 * batch committed before the stop keeps its LOADED line and gets no other. A job another
 * server may still be running (PostgreSQL, a recent heartbeat) is left until its silence
 * shows it stopped; on DuckDB, whose file one process owns, a start finds every unfinished
 * load stopped.
 */
import { IMPORT_JOB_MESSAGES, type ImportBatch, type ImportJob } from '@outlet-pulse/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TEST_AUTH_SECRET, testAppConfig } from '../../../test/app-config';
import { createTestDatabase, describeEachEngine, type TestDatabase } from '../../../test/engines';
import { LOADED_BATCH_ROW } from '../../../test/factories';
import { secondFactorClock } from '../../../test/second-factor';
import { signIn } from '../../../test/sign-in';
import { buildApp } from '../../app';
import { migrate } from '../../db/migrate';
import { seedDemoUsers } from '../../seed/demo-users';

const STOPPED = { job: 'a'.repeat(32), upload: 'b'.repeat(32), batch: 'IMP2611STOPA' };
const COMMITTED = { job: 'c'.repeat(32), upload: 'd'.repeat(32), batch: 'IMP2611DONEC' };
const RECENT = { job: 'e'.repeat(32), upload: 'f'.repeat(32), batch: 'IMP2611BEATE' };

describeEachEngine('loads interrupted by a stopped server', (engine) => {
  let testDatabase: TestDatabase;
  let app: FastifyInstance;
  let headers: Record<string, string>;
  let now = Date.now();

  beforeAll(async () => {
    testDatabase = await createTestDatabase(engine);
    const db = testDatabase.database.kysely;
    await migrate(testDatabase.database);
    await seedDemoUsers(db, { authSecret: TEST_AUTH_SECRET });
    const admin = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    const job = (ids: typeof STOPPED, heartbeatAt: number) => ({
      id: ids.job,
      upload_id: ids.upload,
      batch_id: ids.batch,
      user_id: admin.id,
      kind: 'traffic',
      file_name: `${ids.batch}.csv`,
      rows_read: 3,
      phase: 'merging',
      created_at: heartbeatAt - 1000,
      heartbeat_at: heartbeatAt,
    });
    const longAgo = now - 10 * 60_000;
    await db
      .insertInto('import_jobs')
      .values([job(STOPPED, longAgo), job(COMMITTED, longAgo), job(RECENT, now - 5000)])
      .execute();
    // The stopped load's staged rows, which its upload made before the confirm.
    await sql`CREATE TABLE ${sql.table(`import_rows_${STOPPED.upload}`)} (outlet_id VARCHAR(20))`.execute(
      db,
    );
    // The committed load's batch row: its server stopped before it said so.
    await db
      .insertInto('import_batches')
      .values({
        ...LOADED_BATCH_ROW,
        id: COMMITTED.batch,
        kind: 'traffic',
        file_name: `${COMMITTED.batch}.csv`,
        user_id: admin.id,
        started_at: longAgo,
        finished_at: longAgo + 500,
        companies_recorded: true,
      })
      .execute();

    app = await buildApp({
      config: testAppConfig(),
      database: testDatabase.database,
      authSecret: TEST_AUTH_SECRET,
      secondFactorClock: secondFactorClock.now,
      clock: () => now,
    });
    await app.ready();
    headers = (await signIn(app, 'admin')).headers;
  });
  afterAll(async () => {
    await app?.close();
    await testDatabase?.dispose();
  });

  const history = async () => {
    const response = await app.inject({ method: 'GET', url: '/api/import/history', headers });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data as { rows: ImportBatch[] }).rows;
  };
  const job = async (id: string) =>
    (await app.inject({ method: 'GET', url: `/api/import/jobs/${id}`, headers })).json()
      .data as ImportJob;

  it('records a load stopped before it committed as interrupted, in the history and its job', async () => {
    const lines = (await history()).filter((line) => line.id === STOPPED.batch);
    expect(lines).toEqual([
      expect.objectContaining({
        kind: 'traffic',
        fileName: `${STOPPED.batch}.csv`,
        status: 'FAILED',
        rows: 3,
        inserted: 0,
        message: IMPORT_JOB_MESSAGES.interrupted,
        username: 'admin',
      }),
    ]);
    expect(await job(STOPPED.job)).toMatchObject({
      phase: 'failed',
      counts: null,
      message: IMPORT_JOB_MESSAGES.interrupted,
    });
    const staged = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM information_schema.tables
        WHERE table_name = ${`import_rows_${STOPPED.upload}`}`.execute(
      testDatabase.database.kysely,
    );
    expect(Number(staged.rows[0]?.n)).toBe(0);
  });

  it('adds no line for a load whose batch committed, which reads as done', async () => {
    const lines = (await history()).filter((line) => line.id === COMMITTED.batch);
    expect(lines.map((line) => line.status)).toEqual(['LOADED']);
    expect(await job(COMMITTED.job)).toMatchObject({ phase: 'done' });
  });

  it('records a recent load at the start on DuckDB, and on PostgreSQL once it has been silent', async () => {
    const recent = async () => (await history()).filter((line) => line.id === RECENT.batch);
    if (engine === 'duckdb') {
      expect(await recent()).toHaveLength(1);
    } else {
      // Another server may be loading it: its heartbeat is five seconds old.
      expect(await recent()).toEqual([]);
      expect(await job(RECENT.job)).toMatchObject({ phase: 'merging' });
      now += 2 * 60_000;
    }
    expect(await recent()).toEqual([
      expect.objectContaining({ status: 'FAILED', message: IMPORT_JOB_MESSAGES.interrupted }),
    ]);
    expect(await job(RECENT.job)).toMatchObject({ phase: 'failed' });
  });
});
