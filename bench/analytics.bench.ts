/**
 * The sales calls over HTTP at a named scale, on DuckDB and PostgreSQL: median and p95 per call
 * for one client, then a mixed load of 50 concurrent clients (autocannon), and the same chart
 * and detail questions asked of PostgreSQL's daily table without rollups, as a general BI tool
 * would, for the speed-up.
 *
 *   npm run bench:analytics -- --scale M [--engines duckdb,postgres] [--requests 40]
 */

import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { StorageConfig } from '@outlet-pulse/server/src/config';
import type { Database } from '@outlet-pulse/server/src/db/database';
import { openDatabase } from '@outlet-pulse/server/src/db/open-database';
import { loadDemoData } from '@outlet-pulse/server/src/seed/demo-data/generate-demo';
import { DEMO_PASSWORD, seedDemoUsers } from '@outlet-pulse/server/src/seed/demo-users';
import autocannon from 'autocannon';
import pg from 'pg';
import { createBenchSchema } from './postgres-schema';
import { machineFacts, writeResults } from './results-file';
import { parseScale, SCALES } from './scales';
import { startBenchServer } from './start-bench-server';

const LAST_SALES_DATE = '2026-11-21';
const argument = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
};
const REQUESTS = Number(argument('requests', '40'));
const ENGINES = argument('engines', 'duckdb,postgres').split(',') as ('duckdb' | 'postgres')[];

const FILTER = 'company=KCG01&type=STORES&group=O&year=2026&outlet=All';
const TOTAL = 'company=TOTAL&type=STORES&group=O&year=2026&outlet=All';
/** The calls a manager's morning makes, with the detail calls marked. */
const CALLS: { call: string; query: string; detail?: boolean }[] = [
  { call: 'optionstype', query: '' },
  { call: 'optionsoutlet', query: 'company=KCG01' },
  { call: 'chartsalessummary', query: FILTER },
  { call: 'chartsalessummary', query: TOTAL },
  { call: 'chartsalessummaryviewbyall', query: 'type=STORES&groupmain=O&year=2026&viewby=All' },
  { call: 'chartprofitdilution', query: FILTER },
  { call: 'chartprofitdilutionviewbyall', query: FILTER },
  { call: 'chartsales', query: FILTER },
  { call: 'charttrafficsummary', query: FILTER },
  { call: 'lflsalessummary', query: FILTER },
  { call: 'lflsalesAspUptAtv', query: FILTER },
  { call: 'achievementsummary', query: FILTER },
  { call: 'chartsalessummarydetail', query: `${FILTER}&month=10`, detail: true },
  { call: 'chartsalessummarydetail', query: `${TOTAL}&month=11`, detail: true },
  { call: 'lflsalessummarydetail', query: `${FILTER}&month=10`, detail: true },
  { call: 'chartprofitdilutiondetail', query: `${FILTER}&month=10&kind=TOTAL`, detail: true },
];

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

async function openEngine(engine: 'duckdb' | 'postgres'): Promise<{
  database: Database;
  storage: StorageConfig;
  cleanup: () => Promise<void>;
  url?: string;
}> {
  if (engine === 'duckdb') {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'outlet-pulse-bench-'));
    const storage: StorageConfig = { engine: 'duckdb', file: path.join(folder, 'bench.duckdb') };
    return {
      database: await openDatabase(storage),
      storage,
      cleanup: () => rm(folder, { recursive: true, force: true }),
    };
  }
  const { url, drop } = await createBenchSchema();
  const storage: StorageConfig = { engine: 'postgres', url };
  return {
    database: await openDatabase(storage),
    storage,
    cleanup: drop,
    url,
  };
}

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

type CacheMode = 'computed' | 'cached';

interface ModeRun {
  perCall: { call: string; query: string; detail: boolean; median: number; p95: number }[];
  mixed: {
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
  const server = await startBenchServer(storage, { answerCacheMb: mode === 'cached' ? 64 : 0 });
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
  const { database, cleanup, storage, url } = await openEngine(engine);
  console.log(`${engine}: loading ${outlets} outlets…`);
  await loadDemoData(database, { outlets, years, seed: 20261122, lastSalesDate: LAST_SALES_DATE });
  await seedDemoUsers(database.kysely);
  await database.close();
  const modes: Record<CacheMode, ModeRun> = {
    computed: await measureMode(storage, 'computed'),
    cached: await measureMode(storage, 'cached'),
  };
  const naive = url ? await naivePostgres(url) : null;
  await cleanup();
  return { modes, naive };
}

const scaleName = parseScale(process.argv.slice(2));
const scale = SCALES[scaleName];
const runs: Record<string, Awaited<ReturnType<typeof measure>>> = {};
for (const engine of ENGINES) runs[engine] = await measure(engine, scale.outlets, scale.years);

const machine = machineFacts();
const MODE_TITLES: Record<CacheMode, string> = {
  computed: 'every answer computed (answer cache off)',
  cached: 'answer cache on (the default)',
};
const table = (engine: string) => {
  const run = runs[engine];
  if (!run) return '';
  const { computed, cached } = run.modes;
  const mixedLine = (mode: CacheMode) => {
    const mixed = run.modes[mode].mixed;
    return `- ${MODE_TITLES[mode]}: ${mixed.requestsPerSecond.toFixed(0)} requests/s, latency median ${mixed.latencyMedianMs} ms, p90 ${mixed.latencyP90Ms} ms, p97.5 ${mixed.latencyP97_5Ms} ms, p99 ${mixed.latencyP99Ms} ms, errors ${mixed.errors + mixed.non2xx + mixed.timeouts}.`;
  };
  return [
    `### ${engine} (${scale.outlets} outlets)`,
    '',
    '| call | query | computed median (ms) | computed p95 (ms) | cached median (ms) | cached p95 (ms) |',
    '|---|---|---|---|---|---|',
    ...computed.perCall.map((row, index) => {
      const hit = cached.perCall[index];
      return `| ${row.call} | \`${row.query}\` | ${row.median.toFixed(1)} | ${row.p95.toFixed(1)} | ${hit?.median.toFixed(1)} | ${hit?.p95.toFixed(1)} |`;
    }),
    '',
    'Mixed load of all calls, 50 connections for 20 s:',
    mixedLine('computed'),
    mixedLine('cached'),
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
  `analytics-${scaleName}`,
  { scale: scaleName, ...scale, machine, requestsPerCall: REQUESTS, runs },
  `# Sales calls over HTTP, scale ${scaleName}

One client, ${REQUESTS} requests per call after 3 warm-up requests, then a mixed load of all calls,
first with every answer computed (the caller cache still on), then with the answer cache on.
The server runs in its own process; the clients share the other core. Measured ${machine.measuredAt}
on ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGiB} GiB, Node ${machine.node}, over loopback.

${ENGINES.map(table).join('\n')}`,
);
