/**
 * Importing one million daily sales rows through the running server, on DuckDB and on
 * PostgreSQL: upload and check (stream, parse, validate), then the one-transaction load, and
 * the server process's peak memory (VmHWM). The database starts with the scale-S demo data
 * plus the 1,000 outlets the file is about, imported the same way.
 *
 *   npm run bench:import [-- --rows 1000000 --engines duckdb,postgres]
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { StorageConfig } from '@outlet-pulse/server/src/config';
import { openDatabase } from '@outlet-pulse/server/src/db/open-database';
import { loadDemoData } from '@outlet-pulse/server/src/seed/demo-data/generate-demo';
import { createRandom } from '@outlet-pulse/server/src/seed/demo-data/random';
import { DEMO_PASSWORD, seedDemoUsers } from '@outlet-pulse/server/src/seed/demo-users';
import { createBenchSchema } from './postgres-schema';
import { machineFacts, writeResults } from './results-file';
import { SCALES } from './scales';
import { startBenchServer } from './start-bench-server';

const OUTLETS = 1000;
const GOALS = { duckdb: 10, postgres: 30 } as const;

const argv = process.argv.slice(2);
const option = (name: string) => {
  const index = argv.indexOf(`--${name}`);
  return index >= 0 ? argv[index + 1] : undefined;
};
const ROWS = Number(option('rows') ?? 1_000_000);
const ENGINES = (option('engines') ?? 'duckdb,postgres').split(',') as ('duckdb' | 'postgres')[];
const DAYS = Math.ceil(ROWS / OUTLETS);

const outletId = (index: number) => `KCG05-${String(5000 + index)}`;

async function writeFiles(folder: string) {
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
  for (let day = 0; day < DAYS && written < ROWS; day++) {
    const date = new Date(Date.UTC(2023, 0, 1 + day)).toISOString().slice(0, 10);
    let chunk = '';
    for (let outlet = 0; outlet < OUTLETS && written < ROWS; outlet++, written++) {
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

async function prepareStorage(engine: 'duckdb' | 'postgres', folder: string) {
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
  await seedDemoUsers(database.kysely);
  await database.close();
  return { storage, drop };
}

/** Peak resident memory of a process so far, in MiB (Linux). */
async function peakMemoryMib(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const match = /VmHWM:\s+(\d+) kB/.exec(status);
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

async function importThroughServer(base: string, token: string, kind: string, file: string) {
  const headers = { authorization: `Bearer ${token}` };
  const started = performance.now();
  const upload = await fetch(
    `${base}/api/import/upload?kind=${kind}&fileName=${path.basename(file)}`,
    {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': 'application/octet-stream',
        'content-length': String((await stat(file)).size),
      },
      body: Readable.toWeb(createReadStream(file)) as ReadableStream,
      duplex: 'half',
    } as RequestInit,
  );
  const preview = (await upload.json()) as {
    data: { uploadId: string; issueCount: number; rows: number };
  };
  if (upload.status !== 200 || preview.data.issueCount > 0) {
    throw new Error(
      `upload of ${kind} failed: ${upload.status} ${JSON.stringify(preview).slice(0, 500)}`,
    );
  }
  const checked = performance.now();
  const confirm = await fetch(`${base}/api/import/confirm`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ uploadId: preview.data.uploadId }),
  });
  let job = (
    (await confirm.json()) as {
      data: { jobId: string; phase: string; message: string | null; counts: unknown };
    }
  ).data;
  while (job.phase !== 'done' && job.phase !== 'failed') {
    await new Promise((resolve) => setTimeout(resolve, 50));
    job = (
      (await (await fetch(`${base}/api/import/jobs/${job.jobId}`, { headers })).json()) as {
        data: typeof job;
      }
    ).data;
  }
  if (job.phase === 'failed') throw new Error(`load of ${kind} failed: ${job.message}`);
  const loaded = performance.now();
  return {
    rows: preview.data.rows,
    checkSeconds: (checked - started) / 1000,
    loadSeconds: (loaded - checked) / 1000,
    totalSeconds: (loaded - started) / 1000,
    counts: job.counts,
  };
}

const folder = await mkdtemp(path.join(os.tmpdir(), 'outlet-pulse-import-bench-'));
const results: Record<string, unknown> = {};
try {
  console.log(`Writing ${ROWS.toLocaleString('en-US')} daily rows for ${OUTLETS} outlets…`);
  const files = await writeFiles(folder);
  for (const engine of ENGINES) {
    console.log(`${engine}: base data (scale S demo)…`);
    const { storage, drop } = await prepareStorage(engine, folder);
    const server = await startBenchServer(storage);
    try {
      const signIn = await fetch(`${server.base}/api/auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD, remember: false }),
      });
      const token = ((await signIn.json()) as { data: { auth_token: string } }).data.auth_token;
      const outlets = await importThroughServer(server.base, token, 'outlets', files.outlets);
      console.log(`  outlets: ${outlets.rows} in ${outlets.totalSeconds.toFixed(2)} s`);
      const sales = await importThroughServer(server.base, token, 'daily-sales', files.sales);
      const peak = server.pid ? await peakMemoryMib(server.pid) : Number.NaN;
      console.log(
        `  daily sales: ${sales.rows.toLocaleString('en-US')} rows: check ${sales.checkSeconds.toFixed(1)} s + load ${sales.loadSeconds.toFixed(1)} s = ${sales.totalSeconds.toFixed(1)} s; server peak ${peak.toFixed(0)} MiB`,
      );
      results[engine] = { ...sales, serverPeakMib: peak, goalSeconds: GOALS[engine] };
    } finally {
      await server.stop();
      await drop();
    }
  }
  const facts = machineFacts();
  const lines = [
    `# Import of ${ROWS.toLocaleString('en-US')} daily sales rows`,
    '',
    `Measured ${facts.measuredAt} on ${facts.cpus} × ${facts.cpuModel}, ${facts.memoryGiB} GiB, Node ${facts.node}; one run per engine.`,
    `The file: ${(files.salesBytes / 1024 ** 2).toFixed(0)} MiB of CSV, ${OUTLETS} outlets × ${DAYS} days, uploaded over HTTP to the server in its own process, into a database holding the scale-S demo data.`,
    '',
    '| engine | upload + check | load (one transaction) | total | goal | server peak memory (VmHWM) |',
    '|---|---|---|---|---|---|',
    ...ENGINES.map((engine) => {
      const figure = results[engine] as {
        checkSeconds: number;
        loadSeconds: number;
        totalSeconds: number;
        serverPeakMib: number;
      };
      return `| ${engine} | ${figure.checkSeconds.toFixed(1)} s | ${figure.loadSeconds.toFixed(1)} s | ${figure.totalSeconds.toFixed(1)} s | ≤ ${GOALS[engine]} s | ${figure.serverPeakMib.toFixed(0)} MiB (goal ≤ 1024) |`;
    }),
  ];
  await writeResults(
    'import-1M',
    { machine: facts, rows: ROWS, outlets: OUTLETS, results },
    lines.join('\n'),
  );
} finally {
  await rm(folder, { recursive: true, force: true });
}
