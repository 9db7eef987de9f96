/**
 * Kysely's PostgreSQL dialect with connections of our own: Kysely's keep their `pg` client
 * private, and a bulk copy inside a transaction needs that client (bulk-copy.ts). Everything
 * else (transactions, savepoints, the compiler) is Kysely's.
 */
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  PostgresDialect,
  PostgresDriver,
  type QueryResult,
} from 'kysely';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { type CsvCopyingConnection, copyTarget } from '../bulk-copy';

const CHANGING_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

class PgConnection implements CsvCopyingConnection {
  constructor(readonly client: pg.PoolClient) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const { command, rowCount, rows } = await this.client.query(compiledQuery.sql, [
      ...compiledQuery.parameters,
    ]);
    return {
      rows: (rows ?? []) as R[],
      numAffectedRows: CHANGING_COMMANDS.has(command) ? BigInt(rowCount ?? 0) : undefined,
    };
  }

  // biome-ignore lint/correctness/useYield: nothing streams; answers are read whole.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming queries are not supported');
  }

  async copyCsvFile(table: string, columns: readonly string[], file: string): Promise<void> {
    const copy = this.client.query(
      copyFrom(`COPY ${copyTarget(table, columns)} FROM STDIN (FORMAT csv)`),
    );
    await pipeline(createReadStream(file), copy);
  }
}

class PgDriver extends PostgresDriver {
  constructor(private readonly pool: pg.Pool) {
    super({ pool });
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    return new PgConnection(await this.pool.connect());
  }

  override async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as PgConnection).client.release();
  }
}

export class PgDialect extends PostgresDialect {
  constructor(private readonly pool: pg.Pool) {
    super({ pool });
  }

  override createDriver(): Driver {
    return new PgDriver(this.pool);
  }
}
