/**
 * What the kill -9 tests share: a pristine embedded database to copy for each run, a year of
 * seeded random daily sales of new outlets (KCG02-7000 on), the CLI run in a process of its own
 * and killed a chosen delay after it prints a stage, and what the copy holds afterwards.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { DUCKDB_FILE_NAME } from '../src/config';
import type { Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { openDatabase } from '../src/db/open-database';
import { loadDemoData } from '../src/seed/demo-data/generate-demo';
import { createRandom } from '../src/seed/demo-data/random';
import { serverCli } from './server-cli';

export const CRASH_OUTLETS = 250;
export const CRASH_DAYS = 360;
export const crashOutletId = (index: number) => `KCG02-${String(7000 + index)}`;
/** The outlets the crash files bring, in a LIKE pattern. */
const CRASH_OUTLET_PATTERN = 'KCG02-7%';

export const SALES_HEADER = 'outlet_id,date,gross,markdown,vip,promo,nett,units,transactions';

/** A small demo database in `file`, left open for the caller to add to. */
export async function openPristineDatabase(file: string): Promise<Database> {
  const database = await openDatabase({ engine: 'duckdb', file });
  await migrate(database);
  await loadDemoData(database, { outlets: 12, years: 1, seed: 3, lastSalesDate: '2026-10-31' });
  return database;
}

/** The crash outlets, new KCG02 stores opened on 1 January 2025, as an outlets file. */
export function crashOutletsFile(): string {
  return [
    'outlet_id,name,company,type,group,city,open_date,close_date',
    ...Array.from(
      { length: CRASH_OUTLETS },
      (_, index) =>
        `${crashOutletId(index)},LANGKAH CRASH ${index},KCG02,STORES,O,Bandung,2025-01-01,`,
    ),
  ].join('\n');
}

/** The crash outlets' daily sales from 1 January 2025, random by `label`, and their nett. */
export function crashSalesFile(label: string): { text: string; nett: number } {
  const lines = [SALES_HEADER];
  const random = createRandom(17, label);
  let nett = 0;
  for (let outlet = 0; outlet < CRASH_OUTLETS; outlet++) {
    for (let day = 0; day < CRASH_DAYS; day++) {
      const date = new Date(Date.UTC(2025, 0, 1 + day)).toISOString().slice(0, 10);
      const gross = random.integer(1_000_000, 9_000_000);
      const markdown = random.integer(0, 300_000);
      nett += gross - markdown;
      lines.push(
        `${crashOutletId(outlet)},${date},${gross},${markdown},0,0,${gross - markdown},${random.integer(5, 40)},${random.integer(3, 20)}`,
      );
    }
  }
  return { text: `${lines.join('\n')}\n`, nett };
}

export interface CliRun {
  exit: { code: number | null; signal: NodeJS.Signals | null };
  output: string;
  /** When the output first showed `watch`, if asked and seen. */
  watchedAt: number | undefined;
}

/**
 * Runs the CLI on the embedded database in `dataDir`; kills it with SIGKILL
 * `kill.afterMs` after it prints `kill.stage`, when given.
 */
export async function runCli(
  args: readonly string[],
  options: {
    dataDir: string;
    env?: Record<string, string>;
    kill: { stage: string; afterMs: number } | null;
    watch?: string;
  },
): Promise<CliRun> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'silent',
    ...options.env,
  };
  delete env.DATABASE_URL;
  const child: ChildProcess = spawn(process.execPath, [...serverCli(), ...args], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const { kill, watch } = options;
  let output = '';
  let watchedAt: number | undefined;
  let timer: NodeJS.Timeout | undefined;
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
    if (watch && watchedAt === undefined && output.includes(watch)) watchedAt = Date.now();
    if (kill && !timer && output.includes(kill.stage)) {
      timer = setTimeout(() => child.kill('SIGKILL'), kill.afterMs);
    }
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const exit = await new Promise<CliRun['exit']>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  clearTimeout(timer);
  return { exit, output, watchedAt };
}

/** Reads the copy in `dataDir`, closing it afterwards (one process opens the file at a time). */
async function readCopy<T>(dataDir: string, read: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({
    engine: 'duckdb',
    file: path.join(dataDir, DUCKDB_FILE_NAME),
  });
  try {
    return await read(database);
  } finally {
    await database.close();
  }
}

/** The crash outlets in the copy in `dataDir`: how many, their daily rows and nett, the rollups'. */
export function crashSalesIn(dataDir: string) {
  return readCopy(dataDir, async ({ kysely }) => {
    const row = await kysely
      .selectFrom('daily_sales')
      .select((eb) => [eb.fn.countAll<number>().as('rows'), eb.fn.sum<number>('nett').as('nett')])
      .where('outlet_id', 'like', CRASH_OUTLET_PATTERN)
      .executeTakeFirstOrThrow();
    const rollup = await kysely
      .selectFrom('monthly_sales')
      .select((eb) => eb.fn.sum<number>('nett').as('nett'))
      .where('outlet_id', 'like', CRASH_OUTLET_PATTERN)
      .executeTakeFirstOrThrow();
    const outlets = await kysely
      .selectFrom('outlets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('id', 'like', CRASH_OUTLET_PATTERN)
      .executeTakeFirstOrThrow();
    return {
      outlets: Number(outlets.n),
      rows: Number(row.rows),
      nett: Number(row.nett ?? 0),
      rollupNett: Number(rollup.nett ?? 0),
    };
  });
}

/** How many loads the history of the copy in `dataDir` shows as done. */
export function loadedBatchesIn(dataDir: string): Promise<number> {
  return readCopy(dataDir, async ({ kysely }) => {
    const batches = await kysely
      .selectFrom('import_batches')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'LOADED')
      .executeTakeFirstOrThrow();
    return Number(batches.n);
  });
}
