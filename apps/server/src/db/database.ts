/**
 * The storage seen by the rest of the server: typed queries through Kysely, and a bulk session
 * for loading large files in one transaction. The two engines implement it in duckdb/ and
 * postgres/; nothing outside db/ needs to know which one is running.
 */
import type { StorageEngine } from '@outlet-pulse/contracts';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from './schema';

/** Raw SQL and bulk copies inside one transaction, for migrations and data loading. */
export interface RawTransaction {
  /** Runs one SQL statement inside the session's transaction. */
  execute(sql: string): Promise<void>;
  /** Reads rows back inside the transaction, converted as every repository sees them. */
  query<Row>(sql: string): Promise<Row[]>;
  /** Copies a header-less CSV file into a table by the engine's bulk path. */
  copyCsvFile(table: string, columns: readonly string[], file: string): Promise<void>;
}

export interface Database {
  readonly engine: StorageEngine;
  readonly kysely: Kysely<DatabaseSchema>;
  /** Runs `work` in one transaction: everything it wrote is kept, or nothing is. */
  rawTransaction<T>(work: (session: RawTransaction) => Promise<T>): Promise<T>;
  /** Bytes the database occupies on disk. */
  sizeInBytes(): Promise<number>;
  close(): Promise<void>;
}

export class DatabaseLockedError extends Error {
  constructor(file: string) {
    super(
      `The database file ${file} is in use by another process (is the Outlet Pulse server running?). ` +
        'Stop the server first, or do this through the running server.',
    );
    this.name = 'DatabaseLockedError';
  }
}
