/**
 * What the import benchmarks load: 1,000 outlets of their own and a daily sales file of any
 * number of rows about them, written once; a database holding the scale-S demo data and its
 * users for them to load into, with a server on it per engine; and the peak memory of the server
 * that loaded them.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { StorageConfig } from '@outlet-pulse/server/testing';
import {
  createRandom,
  loadDemoData,
  openDatabase,
  seedDemoUsers,
} from '@outlet-pulse/server/testing';
import { BENCH_AUTH_SECRET } from './bench-app';
import { argument } from './command-line';
import { createBenchSchema } from './postgres-schema';
import { SCALES } from './scales';
import { type BenchServerOptions, startBenchServer } from './start-bench-server';

export const OUTLETS = 1000;

/** Days of the sales file: every outlet has a row each day. */
const daysFor = (rows: number) => Math.ceil(rows / OUTLETS);

const outletId = (index: number) => `KCG05-${String(5000 + index)}`;

/** Writes outlets.csv and daily-sales.csv of `rows` rows into `folder`. */
async function writeImportFiles(folder: string, rows: number) {
  const outlets = path.join(folder, 'outlets.csv');
  const outletLines = ['outlet_id,name,company,type,group,city,open_date,close_date'];
  for (let index = 0; index < OUTLETS; index++) {
    outletLines.push(
      `${outletId(index)},BENCH OUTLET ${index},KCG05,STORES,O,Surabaya,2023-01-01,`,
    );
  }
  await writeFile(outlets, `${outletLines.join('\n')}\n`);

  const sales = path.join(folder, 'daily-sales.csv');
  const out = createWriteStream(sales);
  const random = createRandom(1_000_000, 'import-bench');
  out.write('outlet_id,date,gross,markdown,vip,promo,nett,units,transactions\n');
  let written = 0;
  for (let day = 0; day < daysFor(rows) && written < rows; day++) {
    const date = new Date(Date.UTC(2023, 0, 1 + day)).toISOString().slice(0, 10);
    let chunk = '';
    for (let outlet = 0; outlet < OUTLETS && written < rows; outlet++, written++) {
      const gross = random.integer(500_000, 25_000_000);
      const markdown = random.integer(0, Math.floor(gross / 10));
      const vip = random.integer(0, 100_000);
      const nett = gross - markdown - vip;
      chunk += `${outletId(outlet)},${date},${gross},${markdown},${vip},0,${nett},${random.integer(3, 90)},${random.integer(2, 40)}\n`;
    }
    if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  await new Promise<void>((resolve) => out.end(() => resolve()));
  return { outlets, sales, salesBytes: (await stat(sales)).size };
}

type ImportFiles = Awaited<ReturnType<typeof writeImportFiles>>;

/**
 * Writes the files of `rows` daily rows into a fresh temporary folder named after `bench`, hands
 * the folder and the files to `use`, and removes the folder after it, whatever happened.
 */
export async function withImportFiles(
  bench: string,
  rows: number,
  use: (folder: string, files: ImportFiles) => Promise<void>,
): Promise<void> {
  const folder = await mkdtemp(path.join(os.tmpdir(), `outlet-pulse-${bench}-bench-`));
  try {
    console.log(`Writing ${rows.toLocaleString('en-US')} daily rows for ${OUTLETS} outlets…`);
    await use(folder, await writeImportFiles(folder, rows));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The sales file as the results describe it: '38 MiB of CSV, 1000 outlets × 1000 days'. */
export const salesFileText = (files: ImportFiles, rows: number) =>
  `${(files.salesBytes / 1024 ** 2).toFixed(0)} MiB of CSV, ${OUTLETS} outlets × ${daysFor(rows)} days`;

/** A database of the engine with the scale-S demo data and users; `drop` removes it. */
async function prepareStorage(engine: Engine, folder: string) {
  let storage: StorageConfig;
  let drop = async () => {};
  if (engine === 'duckdb') {
    storage = { engine: 'duckdb', file: path.join(folder, 'bench.duckdb') };
  } else {
    const schema = await createBenchSchema();
    storage = { engine: 'postgres', url: schema.url };
    drop = schema.drop;
  }
  const database = await openDatabase(storage);
  await loadDemoData(database, { ...SCALES.S, seed: 7, lastSalesDate: '2026-11-21' });
  await seedDemoUsers(database.kysely, { authSecret: BENCH_AUTH_SECRET });
  await database.close();
  return { storage, drop };
}

/** Peak resident memory of a process so far, in MiB (Linux). */
export async function peakMemoryMib(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const match = /VmHWM:\s+(\d+) kB/.exec(status);
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

export type Engine = 'duckdb' | 'postgres';

/** The import benchmarks' command line: how many daily rows (--rows), on which engines (--engines). */
export function importBenchArguments(): { rows: number; engines: Engine[] } {
  return {
    rows: Number(argument('rows', '1000000')),
    engines: argument('engines', 'duckdb,postgres').split(',') as Engine[],
  };
}
type BenchServer = Awaited<ReturnType<typeof startBenchServer>>;

/**
 * For each engine in turn: the scale-S demo base data (prepareStorage), a server on it started
 * with `serverOptions`, and `measure` run against that server; the server stops and the storage
 * is dropped before the next engine starts.
 */
export async function measureOnEachEngine(
  engines: readonly Engine[],
  folder: string,
  serverOptions: (engine: Engine) => Promise<BenchServerOptions>,
  measure: (engine: Engine, server: BenchServer) => Promise<void>,
): Promise<void> {
  for (const engine of engines) {
    console.log(`${engine}: base data (scale S demo)…`);
    const { storage, drop } = await prepareStorage(engine, folder);
    const server = await startBenchServer(storage, await serverOptions(engine));
    try {
      await measure(engine, server);
    } finally {
      await server.stop();
      await drop();
    }
  }
}
