/**
 * The test of one migration on a database an earlier release left: every migration before it
 * applied, then the test writes that release's rows and calls `upgrade`, which applies this
 * migration alone.
 */
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import { migrate } from '../src/db/migrate';
import { migrations } from '../src/db/migrations';
import type { DatabaseSchema } from '../src/db/schema';
import { useTestDatabase } from './database-templates';
import type { Engine } from './engines';

export interface MigrationStep {
  db: Kysely<DatabaseSchema>;
  /** Applies the migration under test, and expects it to be the only one applied. */
  upgrade(): Promise<void>;
}

/**
 * A fresh database of the engine for each test; `before()` brings it to the release before
 * migration `id` (every migration before it applied) and answers it with `upgrade`.
 */
export function useMigrationStep(engine: Engine, id: number): { before(): Promise<MigrationStep> } {
  const testDatabase = useTestDatabase(engine, { for: 'each test' });
  return {
    async before() {
      const { database } = testDatabase();
      await migrate(
        database,
        migrations.filter((migration) => migration.id < id),
      );
      const through = migrations.filter((migration) => migration.id <= id);
      return {
        db: database.kysely,
        async upgrade() {
          expect((await migrate(database, through)).applied).toEqual([id]);
        },
      };
    },
  };
}
