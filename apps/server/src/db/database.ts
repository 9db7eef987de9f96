/**
 * The storage seen by the rest of the server: typed queries through Kysely, in transactions
 * where a change must land whole (bulk loads copy files inside them, see bulk-copy.ts). The
 * two engines implement it in duckdb/ and postgres/; nothing outside db/ needs to know which
 * one is running.
 */
import type { StorageEngine } from '@outlet-pulse/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { DatabaseSchema } from './schema';

/** What a repository runs its SQL on: the database, or the caller's transaction. */
export type Executor = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

export interface Database {
  readonly engine: StorageEngine;
  readonly kysely: Kysely<DatabaseSchema>;
  /**
   * Where the heavy sales reads may run: a hot standby's pool when DATABASE_READ_URL names one,
   * otherwise the same object as `kysely`. Only replica-reads.ts picks it, since a standby may
   * lag behind the primary.
   */
  readonly readKysely: Kysely<DatabaseSchema>;
  /** Bytes the database occupies on disk. */
  sizeInBytes(): Promise<number>;
  /** How its connections are used now (the operator's metrics). */
  connectionUse(): ConnectionUse;
  close(): Promise<void>;
}

/** The connections of a database: PostgreSQL's pool, or DuckDB's bounded connections. */
export interface ConnectionUse {
  /** Connections open now, busy or idle. */
  open: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
  /** The most that are opened. */
  max: number;
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
