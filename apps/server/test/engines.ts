/**
 * Runs a suite on every storage engine against a real database: a DuckDB file in a temporary
 * folder, and a fresh schema of the PostgreSQL test database. Under CI=true an unreachable
 * PostgreSQL fails the run; on a developer's machine its suites are skipped with a warning.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe } from 'vitest';
import { DUCKDB_FILE_NAME, type StorageConfig } from '../src/config';
import type { Database } from '../src/db/database';
import { openDuckDb } from '../src/db/duckdb/open-duckdb';
import { openPostgres } from '../src/db/postgres/open-postgres';

export type Engine = Database['engine'];

export const TEST_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function probePostgres(): Promise<string | null> {
  const client = new pg.Client({
    connectionString: TEST_DATABASE_URL,
    connectionTimeoutMillis: 3000,
  });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

const postgresProblem = await probePostgres();
if (postgresProblem) {
  const message = `PostgreSQL at ${TEST_DATABASE_URL} is unreachable (${postgresProblem})`;
  if (process.env.CI === 'true') throw new Error(`${message}; CI needs it.`);
  console.warn(`${message}: skipping its suites.`);
}

export interface TestDatabase {
  database: Database;
  /** Where it is, as a server's configuration names it (a DuckDB file under DATA_DIR). */
  storage: StorageConfig;
  /** Closes the database (if still open) and removes everything the test created. */
  dispose(): Promise<void>;
}

/** Lets both the app under test and the test's own cleanup close the database. */
function closingOnce(database: Database): Database {
  let closing: Promise<void> | undefined;
  const close = database.close.bind(database);
  return Object.assign(database, { close: () => (closing ??= close()) });
}

/** The test database of a DuckDB file in a folder of its own, which disposing removes. */
export async function duckDbTestDatabase(directory: string, file: string): Promise<TestDatabase> {
  const database = closingOnce(await openDuckDb(file));
  return {
    database,
    storage: { engine: 'duckdb', file },
    async dispose() {
      await database.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** The test database at a PostgreSQL address; `remove` drops what holds it once it is closed. */
export async function postgresTestDatabase(
  url: string,
  remove: () => Promise<void>,
): Promise<TestDatabase> {
  const database = closingOnce(await openPostgres(url, 4));
  return {
    database,
    storage: { engine: 'postgres', url },
    async dispose() {
      await database.close();
      await remove();
    },
  };
}

/** An empty, unmigrated database of the given engine, private to the caller. */
export async function createTestDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === 'duckdb') {
    const directory = await mkdtemp(path.join(os.tmpdir(), 'outlet-pulse-test-'));
    return duckDbTestDatabase(directory, path.join(directory, DUCKDB_FILE_NAME));
  }

  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return postgresTestDatabase(url.toString(), async () => {
    const cleanup = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await cleanup.connect();
    await cleanup.query(`DROP SCHEMA ${schema} CASCADE`);
    await cleanup.end();
  });
}

/** Declares the suite once per engine; PostgreSQL's is skipped only off CI when unreachable. */
export function describeEachEngine(title: string, suite: (engine: Engine) => void): void {
  describe(`${title} [duckdb]`, () => suite('duckdb'));
  describe.skipIf(postgresProblem !== null)(`${title} [postgres]`, () => suite('postgres'));
}

/** Declares a suite on PostgreSQL only: several servers share a database only there. */
export function describePostgres(title: string, suite: () => void): void {
  describe.skipIf(postgresProblem !== null)(`${title} [postgres]`, suite);
}
