/**
 * A demo data set for a benchmark run, loaded by the chosen checkout's server (seed-data.ts):
 * a DuckDB file in a folder of its own, or a throwaway PostgreSQL schema. The same seed and
 * last sales date as the other benchmarks, so every run answers the same questions.
 */
import { spawn } from 'node:child_process';
import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { StorageConfig } from '@outlet-pulse/server/testing';
import { createBenchSchema } from './postgres-schema';

export type Engine = 'duckdb' | 'postgres';

export interface BenchData {
  storage: StorageConfig;
  /** A copy of a DuckDB file, for a second process to read beside a running server. */
  copy(): Promise<StorageConfig>;
  cleanup(): Promise<void>;
}

function runSeed(storage: StorageConfig, outlets: number, years: number, serverDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'seed-data.ts'], {
    cwd: import.meta.dirname,
    env: {
      ...process.env,
      BENCH_STORAGE: JSON.stringify(storage),
      BENCH_OUTLETS: String(outlets),
      BENCH_YEARS: String(years),
      BENCH_SERVER_DIR: serverDir,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return new Promise<void>((resolve, reject) =>
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`seeding exited with ${code}`)),
    ),
  );
}

export async function createBenchData(
  engine: Engine,
  scale: { outlets: number; years: number },
  serverDir: string,
  /** The PostgreSQL database to make the schema in; BENCH_DATABASE_URL's by default. */
  postgresUrl?: string,
): Promise<BenchData> {
  if (engine === 'postgres') {
    const { url, drop } = await createBenchSchema(postgresUrl);
    const storage: StorageConfig = { engine: 'postgres', url };
    await runSeed(storage, scale.outlets, scale.years, serverDir);
    return {
      storage,
      copy: async () => storage,
      cleanup: drop,
    };
  }
  const folder = await mkdtemp(path.join(os.tmpdir(), 'outlet-pulse-bench-'));
  const file = path.join(folder, 'bench.duckdb');
  await runSeed({ engine: 'duckdb', file }, scale.outlets, scale.years, serverDir);
  let copies = 0;
  return {
    storage: { engine: 'duckdb', file },
    async copy() {
      copies += 1;
      const copied = path.join(folder, `copy-${copies}.duckdb`);
      // Closed cleanly, the file holds everything; a write-ahead log would come along too.
      for (const name of await readdir(folder)) {
        if (name.startsWith('bench.duckdb'))
          await copyFile(path.join(folder, name), copied + name.slice('bench.duckdb'.length));
      }
      return { engine: 'duckdb', file: copied };
    },
    cleanup: () => rm(folder, { recursive: true, force: true }),
  };
}
