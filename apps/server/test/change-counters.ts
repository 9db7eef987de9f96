/**
 * The app's change counters as the database holds them: a test reads one before and after a
 * write to prove the write bumped it (the caches of options and answers follow these counters).
 */
import type { Kysely } from 'kysely';
import type { ChangeKind } from '../src/db/change-versions';
import { findRow } from '../src/db/find-row';
import type { DatabaseSchema } from '../src/db/schema';

/** The stored version of one change counter. */
export async function storedChangeVersion(
  db: Kysely<DatabaseSchema>,
  kind: ChangeKind,
): Promise<number> {
  const row = await findRow(db, 'change_versions', 'name', kind, ['version']);
  if (!row) throw new Error(`the database holds no change counter ${kind}`);
  return Number(row.version);
}
