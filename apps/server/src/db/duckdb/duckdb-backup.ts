/**
 * DuckDB's own backup: `EXPORT DATABASE` writes the schema (tables, indexes, sequences at their
 * current values) and every table as Parquet into a folder; `IMPORT DATABASE` builds a fresh
 * file from it. The export is one statement in one transaction, so it is a consistent copy even
 * while the server keeps writing.
 */
import { DuckDBInstance } from '@duckdb/node-api';
import { type Kysely, sql } from 'kysely';
import type { DatabaseSchema } from '../schema';

/** A path as a SQL string literal (these statements take no parameters). */
const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

export async function exportDuckDb(kysely: Kysely<DatabaseSchema>, dir: string): Promise<void> {
  await kysely
    .transaction()
    .execute((trx) =>
      sql.raw(`EXPORT DATABASE ${literal(dir)} (FORMAT parquet, COMPRESSION zstd)`).execute(trx),
    );
}

/** Builds `file` (which must not exist) from an exported folder. */
export async function importDuckDb(file: string, dir: string): Promise<void> {
  const instance = await DuckDBInstance.create(file);
  const connection = await instance.connect();
  try {
    await connection.run(`IMPORT DATABASE ${literal(dir)}`);
    await connection.run('CHECKPOINT');
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}
