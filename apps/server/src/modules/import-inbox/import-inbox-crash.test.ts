/**
 * A kill -9 of the process working through the inbox at a random moment leaves the embedded
 * database with either the state before the file or the whole file, never part of it, and the
 * next pass (the restart) takes the file again and loads it whole. The `import-inbox` command
 * loads 90,000 daily rows from the inbox into a copy of the same database and is killed a
 * seeded random delay after it picks the file up, spread over the time a whole load takes.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DUCKDB_FILE_NAME } from '../../config';
import { migrate } from '../../db/migrate';
import { openDatabase } from '../../db/open-database';
import { loadDemoData } from '../../seed/demo-data/generate-demo';
import { createRandom } from '../../seed/demo-data/random';
import { ImportService } from '../imports/imports.service';

const CLI = path.resolve(import.meta.dirname, '../../cli.ts');
const OUTLETS = 250;
const DAYS = 360;
const KILLS = 5;
const PICKED_UP = 'import inbox: picked up';

const outletId = (index: number) => `KCG02-${String(7000 + index)}`;

describe('the import inbox killed with SIGKILL', () => {
  let workDir: string;
  let pristine: string;
  let salesFile: string;
  let fileNett = 0;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), 'outlet-pulse-inbox-crash-'));
    pristine = path.join(workDir, 'pristine.duckdb');
    const database = await openDatabase({ engine: 'duckdb', file: pristine });
    await migrate(database);
    await loadDemoData(database, { outlets: 12, years: 1, seed: 3, lastSalesDate: '2026-10-31' });
    const outletsFile = path.join(workDir, 'outlets.csv');
    await writeFile(
      outletsFile,
      [
        'outlet_id,name,company,type,group,city,open_date,close_date',
        ...Array.from(
          { length: OUTLETS },
          (_, index) =>
            `${outletId(index)},LANGKAH CRASH ${index},KCG02,STORES,O,Bandung,2025-01-01,`,
        ),
      ].join('\n'),
    );
    const imports = new ImportService({ database, workDir: path.join(workDir, 'imports') });
    const { loaded } = await imports.importFile('outlets', outletsFile, {}, null);
    expect(loaded?.counts.inserted).toBe(OUTLETS);
    await database.close();

    const lines = ['outlet_id,date,gross,markdown,vip,promo,nett,units,transactions'];
    const random = createRandom(17, 'inbox-crash-file');
    for (let outlet = 0; outlet < OUTLETS; outlet++) {
      for (let day = 0; day < DAYS; day++) {
        const date = new Date(Date.UTC(2025, 0, 1 + day)).toISOString().slice(0, 10);
        const gross = random.integer(1_000_000, 9_000_000);
        const markdown = random.integer(0, 300_000);
        const nett = gross - markdown;
        fileNett += nett;
        lines.push(
          `${outletId(outlet)},${date},${gross},${markdown},0,0,${nett},${random.integer(5, 40)},${random.integer(3, 20)}`,
        );
      }
    }
    salesFile = path.join(workDir, 'daily-sales.csv');
    await writeFile(salesFile, `${lines.join('\n')}\n`);
  }, 180_000);

  afterAll(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  /** A fresh copy of the database with the sales file dropped in its inbox. */
  async function prepareRun(run: number) {
    const dataDir = path.join(workDir, `run-${run}`);
    const inbox = path.join(dataDir, 'inbox');
    await mkdir(inbox, { recursive: true });
    await copyFile(pristine, path.join(dataDir, DUCKDB_FILE_NAME));
    await copyFile(salesFile, path.join(inbox, 'daily-sales.csv'));
    return { dataDir, inbox };
  }

  /** One inbox pass; killed `killAfterMs` after it picks the file up, when given. */
  async function pass(dataDir: string, killAfterMs: number | null) {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: dataDir,
      IMPORT_INBOX_DIR: path.join(dataDir, 'inbox'),
      IMPORT_INBOX_SETTLE_SECONDS: '0.1',
      LOG_LEVEL: 'silent',
    };
    delete env.DATABASE_URL;
    const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', CLI, 'import-inbox'], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let pickedUpAt = 0;
    let timer: NodeJS.Timeout | undefined;
    child.stdout?.on('data', (chunk) => {
      output += String(chunk);
      if (!pickedUpAt && output.includes(PICKED_UP)) {
        pickedUpAt = Date.now();
        if (killAfterMs !== null) timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
      }
    });
    child.stderr?.on('data', (chunk) => {
      output += String(chunk);
    });
    const exit = await new Promise<{ code: number | null; signal: NodeJS.Signals | null }>(
      (resolve) => child.on('exit', (code, signal) => resolve({ code, signal })),
    );
    clearTimeout(timer);
    return { exit, output, loadMs: pickedUpAt ? Date.now() - pickedUpAt : 0 };
  }

  async function importedState(dataDir: string) {
    const database = await openDatabase({
      engine: 'duckdb',
      file: path.join(dataDir, DUCKDB_FILE_NAME),
    });
    try {
      const row = await database.kysely
        .selectFrom('daily_sales')
        .select((eb) => [eb.fn.countAll<number>().as('rows'), eb.fn.sum<number>('nett').as('nett')])
        .where('outlet_id', 'like', 'KCG02-7%')
        .executeTakeFirstOrThrow();
      const rollup = await database.kysely
        .selectFrom('monthly_sales')
        .select((eb) => eb.fn.sum<number>('nett').as('nett'))
        .where('outlet_id', 'like', 'KCG02-7%')
        .executeTakeFirstOrThrow();
      return {
        rows: Number(row.rows),
        nett: Number(row.nett ?? 0),
        rollupNett: Number(rollup.nett ?? 0),
      };
    } finally {
      await database.close();
    }
  }

  const BEFORE = { rows: 0, nett: 0, rollupNett: 0 };
  const whole = () => ({ rows: OUTLETS * DAYS, nett: fileNett, rollupNett: fileNett });
  let wholeLoadMs = 0;

  it('loads the whole file and files it in done/ when left alone', async () => {
    const { dataDir, inbox } = await prepareRun(0);
    const { exit, output, loadMs } = await pass(dataDir, null);
    expect(exit.code, output).toBe(0);
    expect(await importedState(dataDir)).toEqual(whole());
    expect(await readdir(path.join(inbox, 'done'))).toHaveLength(2);
    wholeLoadMs = loadMs;
  }, 120_000);

  it('holds the state before or the whole file after a kill, and the restart loads it', async () => {
    const random = createRandom(31, 'inbox-kill-delays');
    const outcomes: string[] = [];
    for (let run = 1; run <= KILLS; run++) {
      // Spread over the whole load, the last kill landing after it would have finished.
      const afterMs =
        run === KILLS ? wholeLoadMs + 200 : random.integer(0, Math.max(1, wholeLoadMs));
      const { dataDir, inbox } = await prepareRun(run);
      const killed = await pass(dataDir, afterMs);
      const state = await importedState(dataDir);
      outcomes.push(
        `+${afterMs} ms: ${killed.exit.signal ?? `exit ${killed.exit.code}`}, ${state.rows === 0 ? 'before' : 'whole'}`,
      );
      expect([BEFORE, whole()], outcomes.join('; ')).toContainEqual(state);

      const restart = await pass(dataDir, null);
      expect(restart.exit.code, restart.output).toBe(0);
      expect(await importedState(dataDir), outcomes.join('; ')).toEqual(whole());
      expect(await readdir(path.join(inbox, 'processing'))).toEqual([]);
      expect(
        (await readdir(inbox)).filter((name) => !['done', 'failed', 'processing'].includes(name)),
      ).toEqual([]);
    }
    expect(
      outcomes.some((outcome) => outcome.includes('SIGKILL')),
      outcomes.join('; '),
    ).toBe(true);
  }, 400_000);
});
