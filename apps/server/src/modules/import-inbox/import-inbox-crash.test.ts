/**
 * A kill -9 of the process working through the inbox at a random moment leaves the embedded
 * database with either the state before the files or the whole of them, never part, and the
 * next pass (the restart) takes the files again and loads them whole. The `import-inbox`
 * command loads one bundle, 250 new outlets and 90,000 daily rows about them, from the inbox
 * into a copy of the same database and is killed a seeded random delay after it picks the
 * files up, spread over the time a whole load takes.
 */
import { copyFile, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CRASH_DAYS,
  CRASH_OUTLETS,
  crashOutletsFile,
  crashSalesFile,
  crashSalesIn,
  openPristineDatabase,
  runCli,
} from '../../../test/crash-runs';
import { DUCKDB_FILE_NAME } from '../../config';
import { createRandom } from '../../seed/demo-data/random';

const OUTLETS = CRASH_OUTLETS;
const DAYS = CRASH_DAYS;
const KILLS = 5;
const PICKED_UP = 'import inbox: picked up';
/** Printed once the files are loaded and filed away. */
const LOADED = 'import inbox: loaded';

describe('the import inbox killed with SIGKILL', () => {
  let workDir: string;
  let pristine: string;
  let salesFile: string;
  let outletsFile: string;
  let fileNett = 0;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), 'outlet-pulse-inbox-crash-'));
    pristine = path.join(workDir, 'pristine.duckdb');
    await (await openPristineDatabase(pristine)).close();
    outletsFile = path.join(workDir, 'outlets.csv');
    await writeFile(outletsFile, crashOutletsFile());
    const sales = crashSalesFile('inbox-crash-file');
    fileNett = sales.nett;
    salesFile = path.join(workDir, 'daily-sales.csv');
    await writeFile(salesFile, sales.text);
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
    const env = {
      IMPORT_INBOX_DIR: path.join(dataDir, 'inbox'),
      IMPORT_INBOX_SETTLE_SECONDS: '0.1',
    };
    const run = await runCli(['import-inbox'], { dataDir, env, kill, watch: PICKED_UP });
    return { ...run, loadMs: run.watchedAt ? Date.now() - run.watchedAt : 0 };
  }

  const importedState = crashSalesIn;

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
