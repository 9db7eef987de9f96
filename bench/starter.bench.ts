/**
 * Importing the starter set (samples/starter/: ten files, ~38,000 rows) into an empty database,
 * on DuckDB and on PostgreSQL, the way its README says: the command of `npm run cli -- import
 * samples/starter/` in a process of its own, timed from its start to its exit (the goal:
 * ≤ 10 s), and the same bundle through the import service in-process (check and
 * one-transaction load, no start-up).
 *
 *   npm run bench:starter [-- --engines duckdb,postgres]
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  DUCKDB_FILE_NAME,
  ImportService,
  migrate,
  openDatabase,
  type StorageConfig,
} from '@outlet-pulse/server/testing';
import { createBenchSchema } from './postgres-schema';
import { machineFacts, writeResults } from './results-file';

const GOAL_SECONDS = 10;
const REPOSITORY = path.resolve(import.meta.dirname, '..');
const STARTER_DIR = path.join(REPOSITORY, 'samples', 'starter');

const argv = process.argv.slice(2);
const option = (name: string) => {
  const index = argv.indexOf(`--${name}`);
  return index >= 0 ? argv[index + 1] : undefined;
};
const ENGINES = (option('engines') ?? 'duckdb,postgres').split(',') as ('duckdb' | 'postgres')[];

type Engine = (typeof ENGINES)[number];

/** An empty, migrated database of the engine (as after the server's first start). */
async function emptyStorage(engine: Engine, folder: string) {
  let storage: StorageConfig;
  let env: Record<string, string>;
  let drop = async () => {};
  if (engine === 'duckdb') {
    storage = { engine, file: path.join(folder, DUCKDB_FILE_NAME) };
    env = { DATA_DIR: folder };
  } else {
    const schema = await createBenchSchema();
    storage = { engine, url: schema.url };
    env = { DATABASE_URL: schema.url };
    drop = schema.drop;
  }
  const database = await openDatabase(storage);
  await migrate(database);
  await database.close();
  return { storage, env, drop };
}

async function dailyRows(storage: StorageConfig): Promise<number> {
  const database = await openDatabase(storage);
  try {
    const { rows } = await database.kysely
      .selectFrom('daily_sales')
      .select((eb) => eb.fn.countAll<number>().as('rows'))
      .executeTakeFirstOrThrow();
    return Number(rows);
  } finally {
    await database.close();
  }
}

/** The README's command in a process of its own; wall-clock seconds to its exit. */
async function importCommand(env: Record<string, string>): Promise<number> {
  const started = performance.now();
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli.ts', 'import', 'samples/starter/'],
      {
        cwd: REPOSITORY,
        env: { ...process.env, ...env, LOG_LEVEL: 'silent' },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`the import command exited with ${code}`);
  return (performance.now() - started) / 1000;
}

/** The bundle through the import service in this process: check and load, no start-up. */
async function importInProcess(storage: StorageConfig, workDir: string): Promise<number> {
  const database = await openDatabase(storage);
  try {
    const imports = new ImportService({ database, workDir });
    const files = (await readdir(STARTER_DIR)).map((name) => ({
      fileName: name,
      path: path.join(STARTER_DIR, name),
    }));
    const started = performance.now();
    const { report, loaded } = await imports.immediate.importBundle(files, {
      userId: null,
      label: 'starter bench',
    });
    if (!loaded) throw new Error(`the starter set was refused: ${JSON.stringify(report.issues)}`);
    return (performance.now() - started) / 1000;
  } finally {
    await database.close();
  }
}

const folder = await mkdtemp(path.join(os.tmpdir(), 'outlet-pulse-starter-bench-'));
const results: Record<string, { commandSeconds: number; serviceSeconds: number; rows: number }> =
  {};
try {
  for (const engine of ENGINES) {
    const commandRun = await emptyStorage(engine, await mkdtemp(path.join(folder, 'command-')));
    const serviceRun = await emptyStorage(engine, await mkdtemp(path.join(folder, 'service-')));
    try {
      const commandSeconds = await importCommand(commandRun.env);
      const rows = await dailyRows(commandRun.storage);
      const serviceSeconds = await importInProcess(
        serviceRun.storage,
        await mkdtemp(path.join(folder, 'work-')),
      );
      console.log(
        `${engine}: command ${commandSeconds.toFixed(1)} s, in-process ${serviceSeconds.toFixed(1)} s (${rows} daily rows)`,
      );
      results[engine] = { commandSeconds, serviceSeconds, rows };
    } finally {
      await commandRun.drop();
      await serviceRun.drop();
    }
  }
  const names = await readdir(STARTER_DIR);
  const facts = machineFacts();
  const lines = [
    '# Import of the starter set into an empty database',
    '',
    `Measured ${facts.measuredAt} on ${facts.cpus} × ${facts.cpuModel}, ${facts.memoryGiB} GiB, Node ${facts.node}; one run per engine.`,
    `The bundle: the ${names.length} files of samples/starter/ (3 brands, 12 outlets, 1 Jan 2025–31 Oct 2026: master lists, targets, daily and category sales, traffic), loaded as one import into a freshly migrated database.`,
    '',
    '| engine | import command (`cli.ts import samples/starter/`, process start to exit) | in-process check + load | goal |',
    '|---|---|---|---|',
    ...ENGINES.map((engine) => {
      const figure = results[engine];
      return `| ${engine} | ${figure?.commandSeconds.toFixed(1)} s | ${figure?.serviceSeconds.toFixed(1)} s | ≤ ${GOAL_SECONDS} s |`;
    }),
  ];
  await writeResults(
    'starter-import',
    { machine: facts, files: names, goalSeconds: GOAL_SECONDS, results },
    lines.join('\n'),
  );
} finally {
  await rm(folder, { recursive: true, force: true });
}
