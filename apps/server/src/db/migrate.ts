/**
 * Our numbered-migration runner (Kysely's Migrator does not run on DuckDB). All pending
 * migrations apply in one transaction, so a failure leaves the schema as it was. On
 * PostgreSQL an advisory lock keeps two replicas starting together from racing.
 */
import type { Database } from './database';
import { migrations as allMigrations } from './migrations';
import type { Migration } from './migrations/migration';

const MIGRATION_LOCK_KEY = 7_302_026;

export interface MigrationReport {
  applied: number[];
}

export async function migrate(
  database: Database,
  migrations: readonly Migration[] = allMigrations,
): Promise<MigrationReport> {
  return database.rawTransaction(async (transaction) => {
    if (database.engine === 'postgres') {
      await transaction.execute(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    }
    await transaction.execute(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
        id INTEGER PRIMARY KEY,
        name VARCHAR(200) NOT NULL,
        applied_at TIMESTAMP NOT NULL
      )`,
    );
    const appliedRows = await transaction.query<{ id: number }>('SELECT id FROM schema_migrations');
    const alreadyApplied = new Set(appliedRows.map((row) => row.id));
    const applied: number[] = [];
    for (const migration of [...migrations].sort((a, b) => a.id - b.id)) {
      if (alreadyApplied.has(migration.id)) continue;
      const statements = [
        ...migration.statements,
        ...(database.engine === 'postgres' ? (migration.postgresStatements ?? []) : []),
      ];
      for (const statement of statements) await transaction.execute(statement);
      await transaction.execute(
        `INSERT INTO schema_migrations (id, name, applied_at)
         VALUES (${migration.id}, '${migration.name.replaceAll("'", "''")}', CURRENT_TIMESTAMP)`,
      );
      applied.push(migration.id);
    }
    return { applied };
  });
}
