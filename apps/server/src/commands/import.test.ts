/**
 * The `import` command in-process on an embedded database: the validation report and exit
 * code 1 for a bad file (nothing loaded), the counts for a good one, clear refusals otherwise.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ImportKind } from '@outlet-pulse/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Config, loadConfig } from '../config';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { loadDemoData } from '../seed/demo-data/generate-demo';
import { runImport } from './import';

const HEADER = 'outlet_id,date,gross,markdown,vip,promo,nett,units,transactions';
const SAMPLES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../samples/imports',
);

describe('npm run cli -- import', () => {
  let folder: string;
  let config: Config;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'outlet-pulse-cli-import-'));
    config = loadConfig({ DATA_DIR: folder, LOG_LEVEL: 'silent' });
    if (config.storage.engine !== 'duckdb') throw new Error('expected the embedded database');
    const database = await openDatabase(config.storage);
    await migrate(database);
    await loadDemoData(database, { outlets: 12, years: 1, seed: 4, lastSalesDate: '2026-10-31' });
    await database.close();
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  /** Runs the command and answers its exit code and what it printed. */
  async function run(file: string, flags = {}, kind: ImportKind = 'daily-sales') {
    const lines: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((line: unknown) => {
      lines.push(String(line));
    });
    try {
      const code = await runImport(config, kind, file, flags);
      return { code, output: lines.join('\n') };
    } finally {
      log.mockRestore();
    }
  }

  async function salesOn(day: string): Promise<number> {
    if (config.storage.engine !== 'duckdb') throw new Error('expected the embedded database');
    const database = await openDatabase(config.storage);
    try {
      const row = await database.kysely
        .selectFrom('daily_sales')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('sale_date', '=', day)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    } finally {
      await database.close();
    }
  }

  it('prints every problem of a bad file, exits 1 and loads nothing', async () => {
    const file = path.join(folder, 'bad.csv');
    await writeFile(
      file,
      `${HEADER}\nKCG01-0001,2026-11-05,100,0,0,0,100,1,1\nKCG01-0999,2026-11-05,100,0,0,0,90,1,1\n`,
    );
    const { code, output } = await run(file);
    expect(code).toBe(1);
    expect(output).toContain('bad.csv: 2 problems in 2 rows; nothing was loaded.');
    expect(output).toContain('  line 3, outlet_id: unknown outlet KCG01-0999');
    expect(output).toContain('  line 3, nett: nett does not equal gross − discounts');
    expect(await salesOn('2026-11-05')).toBe(0);
  });

  it('loads a good file and prints its counts', async () => {
    const file = path.join(folder, 'good.csv');
    await writeFile(file, `${HEADER}\nKCG01-0001,2026-11-05,100,0,0,0,100,1,1\n`);
    const { code, output } = await run(file);
    expect(code).toBe(0);
    expect(output).toMatch(/good\.csv: loaded 1 row as import IMP\d{4}[A-Z0-9]{5}: 1 inserted/);
    expect(await salesOn('2026-11-05')).toBe(1);
  });

  it('refuses a missing file and an unknown user by name', async () => {
    await expect(run(path.join(folder, 'nowhere.csv'))).rejects.toThrow(/There is no file at/);
    const file = path.join(folder, 'good.csv');
    await expect(run(file, { as: 'nobody' })).rejects.toThrow('There is no user nobody.');
  });

  it('loads the master-list samples in their order, then an employee of a new company', async () => {
    const counts: Record<string, string> = {
      companies: '3 inserted, 0 updated, 0 unchanged',
      categories: '3 inserted, 0 updated, 1 unchanged',
      'outlet-types': '1 inserted, 0 updated, 3 unchanged',
      'outlet-groups': '1 inserted, 0 updated, 4 unchanged',
    };
    for (const [kind, count] of Object.entries(counts)) {
      const { code, output } = await run(path.join(SAMPLES, `${kind}.csv`), {}, kind as ImportKind);
      expect(code, output).toBe(0);
      expect(output).toContain(count);
    }
    const file = path.join(folder, 'employees.csv');
    const header = (await readFile(path.join(SAMPLES, 'employees.csv'), 'utf8')).split('\n')[0];
    await writeFile(
      file,
      `${header}\n40001,Gita Lestari,gita@kcg.example,2026-01-05,P,J,KCG13,D02,Retail Operations,DP02,Store Operations,Retail,JT03,Assistant Store Manager,G03,Staff,,,,,,\n`,
    );
    const { code, output } = await run(file, {}, 'employees');
    expect(code, output).toBe(0);
    expect(output).toContain('1 inserted');
  });
});
