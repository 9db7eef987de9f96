/**
 * The server under load (issue 16's server goals), on DuckDB and PostgreSQL, each scenario on a
 * freshly started server in its own process:
 * - fresh filters, answer cache on (the real configuration): 50 connections, every request a
 *   filter no earlier request used (load-filters.ts), over the calls of the sales and LFL tabs
 *   and their details, so every answer is computed;
 * - the same with the answer cache off;
 * - random filters, repeats allowed, answer cache on: 50 connections.
 * For each: requests/s, latency percentiles and errors (from every response's own time), and
 * the server's resident memory before, at its peak, and 10 s and 30 s after the load.
 *
 *   npm run --workspace bench server-load -- --engine duckdb|postgres|duckdb,postgres \
 *     [--scale M] [--checkout /tmp/before --label before] [--fresh-seconds 20] [--random-seconds 30]
 *
 * --checkout runs another checkout's server (and loads the data with its code): see
 * server-checkout.ts.
 */
import { DEMO_PASSWORD } from '@outlet-pulse/server/testing';
import autocannon from 'autocannon';
import { createBenchData, type Engine } from './bench-data';
import { argument, chosenScale } from './command-line';
import { type Catalog, fetchCatalog, freshPaths, randomPaths } from './load-filters';
import { benchSettings, percentile } from './load-report';
import { machineFacts, writeResults } from './results-file';
import { residentMiB, sampleResident } from './rss-sampler';
import { linkedServerDir } from './server-checkout';
import { startBenchServer } from './start-bench-server';

const ENGINES = argument('engine', 'duckdb,postgres').split(',') as Engine[];
const FRESH_SECONDS = Number(argument('fresh-seconds', '20'));
const RANDOM_SECONDS = Number(argument('random-seconds', '30'));
const AFTER_SECONDS = [10, 30];
const LABEL = argument('label', '');
const CONNECTIONS = 50;
const SEED = 20261124;
const { scaleName, scale } = chosenScale();
const serverDir = await linkedServerDir(process.argv);

interface Scenario {
  name: string;
  title: string;
  answerCacheMb: number;
  seconds: number;
  paths: (catalog: Catalog) => () => string;
}
const SCENARIOS: Scenario[] = [
  {
    name: 'fresh',
    title: 'fresh filters, answer cache on (every request a filter not asked before)',
    answerCacheMb: 64,
    seconds: FRESH_SECONDS,
    paths: (catalog) => freshPaths(catalog, SEED),
  },
  {
    name: 'fresh-no-answer-cache',
    title: 'fresh filters, answer cache off',
    answerCacheMb: 0,
    seconds: FRESH_SECONDS,
    paths: (catalog) => freshPaths(catalog, SEED),
  },
  {
    name: 'random',
    title: 'random filters (repeats allowed), answer cache on',
    answerCacheMb: 64,
    seconds: RANDOM_SECONDS,
    paths: (catalog) => randomPaths(catalog, SEED),
  },
];

interface ScenarioRun {
  scenario: string;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p95: number; p97_5: number; p99: number; max: number };
  /** Status codes other than 200, by code. */
  statuses: Record<string, number>;
  non2xx: number;
  errors: number;
  timeouts: number;
  residentMiB: { start: number; peak: number; after: Record<string, number> };
}

async function signIn(base: string) {
  const response = await fetch(`${base}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'manager', password: DEMO_PASSWORD }),
  });
  const token = ((await response.json()) as { data: { auth_token: string } }).data.auth_token;
  // As a browser asks: answers over 1 kB come compressed.
  return { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' };
}

async function runScenario(
  storage: Parameters<typeof startBenchServer>[0],
  scenario: Scenario,
): Promise<ScenarioRun> {
  const server = await startBenchServer(storage, {
    answerCacheMb: scenario.answerCacheMb,
    serverDir,
  });
  if (server.pid === undefined) throw new Error('the bench server has no process id');
  const headers = await signIn(server.base);
  const catalog = await fetchCatalog(server.base, headers, [2024, 2025, 2026]);
  const next = scenario.paths(catalog);
  const memory = sampleResident(server.pid);
  const start = memory.samples[0]?.mib ?? Number.NaN;
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const load = autocannon(
      {
        url: server.base,
        connections: CONNECTIONS,
        duration: scenario.seconds,
        headers,
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: next() }) }],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    load.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (statusCode !== 200) statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });
  const endedAt = performance.now();
  const peak = memory.peak();
  const after: Record<string, number> = {};
  for (const seconds of AFTER_SECONDS) {
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, endedAt + seconds * 1000 - performance.now())),
    );
    after[`${seconds}s`] = residentMiB(server.pid);
  }
  memory.stop();
  await server.stop();

  const run: ScenarioRun = {
    scenario: scenario.name,
    seconds: scenario.seconds,
    requests: latencies.length,
    requestsPerSecond: latencies.length / scenario.seconds,
    latencyMs: {
      p50: percentile(latencies, 0.5),
      p95: percentile(latencies, 0.95),
      p97_5: percentile(latencies, 0.975),
      p99: percentile(latencies, 0.99),
      max: Math.max(...latencies),
    },
    statuses,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    residentMiB: { start, peak, after },
  };
  console.log(
    `  ${scenario.name}: ${run.requestsPerSecond.toFixed(0)} req/s, p50 ${run.latencyMs.p50.toFixed(0)} ms, ` +
      `p95 ${run.latencyMs.p95.toFixed(0)} ms, errors ${run.errors}, non-2xx ${run.non2xx} ${JSON.stringify(statuses)}, ` +
      `RSS ${start.toFixed(0)} → peak ${peak.toFixed(0)} → ${Object.values(after)
        .map((mib) => mib.toFixed(0))
        .join(' → ')} MiB`,
  );
  return run;
}

const runs: Partial<Record<Engine, ScenarioRun[]>> = {};
for (const engine of ENGINES) {
  console.log(`${engine}: loading ${scale.outlets} outlets with ${serverDir}…`);
  const data = await createBenchData(engine, scale, serverDir);
  try {
    const engineRuns: ScenarioRun[] = [];
    for (const scenario of SCENARIOS) engineRuns.push(await runScenario(data.storage, scenario));
    runs[engine] = engineRuns;
  } finally {
    await data.cleanup();
  }
}

const settings = benchSettings(serverDir, LABEL);
const machine = machineFacts();
const name = `load-${scaleName}${ENGINES.length === 1 ? `-${ENGINES[0]}` : ''}${LABEL ? `-${LABEL}` : ''}`;
const number = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '–');
const table = (engine: Engine) => [
  `### ${engine} (${scale.outlets} outlets)`,
  '',
  '| scenario | s | requests | req/s | p50 ms | p95 ms | p97.5 ms | p99 ms | errors | non-2xx | RSS start MiB | RSS peak MiB | RSS +10 s | RSS +30 s |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ...(runs[engine] ?? []).map(
    (run) =>
      `| ${SCENARIOS.find((scenario) => scenario.name === run.scenario)?.title} | ${run.seconds} | ${run.requests} | ${number(run.requestsPerSecond)} | ` +
      `${number(run.latencyMs.p50)} | ${number(run.latencyMs.p95)} | ${number(run.latencyMs.p97_5)} | ${number(run.latencyMs.p99)} | ` +
      `${run.errors + run.timeouts} | ${run.non2xx}${run.non2xx > 0 ? ` ${JSON.stringify(run.statuses)}` : ''} | ` +
      `${number(run.residentMiB.start)} | ${number(run.residentMiB.peak)} | ${number(run.residentMiB.after['10s'] ?? Number.NaN)} | ${number(run.residentMiB.after['30s'] ?? Number.NaN)} |`,
  ),
  '',
];
await writeResults(
  name,
  { scale: scaleName, ...scale, machine, settings, connections: CONNECTIONS, runs },
  `# The server under load, scale ${scaleName}${LABEL ? ` (${LABEL})` : ''}

${settings.markdown}
Measured ${machine.measuredAt} on ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGiB} GiB,
Node ${machine.node}, over loopback; the server in its own process, autocannon in the bench's.

Each scenario runs on a freshly started server: sign in as \`manager\` (every company), ask
the option lists (types, companies, groups, and the outlets of every company × type × group),
then ${CONNECTIONS} connections for the given seconds. The questions come from those option lists,
so none should be refused; requests accept br and gzip, as a browser's do. "Fresh" draws company (or TOTAL), type, group (or TOTALKCG), year
and outlet (All, one or two outlets) until the filter is one no earlier request used, then one
of the calls of the sales and LFL tabs or a detail (with a month); neither the answer cache nor
the facts cache can answer it. "Random" draws the same way with one outlet at most and the
all-brand chart too, repeats allowed. Latency percentiles are over every response's own time;
errors are connection errors and timeouts (10 s). Resident memory is the server process's
VmRSS sampled every 250 ms: at the start of the load, its peak during the load, and 10 s and
30 s after the load ended (requests the server had queued when the load stopped still finish
after it, so +10 s can stand above the peak).

${ENGINES.flatMap(table).join('\n')}`,
);
