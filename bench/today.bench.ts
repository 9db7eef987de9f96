/**
 * The Today page's answer (issue 26) over HTTP at a named scale: GET /api/portal/sales/today
 * as the manager (every company), for TOTAL and for one brand, each answer computed (answer and
 * facts caches off) and then from the answer cache (a warmed first view is such a hit). Median
 * and p95 of one client after warm-up requests; the server runs in its own process.
 *
 *   npm run --workspace bench today -- --scale M [--engines duckdb,postgres] [--requests 30]
 */
import { DEMO_PASSWORD, type StorageConfig } from '@outlet-pulse/server/testing';
import { createBenchData, type Engine } from './bench-data';
import { argument, chosenScale } from './command-line';
import { benchSettings, percentile } from './load-report';
import { machineFacts, writeResults } from './results-file';
import { linkedServerDir } from './server-checkout';
import { signInOverHttp } from './sign-in';
import { startBenchServer } from './start-bench-server';

const REQUESTS = Number(argument('requests', '30'));
const WARM_UP = 3;
const ENGINES = argument('engines', 'duckdb').split(',') as Engine[];
const serverDir = await linkedServerDir(process.argv);
const QUERIES = ['company=TOTAL', 'company=KCG01'];
const MODES = { computed: 'every answer computed', cached: 'from the answer cache' } as const;
type Mode = keyof typeof MODES;

interface Timing {
  query: string;
  median: number;
  p95: number;
  bytes: number;
}

async function timeQueries(storage: StorageConfig, mode: Mode): Promise<Timing[]> {
  const cached = mode === 'cached';
  const server = await startBenchServer(storage, {
    answerCacheMb: cached ? 64 : 0,
    factsCache: cached,
    serverDir,
  });
  try {
    const session = await signInOverHttp<{ auth_token: string }>(
      server.base,
      'manager',
      DEMO_PASSWORD,
    );
    if (!session) throw new Error('the manager could not sign in');
    const headers = { authorization: `Bearer ${session.auth_token}` };
    const timings: Timing[] = [];
    for (const query of QUERIES) {
      const url = `${server.base}/api/portal/sales/today?${query}`;
      const times: number[] = [];
      let bytes = 0;
      for (let run = 0; run < WARM_UP + REQUESTS; run++) {
        const start = performance.now();
        const response = await fetch(url, { headers });
        bytes = (await response.arrayBuffer()).byteLength;
        if (response.status !== 200) throw new Error(`${query}: ${response.status}`);
        if (run >= WARM_UP) times.push(performance.now() - start);
      }
      const timing = { query, median: percentile(times, 0.5), p95: percentile(times, 0.95), bytes };
      console.log(
        `  ${mode} ${query}: median ${timing.median.toFixed(1)} ms, p95 ${timing.p95.toFixed(1)} ms, ${bytes} bytes`,
      );
      timings.push(timing);
    }
    return timings;
  } finally {
    await server.stop();
  }
}

const { scaleName, scale } = chosenScale();
const runs: Partial<Record<Engine, Record<Mode, Timing[]>>> = {};
for (const engine of ENGINES) {
  console.log(`${engine}: loading ${scale.outlets} outlets…`);
  const data = await createBenchData(engine, scale, serverDir);
  try {
    runs[engine] = {
      computed: await timeQueries(data.storage, 'computed'),
      cached: await timeQueries(data.storage, 'cached'),
    };
  } finally {
    await data.cleanup();
  }
}

const machine = machineFacts();
const settings = benchSettings(serverDir, '');
const rowsOf = (engine: Engine) =>
  QUERIES.map((query) => {
    const of = (mode: Mode) => runs[engine]?.[mode].find((timing) => timing.query === query);
    const computed = of('computed');
    const cached = of('cached');
    return `| ${engine} | \`${query}\` | ${computed?.median.toFixed(1)} | ${computed?.p95.toFixed(1)} | ${cached?.median.toFixed(1)} | ${cached?.p95.toFixed(1)} | ${computed?.bytes} |`;
  });
await writeResults(
  `today-${scaleName}`,
  { scale: scaleName, ...scale, machine, settings, requests: REQUESTS, runs },
  `# The Today page's answer over HTTP, scale ${scaleName}

${settings.markdown}
GET /api/portal/sales/today as the manager (every company), one client, ${REQUESTS} requests
after ${WARM_UP} warm-up requests: ${MODES.computed} (answer and facts caches off), then
${MODES.cached} (what a warmed first view is). Goals (issue 26): computed at M, TOTAL, DuckDB
≤ 50 ms; a cache hit ≤ 10 ms. Times are measured by the client over loopback, so they include
HTTP. Measured ${machine.measuredAt} on ${machine.cpus} × ${machine.cpuModel},
${machine.memoryGiB} GiB, Node ${machine.node}; load average ${settings.loadAverage.join(', ')}.

| engine | query | computed median (ms) | computed p95 (ms) | cached median (ms) | cached p95 (ms) | answer (bytes) |
|---|---|---|---|---|---|---|
${ENGINES.flatMap(rowsOf).join('\n')}`,
);
