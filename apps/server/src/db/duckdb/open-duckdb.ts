/** Opens (and creates) the embedded DuckDB file. One process owns the file at a time. */
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { Kysely } from 'kysely';
import { type Database, DatabaseLockedError, type RawTransaction } from '../database';
import type { DatabaseSchema } from '../schema';
import { DuckDbDialect } from './dialect';
import { fromDuckDbRow } from './values';

function quoteLiteral(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

export async function openDuckDb(file: string): Promise<Database> {
  if (file !== ':memory:') await mkdir(path.dirname(file), { recursive: true });
  let instance: DuckDBInstance;
  try {
    instance = await DuckDBInstance.create(file);
  } catch (error) {
    if (error instanceof Error && /lock/i.test(error.message)) throw new DatabaseLockedError(file);
    throw error;
  }
  const kysely = new Kysely<DatabaseSchema>({ dialect: new DuckDbDialect(instance) });

  return {
    engine: 'duckdb',
    kysely,
    async rawTransaction(work) {
      const connection = await instance.connect();
      try {
        await connection.run('BEGIN TRANSACTION');
        const session: RawTransaction = {
          async execute(sql) {
            await connection.run(sql);
          },
          async query<Row>(sql: string) {
            const reader = await connection.runAndReadAll(sql);
            return reader.getRowObjects().map(fromDuckDbRow) as Row[];
          },
          async copyCsvFile(table, columns, csvFile) {
            await connection.run(
              `COPY ${table} (${columns.join(', ')}) FROM ${quoteLiteral(csvFile)} (FORMAT csv, HEADER false)`,
            );
          },
        };
        const result = await work(session);
        await connection.run('COMMIT');
        return result;
      } catch (error) {
        await connection.run('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        connection.closeSync();
      }
    },
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
