/** How many rows a table holds, read with plain SQL: tests compare it before and after a call. */
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../src/db/schema';

export async function countRows(
  db: Kysely<DatabaseSchema>,
  table: keyof DatabaseSchema,
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
