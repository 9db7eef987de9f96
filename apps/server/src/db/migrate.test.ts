import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestDatabase, describeEachEngine, type TestDatabase } from '../../test/engines';
import { migrate } from './migrate';
import { migrations } from './migrations';

const SALES_TABLES = [
  'companies',
  'outlet_types',
  'outlet_groups',
  'outlets',
  'product_categories',
  'daily_sales',
  'daily_category_sales',
  'daily_traffic',
  'monthly_targets',
  'monthly_sales',
  'monthly_category_sales',
  'monthly_traffic',
  'data_updates',
];

async function tableExists(testDatabase: TestDatabase, table: string): Promise<boolean> {
  const rows = await testDatabase.database.rawTransaction((transaction) =>
    transaction.query<{ found: number }>(
      `SELECT COUNT(*) AS found FROM information_schema.tables
        WHERE table_name = '${table}' AND table_schema = current_schema()`,
    ),
  );
  return Number(rows[0]?.found) === 1;
}

describeEachEngine('migrations', (engine) => {
  let testDatabase: TestDatabase;
  beforeEach(async () => {
    testDatabase = await createTestDatabase(engine);
  });
  afterEach(async () => testDatabase.dispose());

  it('creates every sales table on an empty database, then has nothing left to do', async () => {
    const first = await migrate(testDatabase.database);
    expect(first.applied).toEqual(migrations.map((migration) => migration.id));
    for (const table of SALES_TABLES) expect(await tableExists(testDatabase, table)).toBe(true);

    const second = await migrate(testDatabase.database);
    expect(second.applied).toEqual([]);
  });

  it('applies nothing of a batch when one migration in it fails', async () => {
    const batch = [
      { id: 1, name: 'good', statements: ['CREATE TABLE first_table (id INTEGER)'] },
      { id: 2, name: 'broken', statements: ['CREATE TABLE second_table (id NOT_A_TYPE)'] },
    ];
    await expect(migrate(testDatabase.database, batch)).rejects.toThrow();
    expect(await tableExists(testDatabase, 'first_table')).toBe(false);

    const retried = await migrate(testDatabase.database, batch.slice(0, 1));
    expect(retried.applied).toEqual([1]);
    expect(await tableExists(testDatabase, 'first_table')).toBe(true);
  });

  it('enforces the schema: a close date before the open date is refused', async () => {
    await migrate(testDatabase.database);
    await expect(
      testDatabase.database.kysely
        .insertInto('outlets')
        .values({
          id: 'KCG01-0001',
          name: 'ARUNA TEST',
          company_code: 'KCG01',
          type_code: 'STORES',
          group_code: 'O',
          city: 'Jakarta',
          open_date: '2025-03-01',
          close_date: '2025-02-28',
          active: true,
        })
        .execute(),
    ).rejects.toThrow();
  });
});
