/**
 * Migration 12 on a database of an earlier release, on both engines: the history rows already
 * there keep their kind and user and name no label; afterwards a row may carry a label and, for
 * a file refused at the check whose name tells no kind, no kind; the index on the start time
 * is still there.
 */
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../../test/engines';
import { LOADED_BATCH_ROW } from '../../test/factories';
import { useMigrationStep } from '../../test/migration-steps';

const BATCH = LOADED_BATCH_ROW;

describeEachEngine('migration 12: import actor', (engine) => {
  const step = useMigrationStep(engine, 12);

  it('keeps the history an earlier release wrote and lets a row name a label and no kind', async () => {
    const { db, upgrade } = await step.before();
    await db
      .insertInto('import_batches')
      .values({ ...BATCH, id: 'IMP2611AAAAA', kind: 'traffic' })
      .execute();

    await upgrade();

    await db
      .insertInto('import_batches')
      .values({
        ...BATCH,
        id: 'IMP2611BBBBB',
        kind: null,
        file_name: 'notes.txt',
        status: 'FAILED',
        rows_read: 0,
        inserted: 0,
        actor_label: 'inbox',
        started_at: BATCH.started_at + 5000,
      })
      .execute();
    const rows = await db
      .selectFrom('import_batches')
      .select(['id', 'kind', 'file_name', 'actor_label'])
      .orderBy('started_at')
      .execute();
    expect(rows).toEqual([
      { id: 'IMP2611AAAAA', kind: 'traffic', file_name: 'traffic.csv', actor_label: null },
      { id: 'IMP2611BBBBB', kind: null, file_name: 'notes.txt', actor_label: 'inbox' },
    ]);

    const index =
      engine === 'duckdb'
        ? sql<{ n: number }>`SELECT COUNT(*) AS n FROM duckdb_indexes()
               WHERE schema_name = current_schema() AND index_name = 'import_batches_started'`
        : sql<{ n: number }>`SELECT COUNT(*) AS n FROM pg_indexes
               WHERE schemaname = current_schema() AND indexname = 'import_batches_started'`;
    const [found] = (await index.execute(db)).rows;
    expect(Number(found?.n)).toBe(1);
  });
});
