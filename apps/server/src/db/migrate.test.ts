/**
 * The migration runner on both engines, and the migrations frozen: a database built from
 * migrations 1 to 8 alone has the schema and the seed rows recorded in migrations/snapshots/
 * (taken before the migrations stopped importing the app's seeds). A difference there means a
 * shipped migration changed meaning.
 */
import { type Kysely, sql } from 'kysely';
import { expect, it } from 'vitest';
import { useTestDatabase } from '../../test/database-templates';
import { describeEachEngine, type TestDatabase } from '../../test/engines';
import { refreshRunningMonth } from '../modules/sales-data/rollups';
import type { Database } from './database';
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

const OUTLET = {
  id: 'KCG01-0001',
  name: 'ARUNA TEST',
  company_code: 'KCG01',
  type_code: 'STORES',
  group_code: 'O',
  city: 'Jakarta',
  active: true,
};

async function tableExists(testDatabase: TestDatabase, table: string): Promise<boolean> {
  const { rows } = await sql<{ found: number }>`SELECT COUNT(*) AS found
      FROM information_schema.tables
     WHERE table_name = ${table} AND table_schema = current_schema()`.execute(
    testDatabase.database.kysely,
  );
  return rows[0]?.found === 1;
}

/** The last migration the snapshots cover; later ones add to what they describe. */
const SNAPSHOT_THROUGH = 8;

const SEED_TABLES = ['roles', 'role_permissions', 'menus', 'role_menus', 'change_versions'];

async function rows(kysely: Kysely<unknown>, query: ReturnType<typeof sql>) {
  return (await query.execute(kysely)).rows as Record<string, unknown>[];
}

/** Tables, columns, constraints, indexes and sequences of the current schema, sorted. */
async function describeSchema(database: Database) {
  const kysely = database.kysely as unknown as Kysely<unknown>;
  const columns = await rows(
    kysely,
    sql`SELECT table_name, column_name, data_type, character_maximum_length, is_nullable,
               column_default
          FROM information_schema.columns
         WHERE table_schema = current_schema()
         ORDER BY table_name, column_name`,
  );
  if (database.engine === 'duckdb') {
    return {
      columns,
      constraints: await rows(
        kysely,
        sql`SELECT table_name, constraint_type, constraint_text FROM duckdb_constraints()
             WHERE database_name = current_database() AND schema_name = current_schema()
             ORDER BY table_name, constraint_type, constraint_text`,
      ),
      indexes: await rows(
        kysely,
        sql`SELECT table_name, index_name, sql FROM duckdb_indexes()
             WHERE database_name = current_database() AND schema_name = current_schema()
             ORDER BY table_name, index_name`,
      ),
      sequences: await rows(
        kysely,
        sql`SELECT sequence_name, start_value, increment_by FROM duckdb_sequences()
             WHERE database_name = current_database() AND schema_name = current_schema()
             ORDER BY sequence_name`,
      ),
    };
  }
  return {
    columns,
    constraints: await rows(
      kysely,
      sql`SELECT c.relname AS table_name, k.conname AS constraint_name, k.contype AS constraint_type,
                 pg_get_constraintdef(k.oid) AS definition
            FROM pg_constraint k
            JOIN pg_class c ON c.oid = k.conrelid
            JOIN pg_namespace n ON n.oid = c.relnamespace
           WHERE n.nspname = current_schema()
           ORDER BY c.relname, k.conname`,
    ),
    indexes: await rows(
      kysely,
      sql`SELECT tablename AS table_name, indexname AS index_name,
                 replace(indexdef, current_schema() || '.', '') AS definition
            FROM pg_indexes
           WHERE schemaname = current_schema()
           ORDER BY tablename, indexname`,
    ),
    sequences: await rows(
      kysely,
      sql`SELECT sequence_name, data_type, start_value, increment
            FROM information_schema.sequences
           WHERE sequence_schema = current_schema()
           ORDER BY sequence_name`,
    ),
  };
}

/** Every row of the tables the migrations seed, in a stable order. */
async function seedRows(database: Database) {
  const kysely = database.kysely as unknown as Kysely<unknown>;
  const seeded: Record<string, Record<string, unknown>[]> = {};
  for (const table of SEED_TABLES) {
    // Sorted here: the engines' collations order text differently.
    const found = await rows(kysely, sql`SELECT * FROM ${sql.table(table)}`);
    seeded[table] = found
      .map((row) => JSON.stringify(row))
      .sort()
      .map((row) => JSON.parse(row));
  }
  return seeded;
}

const asJson = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

describeEachEngine('migrations', (engine) => {
  const testDatabase = useTestDatabase(engine, { for: 'each test' });

  it('builds, from migrations 1 to 8 alone, the schema and seed rows they always built', async () => {
    await migrate(
      testDatabase().database,
      migrations.filter((migration) => migration.id <= SNAPSHOT_THROUGH),
    );
    await expect(asJson(await describeSchema(testDatabase().database))).toMatchFileSnapshot(
      `./migrations/snapshots/schema.${engine}.json`,
    );
    await expect(asJson(await seedRows(testDatabase().database))).toMatchFileSnapshot(
      './migrations/snapshots/seed-rows.json',
    );
  });

  it('creates every sales table on an empty database, then has nothing left to do', async () => {
    const first = await migrate(testDatabase().database);
    expect(first.applied).toEqual(migrations.map((migration) => migration.id));
    for (const table of SALES_TABLES) expect(await tableExists(testDatabase(), table)).toBe(true);

    const second = await migrate(testDatabase().database);
    expect(second.applied).toEqual([]);
  });

  it('applies nothing of a batch when one migration in it fails', async () => {
    const batch = [
      { id: 1, name: 'good', statements: ['CREATE TABLE first_table (id INTEGER)'] },
      { id: 2, name: 'broken', statements: ['CREATE TABLE second_table (id NOT_A_TYPE)'] },
    ];
    await expect(migrate(testDatabase().database, batch)).rejects.toThrow();
    expect(await tableExists(testDatabase(), 'first_table')).toBe(false);

    const retried = await migrate(testDatabase().database, batch.slice(0, 1));
    expect(retried.applied).toEqual([1]);
    expect(await tableExists(testDatabase(), 'first_table')).toBe(true);
  });

  it('enforces the schema: a close date before the open date is refused', async () => {
    await migrate(testDatabase().database);
    await expect(
      testDatabase()
        .database.kysely.insertInto('outlets')
        .values({ ...OUTLET, open_date: '2025-03-01', close_date: '2025-02-28' })
        .execute(),
    ).rejects.toThrow();
  });

  it('brings a database of an earlier release up to the running month', async () => {
    const { database } = testDatabase();
    await migrate(
      database,
      migrations.filter((migration) => migration.id < 8),
    );
    const day = (date: string, transactions: number) => ({
      outlet_id: 'KCG01-0001',
      sale_date: date,
      gross: 1000 * transactions,
      markdown: 0,
      vip: 0,
      promo: 0,
      nett: 1000 * transactions,
      units: transactions,
      transactions,
    });
    await database.kysely
      .insertInto('outlets')
      .values({ ...OUTLET, open_date: '2020-01-01', close_date: null })
      .execute();
    await database.kysely
      .insertInto('daily_sales')
      .values([
        day('2025-11-02', 3),
        day('2025-11-25', 4),
        day('2026-11-02', 5),
        day('2026-11-03', 6),
      ])
      .execute();
    await database.kysely
      .insertInto('daily_traffic')
      .values([
        { outlet_id: 'KCG01-0001', traffic_date: '2025-11-02', visitors: 30 },
        { outlet_id: 'KCG01-0001', traffic_date: '2026-11-03', visitors: 60 },
      ])
      .execute();
    // Before migration 8, monthly_traffic has no transactions column: plain SQL, not the schema.
    await sql`INSERT INTO monthly_traffic (outlet_id, year, month, visitors, traffic_days)
      VALUES ('KCG01-0001', 2025, 11, 30, 1), ('KCG01-0001', 2026, 11, 60, 1)`.execute(
      database.kysely,
    );
    await database.kysely
      .insertInto('data_updates')
      .values({
        type_code: 'STORES',
        last_sales_date: '2026-11-03',
        loaded_at: sql`CURRENT_TIMESTAMP`,
      })
      .execute();

    const throughRunningMonth = migrations.filter((migration) => migration.id <= 8);
    expect((await migrate(database, throughRunningMonth)).applied).toEqual([8]);
    const traffic = await database.kysely
      .selectFrom('monthly_traffic')
      .select(['year', 'transactions'])
      .orderBy('year')
      .execute();
    expect(traffic.map((row) => [Number(row.year), Number(row.transactions)])).toEqual([
      [2025, 3],
      [2026, 6],
    ]);
    const windows = () =>
      database.kysely
        .selectFrom('running_month_sales')
        .select((eb) => [
          'part',
          'year',
          'month',
          eb.fn.sum<number>('nett').as('nett'),
          eb.fn.sum<number>('visitors').as('visitors'),
          eb.fn.sum<number>('traffic_transactions').as('traffic_transactions'),
        ])
        .groupBy(['part', 'year', 'month'])
        .orderBy('part')
        .execute();
    const migrated = (await windows()).map((row) => Object.values(row).map(Number));
    // 1–3 Nov 2026 and 1–3 Nov 2025: the 25th of last November is outside the same days.
    expect(migrated).toEqual([
      [0, 2026, 11, 11_000, 60, 6],
      [1, 2025, 11, 3_000, 30, 3],
    ]);
    await refreshRunningMonth(database.kysely);
    expect((await windows()).map((row) => Object.values(row).map(Number))).toEqual(migrated);
  });

  it('moves every type’s running month to the one datelast (migration 17)', async () => {
    const { database } = testDatabase();
    await migrate(
      database,
      migrations.filter((migration) => migration.id < 17),
    );
    const sale = (outlet_id: string, sale_date: string, nett: number) => ({
      outlet_id,
      sale_date,
      gross: nett,
      markdown: 0,
      vip: 0,
      promo: 0,
      nett,
      units: 1,
      transactions: 1,
    });
    await database.kysely
      .insertInto('outlet_types')
      .values({ code: 'EVENT', name: 'EVENT' })
      .execute();
    await database.kysely
      .insertInto('outlets')
      .values([
        { ...OUTLET, open_date: '2020-01-01', close_date: null },
        {
          ...OUTLET,
          id: 'KCG01-E001',
          type_code: 'EVENT',
          open_date: '2020-01-01',
          close_date: null,
        },
      ])
      .execute();
    await database.kysely
      .insertInto('daily_sales')
      .values([
        sale('KCG01-0001', '2026-11-03', 5_000),
        sale('KCG01-E001', '2025-11-02', 700),
        sale('KCG01-E001', '2026-06-09', 900),
      ])
      .execute();
    const loaded = sql<Date>`CURRENT_TIMESTAMP`;
    await database.kysely
      .insertInto('data_updates')
      .values([
        { type_code: 'STORES', last_sales_date: '2026-11-03', loaded_at: loaded },
        { type_code: 'EVENT', last_sales_date: '2026-06-09', loaded_at: loaded },
      ])
      .execute();
    // What migration 8's windows held: the event type's own running month, June.
    await sql`INSERT INTO running_month_sales VALUES
      ('KCG01-E001', 0, 2026, 6, 900, 0, 0, 0, 900, 1, 1, 0, 0, 0)`.execute(database.kysely);
    const version = async () =>
      (
        await database.kysely
          .selectFrom('change_versions')
          .select('version')
          .where('name', '=', 'sales')
          .executeTakeFirstOrThrow()
      ).version;
    const before = Number(await version());

    expect(
      (
        await migrate(
          database,
          migrations.filter((migration) => migration.id <= 17),
        )
      ).applied,
    ).toEqual([17]);
    const rows = await database.kysely
      .selectFrom('running_month_sales')
      .select(['outlet_id', 'part', 'year', 'month', 'nett'])
      .orderBy('part')
      .orderBy('outlet_id')
      .execute();
    // 1–3 November for every outlet, and the same days last year, the event's included.
    expect(
      rows.map((row) => [row.outlet_id, ...[row.part, row.year, row.month, row.nett].map(Number)]),
    ).toEqual([
      ['KCG01-0001', 0, 2026, 11, 5_000],
      ['KCG01-E001', 1, 2025, 11, 700],
    ]);
    expect(Number(await version())).toBe(before + 1);
  });
});
