/**
 * Each chart call computed against its SQL alone (issue 16: "≤ 2 × the same aggregate's SQL
 * time measured alone in the same run, and ≤ 20 ms"), one client, answer and facts caches off:
 * - computed: the call over HTTP to the bench server in its own process, median of --requests;
 * - SQL alone: the statements that call ran, recorded from the server's own Kysely at run time
 *   and run again on their own on a copy of the same data (chart-sql-probe.ts), so the figure
 *   follows whatever SQL the checkout's repositories write.
 *
 *   npm run --workspace bench chart-sql -- [--scale M] [--engine duckdb] [--requests 30] \
 *     [--checkout /tmp/before --label before] [--accept-encoding identity]
 */
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { StorageConfig } from '@outlet-pulse/server/testing';
import { DEMO_PASSWORD } from '@outlet-pulse/server/testing';
import { createBenchData, type Engine } from './bench-data';
import type { ProbeRow } from './chart-sql-probe';
import { argument, chosenScale } from './command-line';
import { benchSettings, percentile } from './load-report';
import { machineFacts, writeResults } from './results-file';
import { callPath, SALES_CALLS } from './sales-calls';
import { linkedServerDir } from './server-checkout';
import { startBenchServer } from './start-bench-server';

const ENGINE = argument('engine', 'duckdb') as Engine;
const REQUESTS = Number(argument('requests', '30'));
const LABEL = argument('label', '');
/** What the HTTP client accepts; `identity` shows what compression costs. */
const ACCEPT_ENCODING = argument('accept-encoding', 'br, gzip');
const GOAL_RATIO = 2;
const GOAL_MS = 20;
const { scaleName, scale } = chosenScale();
const serverDir = await linkedServerDir(process.argv);
const calls = SALES_CALLS.filter((call) => call.chart || call.detail);

/** One client over HTTP, every answer computed: the median of each call. */
async function httpMedians(storage: StorageConfig): Promise<number[]> {
  const server = await startBenchServer(storage, {
    answerCacheMb: 0,
    factsCache: false,
    serverDir,
  });
  const signIn = await fetch(`${server.base}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'manager', password: DEMO_PASSWORD }),
  });
  const token = ((await signIn.json()) as { data: { auth_token: string } }).data.auth_token;
  // As a browser asks by default: answers over 1 kB come compressed.
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': ACCEPT_ENCODING };
  const medians: number[] = [];
  for (const call of calls) {
    const url = `${server.base}${callPath(call)}`;
    const times: number[] = [];
    for (let run = -3; run < REQUESTS; run++) {
      const start = performance.now();
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${call.call}: ${response.status}`);
      if (run >= 0) times.push(performance.now() - start);
    }
    medians.push(percentile(times, 0.5));
    console.log(
      `  ${call.call.padEnd(30)} computed over HTTP ${percentile(times, 0.5).toFixed(1)} ms`,
    );
  }
  await server.stop();
  return medians;
}

async function probe(storage: StorageConfig): Promise<ProbeRow[]> {
  const out = path.join(os.tmpdir(), `outlet-pulse-chart-sql-${process.pid}.json`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'chart-sql-probe.ts'], {
    cwd: import.meta.dirname,
    env: {
      ...process.env,
      BENCH_STORAGE: JSON.stringify(storage),
      BENCH_SERVER_DIR: serverDir,
      BENCH_ANSWER_CACHE_MB: '0',
      BENCH_FACTS_CACHE: '0',
      BENCH_PROBE_CALLS: JSON.stringify(calls),
      BENCH_PROBE_REQUESTS: String(REQUESTS),
      BENCH_PROBE_OUT: out,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await new Promise<void>((resolve, reject) =>
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the SQL probe exited with ${code}`)),
    ),
  );
  return JSON.parse(await readFile(out, 'utf8')) as ProbeRow[];
}

console.log(`${ENGINE}: loading ${scale.outlets} outlets with ${serverDir}…`);
const data = await createBenchData(ENGINE, scale, serverDir);
const rows: (ProbeRow & { httpMedianMs: number; ratio: number; meetsGoal: boolean })[] = [];
try {
  const copy = await data.copy();
  const http = await httpMedians(data.storage);
  const probed = await probe(copy);
  probed.forEach((row, index) => {
    const httpMedianMs = http[index] ?? Number.NaN;
    const ratio = httpMedianMs / row.sqlAloneMedianMs;
    rows.push({
      ...row,
      httpMedianMs,
      ratio,
      meetsGoal: ratio <= GOAL_RATIO && httpMedianMs <= GOAL_MS,
    });
  });
} finally {
  await data.cleanup();
}

const settings = benchSettings(serverDir, LABEL);
const machine = machineFacts();
const name = `chart-sql-${scaleName}${ENGINE === 'duckdb' ? '' : `-${ENGINE}`}${LABEL ? `-${LABEL}` : ''}`;
const chartRows = rows.filter((row) => calls.find((call) => call.call === row.call)?.chart);
await writeResults(
  name,
  { scale: scaleName, ...scale, engine: ENGINE, machine, settings, requests: REQUESTS, rows },
  `# Each sales call computed against its SQL alone, scale ${scaleName}, ${ENGINE}${LABEL ? ` (${LABEL})` : ''}

${settings.markdown}
Measured ${machine.measuredAt} on ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGiB} GiB,
Node ${machine.node}. One client, answer cache and facts cache off (so every request is
computed), ${REQUESTS} requests per call after 3 warm-up requests; medians.

- **computed (HTTP)**: the call to the bench server in its own process over loopback, as the
  issue's "each chart call computed" figure; includes HTTP, validation, access control,
  the computation, serialisation and compression (the client sends
  \`accept-encoding: ${ACCEPT_ENCODING}\`; a browser sends br and gzip).
- **SQL alone**: the statements the same checkout's server ran for that call, recorded from its
  Kysely (a plugin that compiles every query the app sends) during one computed request after
  3 warm-up requests (so reference data and the caller were cached, as in the measured calls),
  then run again on their own, one after another, through the same Kysely and driver, on a copy
  of the same database file, after the HTTP server has stopped. Statements the server sends at
  once are run here one after another (a DuckDB connection runs one at a time anyway), so the
  SQL alone is at worst overstated by any overlap the server gets. Reading the statements at run
  time means the figure follows the checkout's own SQL, before and after a rewrite.
- **SQL in the call**: within those in-process calls, the time when at least one statement was
  running (sent to answered, as the Kysely plugin sees it; statements sent at once count once).
  Where it is well below the SQL alone, the server overlaps its statements.
- **in-process**: the whole call through \`app.inject\` (no socket), alternated with the SQL runs.
- goal: computed ≤ ${GOAL_RATIO} × SQL alone and ≤ ${GOAL_MS} ms (chart calls; details shown for reference).

| call | query | statements | SQL alone (ms) | SQL in the call (ms) | in-process (ms) | computed HTTP (ms) | computed / SQL alone | goal met |
|---|---|---|---|---|---|---|---|---|
${rows
  .map(
    (row) =>
      `| ${row.call} | \`${row.query}\` | ${row.statements.length} | ${row.sqlAloneMedianMs.toFixed(1)} | ${row.sqlInCallMedianMs.toFixed(1)} | ${row.injectMedianMs.toFixed(1)} | ${row.httpMedianMs.toFixed(1)} | ${row.ratio.toFixed(2)} | ${calls.find((call) => call.call === row.call)?.chart ? (row.meetsGoal ? 'yes' : 'no') : '(detail)'} |`,
  )
  .join('\n')}

Chart calls meeting both goals: ${chartRows.filter((row) => row.meetsGoal).length} of ${chartRows.length}.
The statements of each call are in the .json file.`,
);
