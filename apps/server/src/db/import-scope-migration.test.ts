/**
 * Migration 13 on a database of an earlier release, on both engines: the history rows already
 * there keep their values and read as of unknown companies (shown only to their user and to
 * importers of every company); afterwards a row may record the companies its load touched.
 */
import { expect, it } from 'vitest';
import { describeEachEngine } from '../../test/engines';
import { LOADED_BATCH_ROW } from '../../test/factories';
import { useMigrationStep } from '../../test/migration-steps';

const BATCH = { ...LOADED_BATCH_ROW, kind: 'traffic', actor_label: 'cli' };

describeEachEngine('migration 13: import scope', (engine) => {
  const step = useMigrationStep(engine, 13);

  it('keeps the history an earlier release wrote, of unknown companies, and records new ones', async () => {
    const { db, upgrade } = await step.before();
    await db
      .insertInto('import_batches')
      .values({ ...BATCH, id: 'IMP2611AAAAA' })
      .execute();

    await upgrade();

    await db
      .insertInto('import_batches')
      .values({ ...BATCH, id: 'IMP2611BBBBB', companies_recorded: true })
      .execute();
    await db
      .insertInto('import_batch_companies')
      .values([
        { batch_id: 'IMP2611BBBBB', company_code: 'KCG01' },
        { batch_id: 'IMP2611BBBBB', company_code: 'KCG02' },
      ])
      .execute();
    const rows = await db
      .selectFrom('import_batches')
      .select(['id', 'inserted', 'actor_label', 'companies_recorded'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: 'IMP2611AAAAA', inserted: 3, actor_label: 'cli', companies_recorded: null },
      { id: 'IMP2611BBBBB', inserted: 3, actor_label: 'cli', companies_recorded: true },
    ]);
    const touched = await db
      .selectFrom('import_batch_companies')
      .select('company_code')
      .where('batch_id', '=', 'IMP2611BBBBB')
      .orderBy('company_code')
      .execute();
    expect(touched.map((row) => row.company_code)).toEqual(['KCG01', 'KCG02']);
  });
});
