/**
 * The `import-inbox` command in-process on both engines: one pass loads what waits, files it,
 * and exits 0 when everything loaded (or nothing waited) and 1 when anything failed.
 */
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createTestDatabase, describeEachEngine, type TestDatabase } from '../../test/engines';
import { useTemporaryDirectory } from '../../test/temporary-directory';
import { type Config, DUCKDB_FILE_NAME, loadConfig } from '../config';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { loadDemoData } from '../seed/demo-data/generate-demo';
import { runImportInbox } from './import-inbox';

const DEMO = { outlets: 12, years: 1, seed: 4, lastSalesDate: '2026-10-31' };

describeEachEngine('npm run cli -- import-inbox', (engine) => {
  const folder = useTemporaryDirectory('outlet-pulse-cli-inbox-');
  const inbox = () => path.join(folder(), 'inbox');
  let config: Config;
  let postgres: TestDatabase | undefined;
  let outlets: string[];

  /** The database as the command sees it, opened for a look between passes. */
  async function withDatabase<T>(look: (database: Database) => Promise<T>): Promise<T> {
    if (postgres) return look(postgres.database);
    const database = await openDatabase(config.storage);
    try {
      return await look(database);
    } finally {
      await database.close();
    }
  }

  beforeAll(async () => {
    const env = {
      DATA_DIR: folder(),
      IMPORT_INBOX_DIR: inbox(),
      IMPORT_INBOX_SETTLE_SECONDS: '0.1',
    };
    if (engine === 'postgres') {
      postgres = await createTestDatabase('postgres');
      if (postgres.storage.engine !== 'postgres') throw new Error('expected PostgreSQL');
      config = loadConfig({ ...env, DATABASE_URL: postgres.storage.url });
    } else {
      config = loadConfig(env);
      expect(config.storage).toEqual({
        engine: 'duckdb',
        file: path.join(folder(), DUCKDB_FILE_NAME),
      });
    }
    await mkdir(inbox(), { recursive: true });
    outlets = await withDatabase(async (database) => {
      await migrate(database);
      await loadDemoData(database, DEMO);
      const rows = await database.kysely
        .selectFrom('outlets')
        .select('id')
        .orderBy('id')
        .limit(2)
        .execute();
      return rows.map((row) => row.id);
    });
  });
  afterAll(async () => postgres?.dispose());

  /** Runs one pass and answers its exit code and what it printed. */
  async function pass() {
    const lines: string[] = [];
    const capture = (line: unknown) => {
      lines.push(String(line));
    };
    const log = vi.spyOn(console, 'log').mockImplementation(capture);
    const error = vi.spyOn(console, 'error').mockImplementation(capture);
    try {
      return { code: await runImportInbox(config), output: lines.join('\n') };
    } finally {
      log.mockRestore();
      error.mockRestore();
    }
  }

  const traffic = (visitors: string) =>
    [
      'outlet_id,date,visitors',
      ...outlets.map((outlet) => `${outlet},2026-10-05,${visitors}`),
      '',
    ].join('\n');

  it('exits 0 when nothing waits', async () => {
    expect(await pass()).toEqual({
      code: 0,
      output: 'Import inbox: 0 loaded, 0 failed, 0 still being written.',
    });
  });

  it('exits 0 when everything it took loaded', async () => {
    await writeFile(path.join(inbox(), 'traffic.csv'), traffic('31337'));
    const { code, output } = await pass();
    expect(code, output).toBe(0);
    expect(output).toMatch(/import inbox: picked up files=traffic\.csv/);
    expect(output).toMatch(/import inbox: loaded files=traffic\.csv durationMs=\d+ rows=2/);
    expect(output).toContain('Import inbox: 1 loaded, 0 failed');
    expect(await readdir(path.join(inbox(), 'done'))).toHaveLength(2);
    const visitors = await withDatabase((database) =>
      database.kysely
        .selectFrom('daily_traffic')
        .select('visitors')
        .where('traffic_date', '=', '2026-10-05')
        .where('outlet_id', 'in', outlets)
        .execute(),
    );
    expect(visitors.map((row) => row.visitors)).toEqual([31337, 31337]);
  });

  it('exits 1 when anything failed, and files it in failed/', async () => {
    await writeFile(path.join(inbox(), 'traffic.csv'), traffic('-5'));
    const { code, output } = await pass();
    expect(code, output).toBe(1);
    expect(output).toContain('Import inbox: 0 loaded, 1 failed');
    const failed = await readdir(path.join(inbox(), 'failed'));
    expect(failed.filter((name) => name.endsWith('_traffic.csv'))).toHaveLength(1);
    expect(await readdir(inbox())).toEqual(expect.not.arrayContaining(['traffic.csv']));
  });
});
