/**
 * One PostgreSQL under several servers (issue 18 item 5, docs/scale-out.md): the load one
 * database takes when 1 or 3 servers share it, and where the time goes. The database is a
 * private server started for the run (apps/server/test/private-postgres.ts), with
 * pg_stat_statements loaded and nobody else's queries; with --standby a hot standby follows it
 * and the servers read sales there (DATABASE_READ_URL). For each number of servers and each
 * scenario, on freshly started servers: 50 connections in all, spread evenly over the servers
 * as a balancer spreads them, for the given seconds. Recorded: requests/s and latency; CPU
 * seconds of the servers, of each PostgreSQL server (its postmaster and every backend, ended
 * ones included), of the load generator and of the whole machine; PostgreSQL's execution time
 * per statement (pg_stat_statements).
 *
 *   npm run bench:postgres-load -- [--scale L] [--servers 1,3] [--seconds 30] [--standby]
 *     [--checkout DIR]
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import type { StorageConfig } from '@outlet-pulse/server/testing';
import {
  DEMO_PASSWORD,
  type PrivatePostgres,
  startPrivatePostgres,
} from '@outlet-pulse/server/testing';
import autocannon from 'autocannon';
import { createBenchData } from './bench-data';
import { argument, chosenScale } from './command-line';
import { type Catalog, fetchCatalog, freshPaths, randomPaths } from './load-filters';
import { benchSettings, percentile } from './load-report';
import { machineFacts, writeResults } from './results-file';
import { linkedServerDir } from './server-checkout';
import { startBenchServer } from './start-bench-server';

const SERVER_COUNTS = argument('servers', '1,3').split(',').map(Number);
const SECONDS = Number(argument('seconds', '30'));
const STANDBY = process.argv.includes('--standby');
const CONNECTIONS = 50;
const SEED = 20261124;
const { scaleName, scale } = chosenScale();
const serverDir = await linkedServerDir(process.argv);

/**
 * A database server of its own: pg_stat_statements, and memory for the L data's working set.
 * Durability is off only to load the data faster; the load measured reads.
 */
const SETTINGS = [
  "shared_preload_libraries = 'pg_stat_statements'",
  'shared_buffers = 1GB',
  'effective_cache_size = 4GB',
  'work_mem = 16MB',
  'max_connections = 100',
  'fsync = off',
  'full_page_writes = off',
  'hot_standby_feedback = on',
];

const SCENARIOS = [
  {
    name: 'fresh',
    title: 'fresh filters (every request a filter not asked before), answer cache on',
    paths: (catalog: Catalog) => freshPaths(catalog, SEED),
  },
  {
    name: 'random',
    title: 'random filters (repeats allowed), answer cache on',
    paths: (catalog: Catalog) => randomPaths(catalog, SEED),
  },
] as const;

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

/** utime, stime, cutime, cstime and the parent of a process, in seconds; null once it is gone. */
function processTimes(pid: number) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After "pid (command) " the fields start at the third, the state.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const seconds = (index: number) => Number(fields[index]) / TICKS_PER_SECOND;
    return {
      parent: Number(fields[1]),
      own: seconds(11) + seconds(12),
      children: seconds(13) + seconds(14),
    };
  } catch {
    return null;
  }
}

/**
 * CPU seconds of a PostgreSQL server so far: its postmaster's own and its ended children's
 * (which it waited for), and its living children's. The difference of two readings is what
 * the server used in between, backends that ended meanwhile included.
 */
function clusterSeconds(postmaster: number): number {
  const parent = processTimes(postmaster);
  let total = parent ? parent.own + parent.children : 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const times = processTimes(Number(entry));
    if (times?.parent === postmaster) total += times.own;
  }
  return total;
}

/** Busy and all CPU seconds of the machine so far (/proc/stat). */
function machineSeconds() {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const ticks = line.trim().split(/\s+/).slice(1).map(Number);
  const all = ticks.slice(0, 8).reduce((sum, value) => sum + value, 0);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return { busy: (all - idle) / TICKS_PER_SECOND, all: all / TICKS_PER_SECOND };
}

async function postmasterOf(database: PrivatePostgres, server: 'primary' | 'standby') {
  const [row] = await database.query<{ pid: number }>(server, 'SELECT pg_backend_pid() AS pid');
  const parent = processTimes(row?.pid ?? 0)?.parent;
  if (!parent) throw new Error(`no postmaster found for the ${server}`);
  return parent;
}

interface Statement {
  statement: string;
  calls: number;
  totalMs: number;
  meanMs: number;
  rows: number;
  sharedBlocksHit: number;
  sharedBlocksRead: number;
}

/** Our name for a statement pg_stat_statements normalized, by what only it contains. */
function statementName(query: string): string {
  const known: [RegExp, string][] = [
    [/today_traffic_days/, 'findDetailFacts (the details)'],
    [/monthly_category_sales/, 'findCategoryMonths (dilution detail)'],
    [/running_month_sales WHERE year IN/, 'findMonthlyFacts (every chart)'],
    [/pg_last_wal_replay_lsn/, 'standby replay check (replica-reads.ts)'],
    [/change_versions/, 'change counters'],
    [/from "?outlets"?/i, 'outlets (dimensions, selections)'],
    [/from "?(sessions|refresh_tokens|users)"?/i, 'sign-in and sessions'],
  ];
  return (
    known.find(([pattern]) => pattern.test(query))?.[1] ??
    query.replace(/\s+/g, ' ').trim().slice(0, 70)
  );
}

async function topStatements(database: PrivatePostgres, server: 'primary' | 'standby') {
  const rows = await database.query<{
    query: string;
    calls: string;
    total: number;
    rows: string;
    hit: string;
    read: string;
  }>(
    server,
    `SELECT query, calls, total_exec_time AS total, rows, shared_blks_hit AS hit,
            shared_blks_read AS read
       FROM public.pg_stat_statements
      WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
        AND query NOT LIKE '%pg_stat_statements_reset%'`,
  );
  const byName = new Map<string, Statement>();
  for (const row of rows) {
    const statement = statementName(row.query);
    const known = byName.get(statement) ?? {
      statement,
      calls: 0,
      totalMs: 0,
      meanMs: 0,
      rows: 0,
      sharedBlocksHit: 0,
      sharedBlocksRead: 0,
    };
    known.calls += Number(row.calls);
    known.totalMs += row.total;
    known.rows += Number(row.rows);
    known.sharedBlocksHit += Number(row.hit);
    known.sharedBlocksRead += Number(row.read);
    known.meanMs = known.totalMs / known.calls;
    byName.set(statement, known);
  }
  return [...byName.values()].sort((a, b) => b.totalMs - a.totalMs);
}

async function signIn(base: string) {
  const response = await fetch(`${base}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'manager', password: DEMO_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
  const token = ((await response.json()) as { data: { auth_token: string } }).data.auth_token;
  return { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' };
}

interface Run {
  servers: number;
  scenario: string;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
  errors: number;
  non2xx: number;
  cpuSeconds: {
    servers: number;
    primary: number;
    standby: number | null;
    loadGenerator: number;
    machineBusy: number;
    machineAll: number;
  };
  statements: { primary: Statement[]; standby: Statement[] | null };
}

async function runScenario(
  database: PrivatePostgres,
  storage: StorageConfig,
  servers: number,
  scenario: (typeof SCENARIOS)[number],
): Promise<Run> {
  // One after another: each brings the schema up to date at start.
  const started: Awaited<ReturnType<typeof startBenchServer>>[] = [];
  for (let index = 0; index < servers; index++)
    started.push(await startBenchServer(storage, { answerCacheMb: 64, serverDir }));
  try {
    const first = started[0];
    if (!first) throw new Error('no server started');
    const headers = await signIn(first.base);
    const catalog = await fetchCatalog(first.base, headers, [2024, 2025, 2026]);
    const next = scenario.paths(catalog);
    const postmasters = {
      primary: await postmasterOf(database, 'primary'),
      standby: STANDBY ? await postmasterOf(database, 'standby') : null,
    };
    await database.query('primary', 'SELECT public.pg_stat_statements_reset()');
    if (STANDBY) await database.query('standby', 'SELECT public.pg_stat_statements_reset()');
    const serverSeconds = () =>
      started.reduce((sum, server) => sum + (processTimes(server.pid ?? 0)?.own ?? 0), 0);
    const before = {
      servers: serverSeconds(),
      primary: clusterSeconds(postmasters.primary),
      standby: postmasters.standby ? clusterSeconds(postmasters.standby) : 0,
      self: process.cpuUsage(),
      machine: machineSeconds(),
    };

    const latencies: number[] = [];
    const results = await Promise.all(
      started.map(
        (server, index) =>
          new Promise<autocannon.Result>((resolve, reject) => {
            const connections =
              Math.floor(CONNECTIONS / servers) + (index < CONNECTIONS % servers ? 1 : 0);
            const load = autocannon(
              {
                url: server.base,
                connections,
                duration: SECONDS,
                headers,
                requests: [
                  { method: 'GET', setupRequest: (request) => ({ ...request, path: next() }) },
                ],
              },
              (error, done) => (error ? reject(error) : resolve(done)),
            );
            load.on('response', (_client, _status, _bytes, responseTime) => {
              latencies.push(responseTime);
            });
          }),
      ),
    );

    const self = process.cpuUsage(before.self);
    const machine = machineSeconds();
    const run: Run = {
      servers,
      scenario: scenario.name,
      seconds: SECONDS,
      requests: latencies.length,
      requestsPerSecond: latencies.length / SECONDS,
      latencyMs: {
        p50: percentile(latencies, 0.5),
        p95: percentile(latencies, 0.95),
        p99: percentile(latencies, 0.99),
        max: Math.max(...latencies),
      },
      errors: results.reduce((sum, result) => sum + result.errors + result.timeouts, 0),
      non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
      cpuSeconds: {
        servers: serverSeconds() - before.servers,
        primary: clusterSeconds(postmasters.primary) - before.primary,
        standby: postmasters.standby ? clusterSeconds(postmasters.standby) - before.standby : null,
        loadGenerator: (self.user + self.system) / 1e6,
        machineBusy: machine.busy - before.machine.busy,
        machineAll: machine.all - before.machine.all,
      },
      statements: {
        primary: await topStatements(database, 'primary'),
        standby: STANDBY ? await topStatements(database, 'standby') : null,
      },
    };
    const cpu = run.cpuSeconds;
    console.log(
      `  ${servers} server(s), ${scenario.name}: ${run.requestsPerSecond.toFixed(0)} req/s, ` +
        `p50 ${run.latencyMs.p50.toFixed(0)} ms, p95 ${run.latencyMs.p95.toFixed(0)} ms, ` +
        `errors ${run.errors}, non-2xx ${run.non2xx}; CPU s: servers ${cpu.servers.toFixed(1)}, ` +
        `primary ${cpu.primary.toFixed(1)}${cpu.standby === null ? '' : `, standby ${cpu.standby.toFixed(1)}`}, ` +
        `load generator ${cpu.loadGenerator.toFixed(1)}, machine ${cpu.machineBusy.toFixed(1)} of ${cpu.machineAll.toFixed(1)}`,
    );
    return run;
  } finally {
    await Promise.all(started.map((server) => server.stop()));
  }
}

console.log(`Starting a private PostgreSQL${STANDBY ? ' and its hot standby' : ''}…`);
const database = await startPrivatePostgres({ standby: STANDBY, settings: SETTINGS });
const runs: Run[] = [];
let loadSeconds = 0;
try {
  await database.query('primary', 'CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
  console.log(`Loading ${scale.outlets} outlets with ${serverDir}…`);
  const loadStarted = performance.now();
  const data = await createBenchData('postgres', scale, serverDir, database.primaryUrl);
  loadSeconds = (performance.now() - loadStarted) / 1000;
  await database.query('primary', 'VACUUM ANALYZE');
  await database.caughtUp();
  const storage = data.storage;
  if (storage.engine !== 'postgres') throw new Error('the bench data is not on PostgreSQL');
  if (STANDBY && database.standbyUrl) {
    // The standby's address, working in the bench's schema as the primary's does.
    const readUrl = new URL(database.standbyUrl);
    readUrl.search = new URL(storage.url).search;
    storage.readUrl = readUrl.toString();
  }
  for (const servers of SERVER_COUNTS)
    for (const scenario of SCENARIOS)
      runs.push(await runScenario(database, storage, servers, scenario));
  await data.cleanup();
} finally {
  await database.stop();
}

const settings = benchSettings(serverDir, '');
const machine = machineFacts();
const name = `postgres-load-${scaleName}${STANDBY ? '-standby' : ''}`;
const number = (value: number, digits = 0) =>
  Number.isFinite(value) ? value.toFixed(digits) : '–';
const perRequestMs = (seconds: number | null, run: Run) =>
  seconds === null ? '–' : number((seconds * 1000) / run.requests, 1);
const statementTable = (run: Run, server: 'primary' | 'standby') => {
  const statements = run.statements[server] ?? [];
  const total = statements.reduce((sum, statement) => sum + statement.totalMs, 0);
  return [
    `#### ${run.servers} server(s), ${run.scenario}: ${server}, ${number(total / 1000, 1)} s of execution in ${run.seconds} s`,
    '',
    '| statement | calls | total s | share | mean ms | rows | blocks hit | blocks read |',
    '|---|---|---|---|---|---|---|---|',
    ...statements
      .slice(0, 8)
      .map(
        (statement) =>
          `| ${statement.statement.replaceAll('|', '\\|')} | ${statement.calls} | ${number(statement.totalMs / 1000, 1)} | ` +
          `${number((statement.totalMs / total) * 100)} % | ${number(statement.meanMs, 1)} | ${statement.rows} | ` +
          `${statement.sharedBlocksHit} | ${statement.sharedBlocksRead} |`,
      ),
    '',
  ];
};

await writeResults(
  name,
  { scale: scaleName, ...scale, machine, settings, postgresSettings: SETTINGS, loadSeconds, runs },
  `# One PostgreSQL under several servers, scale ${scaleName}${STANDBY ? ', sales read on a hot standby' : ''}

${settings.markdown}
Measured ${machine.measuredAt} on ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGiB} GiB,
Node ${machine.node}, over loopback. Everything runs on this one machine: the servers (each in
its own process), PostgreSQL${STANDBY ? ' and its standby' : ''}, and autocannon in the bench's process.

PostgreSQL: a private server started for the run (\`${SETTINGS.join('`, `')}\`), loaded with
scale ${scaleName} (${scale.outlets} outlets, ${scale.years} years) in ${number(loadSeconds)} s.${
    STANDBY
      ? ' A hot standby made with pg_basebackup follows it; the servers read sales there (DATABASE_READ_URL).'
      : ''
  }
Each scenario runs on freshly started servers (answer cache 64 MB each): sign in as \`manager\`,
ask the option lists, then ${CONNECTIONS} connections in all, spread evenly over the servers,
for ${SECONDS} s. "Fresh" asks every request with a filter no earlier request used (neither
the answer cache nor the facts cache can answer), "random" draws filters with repeats, as
users do (bench/load-filters.ts). CPU seconds are over the load's ${SECONDS} s: the servers'
processes, each PostgreSQL server's postmaster and backends, the load generator, and the
machine's busy time out of all its cores' time. Statement times are pg_stat_statements'
execution times, reset before each load, grouped by our statement.

| servers | scenario | requests | req/s | p50 ms | p95 ms | p99 ms | errors | non-2xx | CPU s: servers | primary | standby | load generator | machine busy / all | primary CPU ms per request |
|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|
${runs
  .map(
    (run) =>
      `| ${run.servers} | ${SCENARIOS.find((scenario) => scenario.name === run.scenario)?.title} | ${run.requests} | ` +
      `${number(run.requestsPerSecond)} | ${number(run.latencyMs.p50)} | ${number(run.latencyMs.p95)} | ${number(run.latencyMs.p99)} | ` +
      `${run.errors} | ${run.non2xx} | ${number(run.cpuSeconds.servers, 1)} | ${number(run.cpuSeconds.primary, 1)} | ` +
      `${run.cpuSeconds.standby === null ? '–' : number(run.cpuSeconds.standby, 1)} | ${number(run.cpuSeconds.loadGenerator, 1)} | ` +
      `${number(run.cpuSeconds.machineBusy, 1)} / ${number(run.cpuSeconds.machineAll, 1)} | ${perRequestMs(run.cpuSeconds.primary, run)} |`,
  )
  .join('\n')}

### Where PostgreSQL's time goes

${runs
  .flatMap((run) => [
    ...statementTable(run, 'primary'),
    ...(STANDBY ? statementTable(run, 'standby') : []),
  ])
  .join('\n')}`,
);
