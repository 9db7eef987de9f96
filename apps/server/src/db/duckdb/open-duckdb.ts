/** Opens (and creates) the embedded DuckDB file. One process owns the file at a time. */
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { Kysely } from 'kysely';
import { type Database, DatabaseLockedError } from '../database';
import type { DatabaseSchema } from '../schema';
import { DuckDbDialect } from './dialect';

/**
 * DuckDB 1.5.6 plans a sort from the column statistics it sees when a statement is prepared;
 * the dialect keeps statements prepared, and one run again after a longer string was written
 * (a new company code, say) read that string cut or garbled, or crashed. Without statistics
 * propagation a kept statement reads what the table holds.
 *
 * Memory: each DuckDB connection keeps memory of its own that it does not give back, so the
 * connections are bounded (dialect.ts). Under fifty clients asking random filters at scale M
 * this kept the process under 600 MB, where it had grown from 250 MB to 1.3 GB and stayed
 * there. The buffer pool keeps DuckDB's default: capping it at 512 MB did not lower that
 * growth, and loading 5,000 outlets' demo data then failed for want of memory.
 */
const DUCKDB_OPTIONS = { disabled_optimizers: 'statistics_propagation' };

/** As many as PostgreSQL's pool: a few queries at a time use both cores, the rest queue. */
const DUCKDB_MAX_CONNECTIONS = 8;

export async function openDuckDb(file: string): Promise<Database> {
  if (file !== ':memory:') await mkdir(path.dirname(file), { recursive: true });
  let instance: DuckDBInstance;
  try {
    instance = await DuckDBInstance.create(file, DUCKDB_OPTIONS);
  } catch (error) {
    if (error instanceof Error && /lock/i.test(error.message)) throw new DatabaseLockedError(file);
    throw error;
  }
  const dialect = new DuckDbDialect(instance, DUCKDB_MAX_CONNECTIONS);
  const kysely = new Kysely<DatabaseSchema>({ dialect });

  return {
    engine: 'duckdb',
    kysely,
    readKysely: kysely,
    async sizeInBytes() {
      if (file === ':memory:') return 0;
      const sizes = await Promise.all(
        [file, `${file}.wal`].map((part) =>
          stat(part).then(
            (s) => s.size,
            () => 0,
          ),
        ),
      );
      return sizes.reduce((sum, size) => sum + size, 0);
    },
    connectionUse() {
      return dialect.connectionUse();
    },
    async close() {
      await kysely.destroy();
      // A checkpoint folds the write-ahead log into the file, so the next start opens at once.
      const connection = await instance.connect();
      try {
        await connection.run('CHECKPOINT');
      } finally {
        connection.closeSync();
        instance.closeSync();
      }
    },
  };
}
