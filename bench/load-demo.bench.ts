/**
 * Generating and loading the demo data at a named scale, on DuckDB and on PostgreSQL, each
 * from an empty database: wall time of generation and of loading (with rollups), and the size
 * of the database afterwards.
 *
 *   npm run bench:load -- --scale M
 *
 * PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test); the run
 * works in a schema of its own and drops it afterwards.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '@outlet-pulse/server/testing';
import { type DemoSummary, loadDemoData, openDatabase } from '@outlet-pulse/server/testing';
import { createBenchSchema } from './postgres-schema';
import { machineFacts, writeResults } from './results-file';
import { parseScale, SCALES } from './scales';

const LAST_SALES_DATE = '2026-11-21';
const SEED = 20261122;

async function withDuckDb<T>(work: (database: Database) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'outlet-pulse-bench-'));
  const database = await openDatabase({
    engine: 'duckdb',
    file: path.join(folder, 'bench.duckdb'),
  });
  try {
    return await work(database);
  } finally {
    await database.close();
    await rm(folder, { recursive: true, force: true });
  }
}

async function withPostgres<T>(work: (database: Database) => Promise<T>): Promise<T> {
  const { url, drop } = await createBenchSchema();
  const database = await openDatabase({ engine: 'postgres', url });
  try {
    return await work(database);
  } finally {
    await database.close();
    await drop();
  }
}

async function measure(engine: 'duckdb' | 'postgres', outlets: number, years: number) {
  const open = engine === 'duckdb' ? withDuckDb : withPostgres;
  return open(async (database): Promise<DemoSummary> => {
    console.log(`${engine}: generating and loading ${outlets} outlets × ${years} years…`);
    const summary = await loadDemoData(database, {
      outlets,
      years,
      seed: SEED,
      lastSalesDate: LAST_SALES_DATE,
    });
    console.log(
      `  generate ${summary.generateSeconds.toFixed(1)} s, load ${summary.loadSeconds.toFixed(1)} s, ` +
        `${(summary.databaseBytes / 1024 ** 2).toFixed(0)} MiB`,
    );
    return summary;
  });
}

const scaleName = parseScale(process.argv.slice(2));
const scale = SCALES[scaleName];
const runs = {
  duckdb: await measure('duckdb', scale.outlets, scale.years),
  postgres: await measure('postgres', scale.outlets, scale.years),
};

const row = (engine: string, summary: DemoSummary) =>
  `| ${engine} | ${summary.generateSeconds.toFixed(1)} | ${summary.loadSeconds.toFixed(1)} | ` +
  `${(summary.generateSeconds + summary.loadSeconds).toFixed(1)} | ${(summary.databaseBytes / 1024 ** 2).toFixed(0)} |`;
const counts = runs.duckdb;
const machine = machineFacts();
await writeResults(
  `load-demo-${scaleName}`,
  { scale: scaleName, ...scale, lastSalesDate: LAST_SALES_DATE, seed: SEED, machine, runs },
  `# Demo data: generate and load, scale ${scaleName}

${scale.outlets} outlets, ${counts.firstDate} to ${counts.lastSalesDate}: ${counts.outletDays.toLocaleString('en-US')} outlet-days,
${counts.categoryRows.toLocaleString('en-US')} category rows, ${counts.trafficRows.toLocaleString('en-US')} traffic rows,
${counts.targetRows.toLocaleString('en-US')} monthly targets. One run per engine, from an empty database, measured ${machine.measuredAt}
on ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGiB} GiB, Node ${machine.node}.

| engine | generate (s) | load + rollups (s) | total (s) | database (MiB) |
|---|---|---|---|---|
${row('DuckDB', runs.duckdb)}
${row('PostgreSQL', runs.postgres)}
`,
);
