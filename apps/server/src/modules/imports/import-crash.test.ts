/**
 * A kill -9 of the importing process at a random moment leaves the embedded database with
 * either the state before the import or the whole file, never part of it. The CLI imports
 * 90,000 daily rows into a copy of the same database, and is killed a seeded random delay
 * after it reports a stage: while checking the file, at each step inside its load
 * transaction, and after it commits. The same for an import of several files (a folder of
 * new outlets, their daily sales and their traffic): all of them or none.
 */
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CRASH_DAYS,
  CRASH_OUTLETS,
  crashOutletsFile,
  crashSalesFile,
  crashSalesIn,
  loadedBatchesIn,
  openPristineDatabase,
  runCli,
  SALES_HEADER,
} from '../../../test/crash-runs';
import { DUCKDB_FILE_NAME } from '../../config';
import { openDatabase } from '../../db/open-database';
import { createRandom, type Random } from '../../seed/demo-data/random';
import { ImportService } from './imports.service';

/** When the CLI is killed: this long after it printed that stage. */
interface Kill {
  stage: string;
  afterMs: number;
}

const OUTLETS = CRASH_OUTLETS;
const DAYS = CRASH_DAYS;
/** What the CLI prints (off a terminal) as it goes; the last one comes after the commit. */
const STAGES = [
  'Checking the file',
  'Copying rows into the database',
  'Checking outlets and closed months',
  'Replacing changed rows and adding new ones',
  'Refreshing monthly rollups',
  'loaded 90000 rows',
];

/** The import of several files: new outlets, a year of their daily sales and traffic. */
const BUNDLE_OUTLETS = 40;
const bundleOutletId = (index: number) => `KCG02-${String(8000 + index)}`;
const BUNDLE_ROWS = BUNDLE_OUTLETS * DAYS;
const BUNDLE_STAGES = [
  'Checking the files',
  'Copying rows into the database',
  'Checking outlets and closed months',
  'Replacing changed rows and adding new ones',
  'Refreshing monthly rollups',
  `traffic.csv: loaded ${BUNDLE_ROWS} rows`,
];

describe('an import killed with SIGKILL', () => {
  let workDir: string;
  let pristine: string;
  let salesFile: string;
  let fileNett = 0;
  let bundleDir: string;
  let bundleNett = 0;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), 'outlet-pulse-crash-'));
    pristine = path.join(workDir, 'pristine.duckdb');
    const database = await openPristineDatabase(pristine);
    const outletsFile = path.join(workDir, 'outlets.csv');
    await writeFile(outletsFile, crashOutletsFile());
    const imports = new ImportService({ database, workDir: path.join(workDir, 'imports') });
    const { loaded } = await imports.immediate.importFile('outlets', outletsFile, {}, null);
    expect(loaded?.counts.inserted).toBe(OUTLETS);
    await database.close();

    const sales = crashSalesFile('crash-file');
    fileNett = sales.nett;
    salesFile = path.join(workDir, 'daily-sales.csv');
    await writeFile(salesFile, sales.text);

    bundleDir = path.join(workDir, 'bundle');
    await mkdir(bundleDir);
    const bundleOutlets = ['outlet_id,name,company,type,group,city,open_date,close_date'];
    const bundleSales = [SALES_HEADER];
    const random = createRandom(17, 'crash-bundle');
    const bundleTraffic = ['outlet_id,date,visitors'];
    for (let outlet = 0; outlet < BUNDLE_OUTLETS; outlet++) {
      const id = bundleOutletId(outlet);
      bundleOutlets.push(`${id},LANGKAH BUNDLE ${outlet},KCG02,STORES,O,Bogor,2025-01-01,`);
      for (let day = 0; day < DAYS; day++) {
        const date = new Date(Date.UTC(2025, 0, 1 + day)).toISOString().slice(0, 10);
        const gross = random.integer(1_000_000, 9_000_000);
        bundleNett += gross;
        bundleSales.push(`${id},${date},${gross},0,0,0,${gross},${random.integer(5, 40)},9`);
        bundleTraffic.push(`${id},${date},${random.integer(50, 400)}`);
      }
    }
    await writeFile(path.join(bundleDir, 'outlets.csv'), `${bundleOutlets.join('\n')}\n`);
    await writeFile(path.join(bundleDir, 'daily-sales.csv'), `${bundleSales.join('\n')}\n`);
    await writeFile(path.join(bundleDir, 'traffic.csv'), `${bundleTraffic.join('\n')}\n`);
  }, 180_000);

  afterAll(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  /**
   * Runs the CLI on a fresh copy (by default importing the daily-sales file); kills it
   * `kill.afterMs` after it prints `kill.stage`.
   */
  async function runImport(
    run: number | string,
    kill: Kill | null,
    args = ['daily-sales', salesFile],
  ) {
    const dataDir = path.join(workDir, `run-${run}`);
    await mkdir(dataDir, { recursive: true });
    await copyFile(pristine, path.join(dataDir, DUCKDB_FILE_NAME));
    return { dataDir, ...(await runCli(['import', ...args], { dataDir, kill })) };
  }

  /** The crash outlets' sales, and the loads the history shows as done. */
  async function importedState(dataDir: string) {
    const { rows, nett, rollupNett } = await crashSalesIn(dataDir);
    return { rows, nett, rollupNett, loadedBatches: await loadedBatchesIn(dataDir) };
  }

  const BEFORE = { rows: 0, nett: 0, rollupNett: 0, loadedBatches: 1 };

  /**
   * Kills an import once per stage, a seeded random delay after it printed that stage, and
   * expects each copy to hold the state before or the whole import. The last kill comes after
   * the commit and must find the whole import, or the test did not reach that far.
   */
  async function expectBeforeOrWholeAfterEachKill<State>(kills: {
    stages: readonly string[];
    random: Random;
    importKilled: (index: number, kill: Kill) => ReturnType<typeof runImport>;
    stateOf: (dataDir: string) => Promise<State>;
    before: State;
    whole: State;
  }) {
    const outcomes: string[] = [];
    for (const [index, stage] of kills.stages.entries()) {
      const afterMs = kills.random.integer(0, 250);
      const { dataDir, exit } = await kills.importKilled(index, { stage, afterMs });
      const state = await kills.stateOf(dataDir);
      const outcome = isDeepStrictEqual(state, kills.before) ? 'before' : 'whole';
      outcomes.push(`${stage} + ${afterMs} ms: ${exit.signal ?? `exit ${exit.code}`}, ${outcome}`);
      expect([kills.before, kills.whole], outcomes.join('; ')).toContainEqual(state);
    }
    expect(outcomes.at(-1), outcomes.join('; ')).toMatch(/whole$/);
  }

  it('loads the whole file when left alone', async () => {
    const { dataDir, exit, output } = await runImport(0, null);
    expect(exit.code, output).toBe(0);
    const whole = { rows: OUTLETS * DAYS, nett: fileNett, rollupNett: fileNett, loadedBatches: 2 };
    expect(await importedState(dataDir)).toEqual(whole);
  }, 120_000);

  it('holds the state before or the whole file after a kill at any moment', async () => {
    const whole = { rows: OUTLETS * DAYS, nett: fileNett, rollupNett: fileNett, loadedBatches: 2 };
    await expectBeforeOrWholeAfterEachKill({
      stages: STAGES,
      random: createRandom(29, 'kill-delays'),
      importKilled: (index, kill) => runImport(index + 1, kill),
      stateOf: importedState,
      before: BEFORE,
      whole,
    });
  }, 300_000);

  /** What the import of several files left: its outlets, sales, traffic, rollups, history. */
  async function bundleFigures(dataDir: string) {
    const database = await openDatabase({
      engine: 'duckdb',
      file: path.join(dataDir, DUCKDB_FILE_NAME),
    });
    const ours = 'KCG02-8%';
    const count = async (table: 'outlets' | 'daily_sales' | 'daily_traffic') =>
      Number(
        (
          await database.kysely
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where(table === 'outlets' ? 'id' : 'outlet_id', 'like', ours)
            .executeTakeFirstOrThrow()
        ).n,
      );
    try {
      const rollup = await database.kysely
        .selectFrom('monthly_sales')
        .select((eb) => eb.fn.sum<number>('nett').as('nett'))
        .where('outlet_id', 'like', ours)
        .executeTakeFirstOrThrow();
      return {
        outlets: await count('outlets'),
        sales: await count('daily_sales'),
        traffic: await count('daily_traffic'),
        rollupNett: Number(rollup.nett ?? 0),
      };
    } finally {
      await database.close();
    }
  }
  const bundleState = async (dataDir: string) => ({
    ...(await bundleFigures(dataDir)),
    loadedBatches: await loadedBatchesIn(dataDir),
  });

  it('holds the state before or every file of a multi-file import after a kill at any moment', async () => {
    const before = { outlets: 0, sales: 0, traffic: 0, rollupNett: 0, loadedBatches: 1 };
    const whole = {
      outlets: BUNDLE_OUTLETS,
      sales: BUNDLE_ROWS,
      traffic: BUNDLE_ROWS,
      rollupNett: bundleNett,
      loadedBatches: 4,
    };
    const alone = await runImport('bundle', null, [bundleDir]);
    expect(alone.exit.code, alone.output).toBe(0);
    expect(await bundleState(alone.dataDir)).toEqual(whole);

    await expectBeforeOrWholeAfterEachKill({
      stages: BUNDLE_STAGES,
      random: createRandom(31, 'bundle-kill-delays'),
      importKilled: (index, kill) => runImport(`bundle-${index}`, kill, [bundleDir]),
      stateOf: bundleState,
      before,
      whole,
    });
  }, 300_000);
});
