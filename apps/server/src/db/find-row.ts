/**
 * The single-row lookups every repository needs: the row of a table whose column holds a value
 * (a key, a unique token), with the columns asked for, or whether any row holds it. Kysely
 * cannot type `selectFrom` over a table name that is itself a type parameter, so the query is
 * built on an untyped view of the executor once, here, and the result typed from
 * DatabaseSchema.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Executor } from './database';
import type { DatabaseSchema } from './schema';

type TableName = keyof DatabaseSchema & string;
type Row<T extends TableName> = Selectable<DatabaseSchema[T]>;
type Column<T extends TableName> = keyof Row<T> & string;

function rowsWhere<T extends TableName, K extends Column<T>>(
  db: Executor,
  table: T,
  key: K,
  value: Row<T>[K],
  columns: readonly Column<T>[],
) {
  const untyped = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  return untyped
    .selectFrom(table as string)
    .select(columns as readonly string[])
    .where(key as string, '=', value);
}

export async function findRow<T extends TableName, K extends Column<T>, S extends Column<T>>(
  db: Executor,
  table: T,
  key: K,
  value: Row<T>[K],
  columns: readonly S[],
): Promise<Pick<Row<T>, S> | undefined> {
  return rowsWhere(db, table, key, value, columns).executeTakeFirst() as Promise<
    Pick<Row<T>, S> | undefined
  >;
}

/** Whether any row of the table holds the value in the column (reads at most one row). */
export async function hasRow<T extends TableName, K extends Column<T>>(
  db: Executor,
  table: T,
  key: K,
  value: Row<T>[K],
): Promise<boolean> {
  const row = await rowsWhere(db, table, key, value, [key]).limit(1).executeTakeFirst();
  return row !== undefined;
}
