/**
 * A kill -9 of the process working through the inbox at a random moment leaves the embedded
 * database with either the state before the files or the whole of them, never part, and the
 * next pass (the restart) takes the files again and loads them whole. The `import-inbox`
 * command loads one bundle, 250 new outlets and 90,000 daily rows about them, from the inbox
 * into a copy of the same database and is killed a seeded random delay after it picks the
 * files up, spread over the time a whole load takes.
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

const CLI = path.resolve(import.meta.dirname, '../../cli.ts');
const OUTLETS = 250;
const DAYS = 360;
const KILLS = 5;
const PICKED_UP = 'import inbox: picked up';
/** Printed once the files are loaded and filed away. */
const LOADED = 'import inbox: loaded';

const outletId = (index: number) => `KCG02-${String(7000 + index)}`;

describe('the import inbox killed with SIGKILL', () => {
  let workDir: string;
  let pristine: string;
  let salesFile: string;
  let outletsFile: string;
  let fileNett = 0;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), 'outlet-pulse-inbox-crash-'));
    pristine = path.join(workDir, 'pristine.duckdb');
    const database = await openDatabase({ engine: 'duckdb', file: pristine });
    await migrate(database);
    await loadDemoData(database, { outlets: 12, years: 1, seed: 3, lastSalesDate: '2026-10-31' });
    await database.close();
    outletsFile = path.join(workDir, 'outlets.csv');
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

  /** A fresh copy of the database with the outlets and sales files dropped in its inbox. */
  async function prepareRun(run: number) {
    const dataDir = path.join(workDir, `run-${run}`);
    const inbox = path.join(dataDir, 'inbox');
    await mkdir(inbox, { recursive: true });
    await copyFile(pristine, path.join(dataDir, DUCKDB_FILE_NAME));
    await copyFile(outletsFile, path.join(inbox, 'outlets.csv'));
    await copyFile(salesFile, path.join(inbox, 'daily-sales.csv'));
    return { dataDir, inbox };
  }

  /** One inbox pass; killed `kill.afterMs` after it prints `kill.stage`, when given. */
  async function pass(dataDir: string, kill: { stage: string; afterMs: number } | null) {
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
      if (!pickedUpAt && output.includes(PICKED_UP)) pickedUpAt = Date.now();
      if (kill && !timer && output.includes(kill.stage)) {
        timer = setTimeout(() => child.kill('SIGKILL'), kill.afterMs);
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
      const outlets = await database.kysely
        .selectFrom('outlets')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('id', 'like', 'KCG02-7%')
        .executeTakeFirstOrThrow();
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
        outlets: Number(outlets.n),
        rows: Number(row.rows),
        nett: Number(row.nett ?? 0),
        rollupNett: Number(rollup.nett ?? 0),
      };
    } finally {
      await database.close();
    }
  }

  const BEFORE = { outlets: 0, rows: 0, nett: 0, rollupNett: 0 };
  const whole = () => ({
    outlets: OUTLETS,
    rows: OUTLETS * DAYS,
    nett: fileNett,
    rollupNett: fileNett,
  });
  let wholeLoadMs = 0;

  it('loads both files and files them in done/ when left alone', async () => {
    const { dataDir, inbox } = await prepareRun(0);
    const { exit, output, loadMs } = await pass(dataDir, null);
    expect(exit.code, output).toBe(0);
    expect(await importedState(dataDir)).toEqual(whole());
    expect(await readdir(path.join(inbox, 'done'))).toHaveLength(4);
    wholeLoadMs = loadMs;
  }, 120_000);

  it('holds the state before or both files whole after a kill, and the restart loads them', async () => {
    const random = createRandom(31, 'inbox-kill-delays');
    const outcomes: string[] = [];
    for (let run = 1; run <= KILLS; run++) {
      // Spread over the whole load; the last kill after the load, before the process ends.
      const kill =
        run === KILLS
          ? { stage: LOADED, afterMs: 0 }
          : { stage: PICKED_UP, afterMs: random.integer(0, Math.max(1, wholeLoadMs)) };
      const { dataDir, inbox } = await prepareRun(run);
      const killed = await pass(dataDir, kill);
      const state = await importedState(dataDir);
      outcomes.push(
        `${kill.stage} + ${kill.afterMs} ms: ${killed.exit.signal ?? `exit ${killed.exit.code}`}, ${state.rows === 0 ? 'before' : 'whole'}`,
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
    // A kill during the load finds the state before; the one after it, the whole files.
    expect(
      outcomes.some((outcome) => /SIGKILL, before$/.test(outcome)),
      outcomes.join('; '),
    ).toBe(true);
    expect(outcomes.at(-1), outcomes.join('; ')).toMatch(/whole$/);
  }, 400_000);
});
