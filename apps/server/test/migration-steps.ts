/**
 * The test of one migration on a database an earlier release left, on both engines: every
 * migration before it applied, then the test writes that release's rows and calls `upgrade`,
 * which applies this migration alone.
 */
import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { migrate } from '../src/db/migrate';
import { migrations } from '../src/db/migrations';
import type { DatabaseSchema } from '../src/db/schema';
import { useTestDatabase } from './database-templates';
import { describeEachEngine, type Engine } from './engines';

export interface MigrationStep {
  engine: Engine;
  db: Kysely<DatabaseSchema>;
  /** Applies the migration under test, and expects it to be the only one applied. */
  upgrade(): Promise<void>;
}

export function describeMigration(
  id: number,
  subject: string,
  behaviour: string,
  test: (step: MigrationStep) => Promise<void>,
): void {
  describeEachEngine(`migration ${id}: ${subject}`, (engine) => {
    const testDatabase = useTestDatabase(engine);
    it(behaviour, async () => {
      const { database } = testDatabase();
      await migrate(
        database,
        migrations.filter((migration) => migration.id < id),
      );
      const through = migrations.filter((migration) => migration.id <= id);
      await test({
        engine,
        db: database.kysely,
        async upgrade() {
          expect((await migrate(database, through)).applied).toEqual([id]);
        },
      });
    });
  });
}
