/**
 * Importing one million daily sales rows through the running server, on DuckDB and on
 * PostgreSQL: upload and check (stream, parse, validate), then the one-transaction load, and
 * the server process's peak memory (VmHWM). The database starts with the scale-S demo data
 * plus the 1,000 outlets the file is about, imported the same way.
 *
 *   npm run bench:import [-- --rows 1000000 --engines duckdb,postgres]
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { DEMO_PASSWORD } from '@outlet-pulse/server/testing';
import { importBenchArguments, measureOnEachEngine, peakMemoryMib } from './import-engines';
import { OUTLETS, salesFileText, withImportFiles } from './import-files';
import { machineFacts, writeResults } from './results-file';
import { signInOverHttp } from './sign-in';

const GOALS = { duckdb: 10, postgres: 30 } as const;

const { rows: ROWS, engines: ENGINES } = importBenchArguments();

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

const results: Record<string, unknown> = {};
await withImportFiles('import', ROWS, async (folder, files) => {
  await measureOnEachEngine(
    ENGINES,
    folder,
    async () => ({}),
    async (engine, server) => {
      const signedIn = await signInOverHttp<{ auth_token: string }>(
        server.base,
        'admin',
        DEMO_PASSWORD,
      );
      if (!signedIn) throw new Error('admin could not sign in');
      const token = signedIn.auth_token;
      const outlets = await importThroughServer(server.base, token, 'outlets', files.outlets);
      console.log(`  outlets: ${outlets.rows} in ${outlets.totalSeconds.toFixed(2)} s`);
      const sales = await importThroughServer(server.base, token, 'daily-sales', files.sales);
      const peak = server.pid ? await peakMemoryMib(server.pid) : Number.NaN;
      console.log(
        `  daily sales: ${sales.rows.toLocaleString('en-US')} rows: check ${sales.checkSeconds.toFixed(1)} s + load ${sales.loadSeconds.toFixed(1)} s = ${sales.totalSeconds.toFixed(1)} s; server peak ${peak.toFixed(0)} MiB`,
      );
      results[engine] = { ...sales, serverPeakMib: peak, goalSeconds: GOALS[engine] };
    },
  );
  const facts = machineFacts();
  const lines = [
    `# Import of ${ROWS.toLocaleString('en-US')} daily sales rows`,
    '',
    `Measured ${facts.measuredAt} on ${facts.cpus} × ${facts.cpuModel}, ${facts.memoryGiB} GiB, Node ${facts.node}; one run per engine.`,
    `The file: ${salesFileText(files, ROWS)}, uploaded over HTTP to the server in its own process, into a database holding the scale-S demo data.`,
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
});
