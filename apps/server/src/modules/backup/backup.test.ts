/**
 * Backup and restore of the embedded database, as an operator runs them: a backup through the
 * running server, a restore into a new data folder, and every table's row count and numeric
 * sums compared with the original, read straight from DuckDB's catalogue (not through the
 * backup code). Also: restore refuses a running server and a non-empty target, and PostgreSQL
 * gets pg_dump's advice.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { describe, expect, it } from 'vitest';
import { TEST_AUTH_SECRET } from '../../../test/app-config';
import { SERVER_ROOT, startServeProcess } from '../../../test/serve-process';
import { serverCli } from '../../../test/server-cli';
import { useTemporaryDirectory } from '../../../test/temporary-directory';
import { DUCKDB_FILE_NAME } from '../../config';
import { migrate } from '../../db/migrate';
import { openDatabase } from '../../db/open-database';
import { seedDemoChecklists } from '../../seed/demo-data/demo-checklists';
import { seedDemoMasterData } from '../../seed/demo-data/demo-master-data';
import { loadDemoData } from '../../seed/demo-data/generate-demo';
import { seedDemoUsers } from '../../seed/demo-users';
import { BACKUP_CONTROL_FILE, BACKUP_TOKEN_HEADER } from './backup-control';

function environment(dataDir: string, extra: Record<string, string> = {}) {
  return {
    DATA_DIR: dataDir,
    DEMO_MODE: 'false',
    AUTH_SECRET: TEST_AUTH_SECRET,
    LOG_LEVEL: 'warn',
    ...extra,
  };
}

/** Runs a CLI command to its end. */
function runCli(dataDir: string, args: string[], extra: Record<string, string> = {}) {
  const child = spawn(process.execPath, [...serverCli(), ...args], {
    cwd: SERVER_ROOT,
    env: { ...process.env, ...environment(dataDir, extra) },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('exit', (status) => resolve({ status, stdout, stderr })),
  );
}

const startServer = (dataDir: string) => startServeProcess(environment(dataDir));

/** Every table's row count and the sum of each of its numeric columns, from the catalogue. */
async function tableFigures(file: string): Promise<Record<string, Record<string, string>>> {
  const instance = await DuckDBInstance.create(file);
  const connection = await instance.connect();
  try {
    const columns = (
      await connection.runAndReadAll(
        `SELECT t.table_name, c.column_name, c.data_type
           FROM information_schema.tables t
           JOIN information_schema.columns c USING (table_schema, table_name)
          WHERE t.table_schema = 'main' AND t.table_type = 'BASE TABLE'
          ORDER BY t.table_name, c.ordinal_position`,
      )
    ).getRowObjectsJson() as { table_name: string; column_name: string; data_type: string }[];
    const figures: Record<string, Record<string, string>> = {};
    for (const table of new Set(columns.map((column) => column.table_name))) {
      const numeric = columns.filter(
        (column) =>
          column.table_name === table &&
          /^(TINYINT|SMALLINT|INTEGER|BIGINT|HUGEINT|DOUBLE|FLOAT|REAL|DECIMAL)/.test(
            column.data_type,
          ),
      );
      const sums = numeric.map((column) => `CAST(SUM("${column.column_name}") AS VARCHAR)`);
      const [row] = (
        await connection.runAndReadAll(
          `SELECT CAST(COUNT(*) AS VARCHAR)${sums.map((sum) => `, ${sum}`).join('')} FROM "${table}"`,
        )
      ).getRowsJson();
      const values = (row ?? []).map(String);
      figures[table] = Object.fromEntries([
        ['rows', values[0] ?? ''],
        ...numeric.map((column, index) => [column.column_name, values[index + 1] ?? '']),
      ]);
    }
    return figures;
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

describe('backup and restore of the embedded database', () => {
  const directory = useTemporaryDirectory('outlet-pulse-backup-');

  it('backs up through the running server and restores every row into a new data folder', async () => {
    const original = path.join(directory(), 'original');
    const restored = path.join(directory(), 'restored');
    const backup = path.join(directory(), 'backup');
    const originalFile = path.join(original, DUCKDB_FILE_NAME);
    const database = await openDatabase({ engine: 'duckdb', file: originalFile });
    try {
      await migrate(database);
      await loadDemoData(database, { outlets: 4, years: 1, seed: 7, lastSalesDate: '2026-10-31' });
      await seedDemoMasterData(database.kysely, { seed: 7 });
      await seedDemoUsers(database.kysely);
      await seedDemoChecklists(database.kysely, { seed: 7, lastDate: '2026-10-31' });
    } finally {
      await database.close();
    }

    const server = await startServer(original);
    const stopped = new Promise((resolve) => server.child.once('exit', resolve));
    try {
      expect(existsSync(path.join(original, BACKUP_CONTROL_FILE))).toBe(true);
      const backedUp = await runCli(original, ['backup', '--to', backup]);
      expect(backedUp.stderr).toBe('');
      expect(backedUp.stdout).toContain(`Backed up by the running server to ${backup}`);

      const again = await runCli(original, ['backup', '--to', backup]);
      expect(again.status).toBe(1);
      expect(again.stderr).toContain('is not empty: choose a new or empty folder');

      const call = (headers: Record<string, string>) =>
        fetch(`${server.baseUrl}/api/admin/backup`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify({ to: path.join(directory(), 'stolen') }),
        });
      expect((await call({})).status).toBe(400);
      expect((await call({ [BACKUP_TOKEN_HEADER]: 'guess' })).status).toBe(401);
      expect(existsSync(path.join(directory(), 'stolen'))).toBe(false);

      const overRunning = await runCli(original, ['restore', '--from', backup, '--force']);
      expect(overRunning.status).toBe(1);
      expect(overRunning.stderr.trim()).toBe(
        `Stop the server before restoring: it holds ${originalFile}.`,
      );
    } finally {
      server.child.kill('SIGTERM');
      await stopped;
    }
    expect(existsSync(path.join(original, BACKUP_CONTROL_FILE))).toBe(false);

    const restoredRun = await runCli(restored, ['restore', '--from', backup]);
    expect(restoredRun.stderr).toBe('');
    expect(restoredRun.stdout).toContain('Restored');
    const refused = await runCli(restored, ['restore', '--from', backup]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('already holds a database');
    const notABackup = await runCli(path.join(directory(), 'elsewhere'), [
      'restore',
      '--from',
      original,
    ]);
    expect(notABackup.status).toBe(1);
    expect(notABackup.stderr).toContain('is not an Outlet Pulse backup');

    const before = await tableFigures(originalFile);
    const after = await tableFigures(path.join(restored, DUCKDB_FILE_NAME));
    expect(Object.keys(before)).toContain('schema_migrations');
    expect(Number(before.daily_sales?.rows)).toBeGreaterThan(0);
    expect(Object.keys(before).length).toBeGreaterThan(20);
    expect(after).toEqual(before);

    // The restored database starts, migrates (nothing to do) and answers; new users get new ids.
    const forced = await runCli(restored, ['restore', '--from', backup, '--force']);
    expect(forced.stdout).toContain('The database it replaced is kept as');
    const migrated = await runCli(restored, ['migrate']);
    expect(migrated.stdout).toContain('Schema is up to date.');
    const reopened = await openDatabase({
      engine: 'duckdb',
      file: path.join(restored, DUCKDB_FILE_NAME),
    });
    try {
      const { max } = await reopened.kysely
        .selectFrom('users')
        .select((eb) => eb.fn.max('id').as('max'))
        .executeTakeFirstOrThrow();
      const next = await reopened.kysely
        .selectNoFrom((eb) => eb.fn<number>('nextval', [eb.val('user_ids')]).as('id'))
        .executeTakeFirstOrThrow();
      expect(Number(next.id)).toBeGreaterThan(Number(max));
    } finally {
      await reopened.close();
    }
  });

  it('backs up by opening the file when no server runs, and points PostgreSQL to pg_dump', async () => {
    const dataDir = path.join(directory(), 'stopped');
    const database = await openDatabase({
      engine: 'duckdb',
      file: path.join(dataDir, DUCKDB_FILE_NAME),
    });
    await migrate(database);
    await database.close();
    const backup = path.join(directory(), 'stopped-backup');
    const backedUp = await runCli(dataDir, ['backup', '--to', backup]);
    expect(backedUp.stderr).toBe('');
    expect(backedUp.stdout).toContain(`Backed up to ${backup}`);

    const postgres = await runCli(dataDir, ['backup', '--to', backup], {
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
    });
    expect(postgres.status).toBe(1);
    expect(postgres.stderr).toContain('pg_dump -Fc');
  });
});
