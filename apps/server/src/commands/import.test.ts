/**
 * The `import` command in-process on an embedded database: the validation report and exit
 * code 1 for a bad file (nothing loaded), the counts for a good one, clear refusals otherwise.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ImportKind } from '@outlet-pulse/contracts';
import { describe, expect, it } from 'vitest';
import { printedBy, useEmbeddedDemoDatabase } from '../../test/cli-runs';
import { openDatabase } from '../db/open-database';
import { runImport } from './import';

const HEADER = 'outlet_id,date,gross,markdown,vip,promo,nett,units,transactions';
const SAMPLES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../samples/imports',
);

describe('npm run cli -- import', () => {
  const { folder, config } = useEmbeddedDemoDatabase('outlet-pulse-cli-import-', 12);

  /** Runs the command and answers its exit code and what it printed. */
  async function run(file: string, flags = {}, kind: ImportKind = 'daily-sales') {
    return printedBy(() => runImport(config(), kind, file, flags));
  }

  async function salesOn(day: string): Promise<number> {
    const { storage } = config();
    if (storage.engine !== 'duckdb') throw new Error('expected the embedded database');
    const database = await openDatabase(storage);
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
    const file = path.join(folder(), 'bad.csv');
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
    const file = path.join(folder(), 'good.csv');
    await writeFile(file, `${HEADER}\nKCG01-0001,2026-11-05,100,0,0,0,100,1,1\n`);
    const { code, output } = await run(file);
    expect(code).toBe(0);
    expect(output).toMatch(/good\.csv: loaded 1 row as import IMP\d{4}[A-Z0-9]{5}: 1 inserted/);
    expect(await salesOn('2026-11-05')).toBe(1);
  });

  it('refuses a missing file and an unknown user by name', async () => {
    await expect(run(path.join(folder(), 'nowhere.csv'))).rejects.toThrow(/There is no file at/);
    const file = path.join(folder(), 'good.csv');
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
    const file = path.join(folder(), 'employees.csv');
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
