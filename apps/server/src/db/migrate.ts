/**
 * Our numbered-migration runner (Kysely's Migrator does not run on DuckDB). All pending
 * migrations apply in one transaction, so a failure leaves the schema as it was. On
 * PostgreSQL an advisory lock keeps two replicas starting together from racing.
 */
import { sql } from 'kysely';
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
  return database.kysely.transaction().execute(async (transaction) => {
    if (database.engine === 'postgres') {
      await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`.execute(transaction);
    }
    await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
        id INTEGER PRIMARY KEY,
        name VARCHAR(200) NOT NULL,
        applied_at TIMESTAMP NOT NULL
      )`.execute(transaction);
    const appliedRows = await transaction.selectFrom('schema_migrations').select('id').execute();
    const alreadyApplied = new Set(appliedRows.map((row) => row.id));
    const applied: number[] = [];
    for (const migration of [...migrations].sort((a, b) => a.id - b.id)) {
      if (alreadyApplied.has(migration.id)) continue;
      const statements = [
        ...migration.statements,
        ...(database.engine === 'postgres' ? (migration.postgresStatements ?? []) : []),
      ];
      // A migration is SQL text written once (frozen): it holds no values from the caller.
      for (const statement of statements) await sql.raw(statement).execute(transaction);
      await transaction
        .insertInto('schema_migrations')
        .values({ id: migration.id, name: migration.name, applied_at: sql`CURRENT_TIMESTAMP` })
        .execute();
      applied.push(migration.id);
    }
    return { applied };
  });
}
