/**
 * Databases a test starts from, built once per test worker and copied for each test that asks:
 * a migrated empty one, one holding the demo data and users, the sales reference data set.
 * Building demo data takes seconds of both cores; copying a DuckDB file, or cloning a
 * PostgreSQL database with CREATE DATABASE … TEMPLATE, takes a fraction of one. The server's
 * test project runs its files without isolation, so a worker keeps its templates from one file
 * to the next; a later run removes what a worker that has ended left behind.
 */
import { randomBytes } from 'node:crypto';
import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { DUCKDB_FILE_NAME } from '../src/config';
import type { Database } from '../src/db/database';
import { openDuckDb } from '../src/db/duckdb/open-duckdb';
import { migrate } from '../src/db/migrate';
import { openPostgres } from '../src/db/postgres/open-postgres';
import {
  createTestDatabase,
  duckDbTestDatabase,
  type Engine,
  postgresTestDatabase,
  TEST_DATABASE_URL,
  type TestDatabase,
} from './engines';

export interface Template {
  /** Names the template's copies, and tells templates apart: same name, same content. */
  name: string;
  /** Fills an empty, unmigrated database. */
  build(database: Database): Promise<void>;
}

/** Every migration applied, and nothing else. */
export const MIGRATED: Template = {
  name: 'migrated',
  build: (database) => migrate(database).then(() => undefined),
};

/** Folders and databases of this machine's test workers carry their process id. */
const PREFIX = 'outlet_pulse_template';
const OWN_PREFIX = `${PREFIX}_${process.pid}_`;

const running = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};
const leftBehind = (name: string) => {
  const pid = Number(name.slice(PREFIX.length + 1).split('_')[0]);
  return Number.isInteger(pid) && pid !== process.pid && !running(pid);
};

async function removeLeftoverFolders(): Promise<void> {
  for (const entry of await readdir(os.tmpdir())) {
    if (entry.startsWith(`${PREFIX}_`) && leftBehind(entry))
      await rm(path.join(os.tmpdir(), entry), { recursive: true, force: true });
  }
}

async function adminQuery(statement: string): Promise<pg.QueryResult> {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    return await admin.query(statement);
  } finally {
    await admin.end();
  }
}

async function removeLeftoverDatabases(): Promise<void> {
  const { rows } = await adminQuery(
    `SELECT datname FROM pg_database WHERE datname LIKE '${PREFIX}\\_%'`,
  );
  for (const { datname } of rows as { datname: string }[]) {
    if (leftBehind(datname)) await adminQuery(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  }
}

const databaseUrl = (name: string) => {
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Where each template of this worker is: a DuckDB file, or a PostgreSQL database's name. */
const built = new Map<string, Promise<string>>();
let leftoversRemoved: Promise<void> | undefined;

async function buildDuckDb(template: Template): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), `${OWN_PREFIX}${template.name}_`));
  const file = path.join(folder, DUCKDB_FILE_NAME);
  const database = await openDuckDb(file);
  try {
    await template.build(database);
  } finally {
    // Closing checkpoints: the file alone then holds everything.
    await database.close();
  }
  return file;
}

async function buildPostgres(template: Template): Promise<string> {
  const name = `${OWN_PREFIX}${template.name.replaceAll(/\W/g, '_')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const database = await openPostgres(databaseUrl(name), 4);
  try {
    await template.build(database);
  } finally {
    // A database is copied only while nobody is connected to it.
    await database.close();
  }
  return name;
}

function templateOf(engine: Engine, template: Template): Promise<string> {
  const key = `${engine}:${template.name}`;
  let found = built.get(key);
  if (!found) {
    leftoversRemoved ??= Promise.all([removeLeftoverFolders(), removeLeftoverDatabases()]).then(
      () => undefined,
    );
    found = leftoversRemoved.then(() =>
      engine === 'duckdb' ? buildDuckDb(template) : buildPostgres(template),
    );
    // A failed build is tried again by the next test rather than failing every later one.
    found.catch(() => built.delete(key));
    built.set(key, found);
  }
  return found;
}

/** A private copy of the template, as createTestDatabase answers an empty database. */
export async function createDatabaseFrom(
  engine: Engine,
  template: Template,
): Promise<TestDatabase> {
  const source = await templateOf(engine, template);
  if (engine === 'duckdb') {
    const directory = await mkdtemp(path.join(os.tmpdir(), 'outlet-pulse-test-'));
    const file = path.join(directory, DUCKDB_FILE_NAME);
    await copyFile(source, file);
    return duckDbTestDatabase(directory, file);
  }
  const name = `${OWN_PREFIX}copy_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${source}`);
  return postgresTestDatabase(databaseUrl(name), async () => {
    // Dropping a database takes PostgreSQL a second or more: the next test need not wait for
    // it. One this worker does not see through is removed by the next run.
    adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch((error) =>
      console.warn(`could not drop the test database ${name}: ${error}`),
    );
  });
}

/**
 * A private database of the suite, from a template or empty: a fresh one for each test
 * (`for: 'each test'`) or one for the whole suite. Read it inside hooks and tests.
 */
export function useTestDatabase(
  engine: Engine,
  options: { from?: Template; for?: 'each test' | 'the suite' } = {},
): () => TestDatabase {
  let current: TestDatabase | undefined;
  const create = async () => {
    current = options.from
      ? await createDatabaseFrom(engine, options.from)
      : await createTestDatabase(engine);
  };
  const dispose = async () => current?.dispose();
  if (options.for === 'each test') {
    beforeEach(create);
    afterEach(dispose);
  } else {
    beforeAll(create);
    afterAll(dispose);
  }
  return () => {
    if (!current) throw new Error('the test database is made in a hook: use it inside tests');
    return current;
  };
}
