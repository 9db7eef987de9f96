/**
 * The app's change counters as the database holds them: a test reads one before and after a
 * write to prove the write bumped it (the caches of options and answers follow these counters).
 */
import type { Kysely } from 'kysely';
import type { ChangeKind } from '../src/db/change-versions';
import type { DatabaseSchema } from '../src/db/schema';

/** The stored version of one change counter. */
export async function storedChangeVersion(
  db: Kysely<DatabaseSchema>,
  kind: ChangeKind,
): Promise<number> {
  const row = await db
    .selectFrom('change_versions')
    .select('version')
    .where('name', '=', kind)
    .executeTakeFirstOrThrow();
  return Number(row.version);
}
