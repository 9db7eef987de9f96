/**
 * A job's answer between its load's commit and its last word (or after its server stopped
 * there), on both engines: done, with the counts of all its files' batches, not only the
 * first's — the screen stops polling at done and shows these counts.
 */
import { expect, it } from 'vitest';
import { MIGRATED, useTestDatabase } from '../../../test/database-templates';
import { describeEachEngine } from '../../../test/engines';
import { findJob } from './jobs.repository';

const BATCH = {
  kind: 'outlets',
  status: 'LOADED',
  message: null,
  user_id: 1,
  actor_label: null,
  started_at: 1_700_000_000_000,
  finished_at: 1_700_000_001_000,
};

describeEachEngine('findJob', (engine) => {
  const testDatabase = useTestDatabase(engine, { from: MIGRATED, for: 'each test' });

  it('answers a bundle committed but not yet finished as done with all its files’ counts', async () => {
    const db = testDatabase().database.kysely;
    await db
      .insertInto('import_jobs')
      .values({
        id: 'job-1',
        upload_id: 'upload-1',
        batch_id: 'IMP2611ABCDE',
        user_id: 1,
        kind: 'companies',
        file_name: 'companies.csv, outlets.csv, daily-sales.csv',
        rows_read: 4,
        phase: 'rollups',
        inserted: null,
        updated: null,
        unchanged: null,
        message: null,
        created_at: 1_700_000_000_000,
        heartbeat_at: 1_700_000_000_500,
        finished_at: null,
      })
      .execute();
    expect((await findJob(db, 'job-1'))?.phase).toBe('rollups');

    const batch = (id: string, inserted: number, updated: number, unchanged: number) => ({
      ...BATCH,
      id,
      file_name: `${id}.csv`,
      rows_read: inserted + updated + unchanged,
      inserted,
      updated,
      unchanged,
    });
    await db
      .insertInto('import_batches')
      .values([
        batch('IMP2611ABCDE', 1, 0, 0),
        batch('IMP2611ABCDE-2', 1, 0, 0),
        batch('IMP2611ABCDE-3', 1, 1, 0),
        // Another import's batch, whose number only starts the same.
        batch('IMP2611ABCDEF', 7, 7, 7),
      ])
      .execute();
    const job = await findJob(db, 'job-1');
    expect(job).toMatchObject({
      phase: 'done',
      counts: { rows: 4, inserted: 3, updated: 1, unchanged: 0 },
      heartbeatAt: null,
    });
  });
});
