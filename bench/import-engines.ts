/**
 * The engines the import benchmarks load into: a database of each holding the scale-S demo data
 * and its users, a server on it, the benchmarks' command line, and the server's peak memory.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { StorageConfig } from '@outlet-pulse/server/testing';
import { loadDemoData, openDatabase, seedDemoUsers } from '@outlet-pulse/server/testing';
import { BENCH_AUTH_SECRET } from './bench-app';
import { argument } from './command-line';
import { createBenchSchema } from './postgres-schema';
import { SCALES } from './scales';
import { type BenchServerOptions, startBenchServer } from './start-bench-server';

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
