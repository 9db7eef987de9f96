/**
 * The sales calls over HTTP at a named scale, on DuckDB and PostgreSQL: median and p95 per call
 * for one client, then a mixed load of 50 concurrent clients (autocannon), and the same chart
 * and detail questions asked of PostgreSQL's daily table without rollups, as a general BI tool
 * would, for the speed-up.
 *
 *   npm run bench:analytics -- --scale M [--engines duckdb,postgres] [--requests 40]
 *     [--calls detail|chart|<call name>,…] [--modes computed,cached]
 *     [--checkout /tmp/before --label before]
 *
 * --calls measures only those calls, one client, without the mixed load (e.g. the TOTAL month
 * detail at L: `--scale L --engines duckdb --calls detail --modes computed`); --checkout runs
 * another checkout's server (server-checkout.ts).
 */
import type { StorageConfig } from '@outlet-pulse/server/testing';
import { DEMO_PASSWORD } from '@outlet-pulse/server/testing';
import autocannon from 'autocannon';
import pg from 'pg';
import { createBenchData } from './bench-data';
import { argument, chosenScale } from './command-line';
import { benchSettings, percentile } from './load-report';
import { machineFacts, writeResults } from './results-file';
import { SALES_CALLS } from './sales-calls';
import { linkedServerDir } from './server-checkout';
import { startBenchServer } from './start-bench-server';

const REQUESTS = Number(argument('requests', '40'));
type CacheMode = 'computed' | 'cached';
const ENGINES = argument('engines', 'duckdb,postgres').split(',') as ('duckdb' | 'postgres')[];

const CALLS_ARGUMENT = argument('calls', '');
const MODES = argument('modes', 'computed,cached').split(',') as CacheMode[];
const LABEL = argument('label', '');
const serverDir = await linkedServerDir(process.argv);
/** The calls a manager's morning makes, or those --calls names. */
const CALLS = SALES_CALLS.filter(
  (call) =>
    CALLS_ARGUMENT === '' ||
    CALLS_ARGUMENT.split(',').some(
      (wanted) =>
        wanted === call.call ||
        (wanted === 'detail' && call.detail) ||
        (wanted === 'chart' && call.chart),
    ),
);
const MIXED_LOAD = CALLS_ARGUMENT === '';

/** What a BI tool would ask of the daily table: three years by month, and a month's detail. */
async function naivePostgres(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const questions = {
    chart: `SELECT EXTRACT(YEAR FROM s.sale_date) AS y, EXTRACT(MONTH FROM s.sale_date) AS m, SUM(s.nett), SUM(s.units), SUM(s.transactions)
              FROM daily_sales s JOIN outlets o ON o.id = s.outlet_id
             WHERE o.company_code = 'KCG01' AND o.type_code = 'STORES' AND o.group_code = 'O'
               AND s.sale_date BETWEEN DATE '2024-01-01' AND DATE '2026-12-31' GROUP BY 1, 2`,
    detail: `SELECT s.outlet_id,
                    SUM(CASE WHEN s.sale_date BETWEEN DATE '2026-10-01' AND DATE '2026-10-31' THEN s.nett END),
                    SUM(CASE WHEN s.sale_date BETWEEN DATE '2026-01-01' AND DATE '2026-10-31' THEN s.nett END),
                    SUM(CASE WHEN s.sale_date BETWEEN DATE '2025-10-01' AND DATE '2025-10-31' THEN s.nett END),
                    SUM(CASE WHEN s.sale_date BETWEEN DATE '2025-01-01' AND DATE '2025-10-31' THEN s.nett END)
               FROM daily_sales s JOIN outlets o ON o.id = s.outlet_id
              WHERE o.type_code = 'STORES' AND o.group_code = 'O'
                AND s.sale_date BETWEEN DATE '2025-01-01' AND DATE '2026-10-31' GROUP BY s.outlet_id`,
  };
  const results: Record<string, number> = {};
  for (const [name, sql] of Object.entries(questions)) {
    const times: number[] = [];
    for (let run = 0; run < 15; run++) {
      const start = performance.now();
      await client.query(sql);
      times.push(performance.now() - start);
    }
    results[name] = percentile(times, 0.5);
  }
  await client.end();
  return results;
}

interface ModeRun {
  perCall: { call: string; query: string; detail: boolean; median: number; p95: number }[];
  mixed?: {
    requestsPerSecond: number;
    latencyMedianMs: number;
    latencyP90Ms: number;
    latencyP97_5Ms: number;
    latencyP99Ms: number;
    errors: number;
    non2xx: number;
    timeouts: number;
  };
}

async function measureMode(storage: StorageConfig, mode: CacheMode): Promise<ModeRun> {
  // Computed: the facts cache off too, or a repeated chart call would be answered from it.
  const server = await startBenchServer(storage, {
    answerCacheMb: mode === 'cached' ? 64 : 0,
    factsCache: mode === 'cached',
    serverDir,
  });
  const { base } = server;
  const signIn = await fetch(`${base}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'manager', password: DEMO_PASSWORD }),
  });
  const token = ((await signIn.json()) as { data: { auth_token: string } }).data.auth_token;
  const headers = { authorization: `Bearer ${token}` };

  const perCall: ModeRun['perCall'] = [];
  for (const { call, query, detail } of CALLS) {
    const url = `${base}/api/portal/salessummary/${call}?${query}`;
    for (let warm = 0; warm < 3; warm++) await (await fetch(url, { headers })).arrayBuffer();
    const times: number[] = [];
    for (let run = 0; run < REQUESTS; run++) {
      const start = performance.now();
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${call}: ${response.status}`);
      times.push(performance.now() - start);
    }
    perCall.push({
      call,
      query,
      detail: detail === true,
      median: percentile(times, 0.5),
      p95: percentile(times, 0.95),
    });
    console.log(
      `  ${mode} ${call.padEnd(30)} median ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms`,
    );
  }

  if (!MIXED_LOAD) {
    await server.stop();
    return { perCall };
  }
  const load = await autocannon({
    url: base,
    connections: 50,
    duration: 20,
    headers,
    requests: CALLS.map(({ call, query }) => ({
      method: 'GET',
      path: `/api/portal/salessummary/${call}?${query}`,
    })),
  });
  console.log(
    `  ${mode} mixed load: ${load.requests.average.toFixed(0)} req/s, p97.5 ${load.latency.p97_5} ms, errors ${load.errors + load.non2xx}`,
  );
  // autocannon resolves when its time is up; let its last requests finish before stopping.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  await server.stop();
  return {
    perCall,
    mixed: {
      requestsPerSecond: load.requests.average,
      latencyMedianMs: load.latency.p50,
      latencyP90Ms: load.latency.p90,
      latencyP97_5Ms: load.latency.p97_5,
      latencyP99Ms: load.latency.p99,
      errors: load.errors,
      non2xx: load.non2xx,
      timeouts: load.timeouts,
    },
  };
}

async function measure(engine: 'duckdb' | 'postgres', outlets: number, years: number) {
  console.log(`${engine}: loading ${outlets} outlets with ${serverDir}…`);
  const data = await createBenchData(engine, { outlets, years }, serverDir);
  try {
    const modes: Partial<Record<CacheMode, ModeRun>> = {};
    for (const mode of MODES) modes[mode] = await measureMode(data.storage, mode);
    const naive =
      data.storage.engine === 'postgres' && MIXED_LOAD
        ? await naivePostgres(data.storage.url)
        : null;
    return { modes, naive };
  } finally {
    await data.cleanup();
  }
}

const { scaleName, scale } = chosenScale();
const runs: Record<string, Awaited<ReturnType<typeof measure>>> = {};
for (const engine of ENGINES) runs[engine] = await measure(engine, scale.outlets, scale.years);

const machine = machineFacts();
const settings = benchSettings(serverDir, LABEL);
const MODE_TITLES: Record<CacheMode, string> = {
  computed: 'every answer computed (answer cache and facts cache off)',
  cached: 'answer cache on (the default)',
};
const figure = (value: number | undefined) => (value === undefined ? '–' : value.toFixed(1));
const table = (engine: string) => {
  const run = runs[engine];
  if (!run) return '';
  const { computed, cached } = run.modes;
  const rows = computed?.perCall ?? cached?.perCall ?? [];
  const mixedLine = (mode: CacheMode) => {
    const mixed = run.modes[mode]?.mixed;
    if (!mixed) return [];
    return [
      `- ${MODE_TITLES[mode]}: ${mixed.requestsPerSecond.toFixed(0)} requests/s, latency median ${mixed.latencyMedianMs} ms, p90 ${mixed.latencyP90Ms} ms, p97.5 ${mixed.latencyP97_5Ms} ms, p99 ${mixed.latencyP99Ms} ms, errors ${mixed.errors + mixed.non2xx + mixed.timeouts}.`,
    ];
  };
  return [
    `### ${engine} (${scale.outlets} outlets)`,
    '',
    '| call | query | computed median (ms) | computed p95 (ms) | cached median (ms) | cached p95 (ms) |',
    '|---|---|---|---|---|---|',
    ...rows.map((row, index) => {
      const work = computed?.perCall[index];
      const hit = cached?.perCall[index];
      return `| ${row.call} | \`${row.query}\` | ${figure(work?.median)} | ${figure(work?.p95)} | ${figure(hit?.median)} | ${figure(hit?.p95)} |`;
    }),
    ...(MIXED_LOAD
      ? [
          '',
          'Mixed load of all calls, 50 connections for 20 s:',
          ...mixedLine('computed'),
          ...mixedLine('cached'),
        ]
      : []),
    ...(run.naive
      ? [
          '',
          `Same questions on PostgreSQL's daily table without rollups (SQL time only, median of 15): three-year chart ${run.naive.chart?.toFixed(1)} ms, ` +
            `month detail of all STORE outlets ${run.naive.detail?.toFixed(1)} ms.`,
        ]
      : []),
    '',
  ].join('\n');
};
await writeResults(
  `analytics-${scaleName}${CALLS_ARGUMENT ? `-${CALLS_ARGUMENT.replaceAll(',', '-')}` : ''}${LABEL ? `-${LABEL}` : ''}`,
  { scale: scaleName, ...scale, machine, settings, requestsPerCall: REQUESTS, runs },
  `# Sales calls over HTTP, scale ${scaleName}${LABEL ? ` (${LABEL})` : ''}

${settings.markdown}
One client, ${REQUESTS} requests per call after 3 warm-up requests${MIXED_LOAD ? ', then a mixed load of all calls' : ''},
${MODES.map((mode) => MODE_TITLES[mode]).join(', then ')}. Computed: a repeated request is
computed each time (the caller and reference data caches stay on, as in production).
The server runs in its own process; the clients share the other core. Measured ${machine.measuredAt}
on ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGiB} GiB, Node ${machine.node}, over loopback.

${ENGINES.map(table).join('\n')}`,
);
