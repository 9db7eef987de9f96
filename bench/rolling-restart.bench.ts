/**
 * A rolling restart under load (issue 18): three `serve` processes on one PostgreSQL behind
 * HAProxy with the README's configuration (docs/haproxy.cfg), 50 clients asking the sales
 * summary through it all along (signed-in sessions of the demo manager and staff, random
 * filters and calls as the tabs ask them). After a quiet spell the servers are restarted one
 * after another: SIGTERM (the server drains: its readiness check fails, HAProxy takes it out,
 * then it stops), wait for it to exit, start it again, wait until HAProxy has it back. Every
 * answer other than 2xx and every connection error or timeout counts as failed.
 *
 *   npm run bench:rolling-restart -- [--scale S] [--quiet-seconds 10] [--grace-ms 0]
 *
 * The servers run with the defaults of production (SHUTDOWN_GRACE_MS 5000, answer cache on)
 * except the general rate limit, which 50 clients of two users would meet (RATE_LIMIT_PER_MINUTE=0).
 * --grace-ms sets another SHUTDOWN_GRACE_MS (0: no drain, for comparison), and the results
 * file's name says so.
 */

import {
  type Balancer,
  DEMO_PASSWORD,
  type ServerProcess,
  startBalancer,
  startServerProcesses,
} from '@outlet-pulse/server/testing';
import autocannon from 'autocannon';
import { createBenchData } from './bench-data';
import { argument, chosenScale } from './command-line';
import { fetchCatalog, randomPaths } from './load-filters';
import { benchSettings, percentile } from './load-report';
import { machineFacts, writeResults } from './results-file';
import { chosenServerDir } from './server-checkout';

const QUIET_SECONDS = Number(argument('quiet-seconds', '10'));
const GRACE_MS = argument('grace-ms', '');
const CONNECTIONS = 50;
/** Sessions the clients share: each user signs in this many times, a few clients per session. */
const SESSIONS_PER_USER = 5;
const USERS = ['manager', 'staff'];
const SEED = 20261125;
const { scaleName, scale } = chosenScale();
const serverDir = chosenServerDir(process.argv);
const AUTH_SECRET = 'bench-secret-that-is-long-enough-for-hs256-signing';

interface Sample {
  /** When the answer (or the error) came, ms since the load started. */
  at: number;
  latencyMs: number;
  /** The answer's status; 0 for a connection error or a timeout. */
  status: number;
  ok: boolean;
}

interface RestartWindow {
  server: string;
  /** From SIGTERM until HAProxy had the new process back in rotation, ms since the load started. */
  from: number;
  to: number;
  exitCode: number | null;
  /** SIGTERM to exit, and exit to back in rotation. */
  drainMs: number;
  backMs: number;
}

async function signIn(base: string, username: string) {
  const response = await fetch(`${base}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in of ${username}: ${response.status}`);
  const token = ((await response.json()) as { data: { auth_token: string } }).data.auth_token;
  return { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' };
}

console.log(`postgres: loading ${scale.outlets} outlets…`);
const data = await createBenchData('postgres', scale, serverDir);
if (data.storage.engine !== 'postgres') throw new Error('three servers need PostgreSQL');
const databaseUrl = data.storage.url;
const servers: ServerProcess[] = [];
let balancer: Balancer | undefined;
const loads: autocannon.Instance[] = [];
try {
  servers.push(
    ...(await startServerProcesses(['app1', 'app2', 'app3'], {
      DATABASE_URL: databaseUrl,
      AUTH_SECRET,
      RATE_LIMIT_PER_MINUTE: '0',
      ...(GRACE_MS ? { SHUTDOWN_GRACE_MS: GRACE_MS } : {}),
    })),
  );
  const cluster = await startBalancer(servers);
  balancer = cluster;
  console.log(`three servers behind HAProxy at ${cluster.url}`);

  const sessions: { headers: Record<string, string>; next: () => string }[] = [];
  for (const [userIndex, username] of USERS.entries()) {
    const catalog = await fetchCatalog(
      cluster.url,
      await signIn(cluster.url, username),
      [2024, 2025, 2026],
    );
    for (let session = 0; session < SESSIONS_PER_USER; session++) {
      sessions.push({
        headers: await signIn(cluster.url, username),
        next: randomPaths(catalog, SEED + userIndex * 100 + session),
      });
    }
  }

  const samples: Sample[] = [];
  const startedAt = performance.now();
  const since = () => performance.now() - startedAt;
  const done: Promise<void>[] = [];
  for (const session of sessions) {
    let finished: () => void = () => undefined;
    done.push(new Promise((resolve) => (finished = resolve)));
    const instance = autocannon(
      {
        url: cluster.url,
        connections: CONNECTIONS / sessions.length,
        // Stopped by the script once the restarts are over and a quiet spell has followed.
        duration: 3600,
        timeout: 10,
        headers: session.headers,
        requests: [
          { method: 'GET', setupRequest: (request) => ({ ...request, path: session.next() }) },
        ],
      },
      () => finished(),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      samples.push({
        at: since(),
        latencyMs: responseTime,
        status: statusCode,
        ok: statusCode >= 200 && statusCode < 300,
      });
    });
    instance.on('reqError', () =>
      samples.push({ at: since(), latencyMs: Number.NaN, status: 0, ok: false }),
    );
    loads.push(instance);
  }

  const pause = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  console.log(`50 clients asking; quiet for ${QUIET_SECONDS} s…`);
  await pause(QUIET_SECONDS);
  const restarts: RestartWindow[] = [];
  for (const server of servers) {
    const from = since();
    const exitCode = await server.stop('SIGTERM');
    const exitedAt = since();
    await server.start();
    await cluster.waitFor(server.name, 'UP', 30_000);
    const to = since();
    restarts.push({
      server: server.name,
      from,
      to,
      exitCode,
      drainMs: exitedAt - from,
      backMs: to - exitedAt,
    });
    console.log(
      `  ${server.name}: drained and exited (${exitCode}) after ${(exitedAt - from).toFixed(0)} ms, ` +
        `back in rotation ${(to - exitedAt).toFixed(0)} ms later`,
    );
  }
  await pause(QUIET_SECONDS);
  for (const instance of loads) instance.stop();
  await Promise.all(done);
  const seconds = since() / 1000;

  const summary = (chosen: Sample[]) => {
    const latencies = chosen.filter((sample) => sample.ok).map((sample) => sample.latencyMs);
    const failedBy: Record<string, number> = {};
    for (const sample of chosen) {
      if (sample.ok) continue;
      const kind = sample.status === 0 ? 'error' : String(sample.status);
      failedBy[kind] = (failedBy[kind] ?? 0) + 1;
    }
    return {
      requests: chosen.length,
      failed: chosen.filter((sample) => !sample.ok).length,
      failedBy,
      p50Ms: percentile(latencies, 0.5),
      p99Ms: percentile(latencies, 0.99),
      maxMs: Math.max(...latencies),
    };
  };
  const duringRestarts = samples.filter((sample) =>
    restarts.some((window) => sample.at >= window.from && sample.at <= window.to),
  );
  const inRestarts = new Set(duringRestarts);
  const outside = samples.filter((sample) => !inRestarts.has(sample));
  const figures = {
    machine: machineFacts(),
    settings: benchSettings(serverDir, ''),
    scale: scaleName,
    shutdownGraceMs: GRACE_MS ? Number(GRACE_MS) : 5000,
    connections: CONNECTIONS,
    sessions: sessions.length,
    seconds,
    overall: summary(samples),
    duringRestarts: summary(duringRestarts),
    outsideRestarts: summary(outside),
    restarts,
  };
  console.log(JSON.stringify({ ...figures, settings: undefined }, null, 2));

  const number = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '–');
  const row = (label: string, part: ReturnType<typeof summary>) =>
    `| ${label} | ${part.requests} | ${part.failed}${part.failed > 0 ? ` ${JSON.stringify(part.failedBy)}` : ''} | ${number(part.p50Ms)} | ${number(part.p99Ms)} | ${number(part.maxMs)} |`;
  await writeResults(
    `rolling-restart-${scaleName}${GRACE_MS ? `-grace-${GRACE_MS}` : ''}`,
    { ...figures, settings: { ...figures.settings, markdown: undefined } },
    [
      `# Rolling restart of three servers behind HAProxy under load (scale ${scaleName}, PostgreSQL)`,
      '',
      `Measured ${figures.machine.measuredAt} on ${figures.machine.cpus} × ${figures.machine.cpuModel}; ` +
        'the servers, HAProxy, PostgreSQL and the load generator share the machine, on loopback.',
      `${CONNECTIONS} clients over ${sessions.length} sessions (manager and staff) asked random sales summary ` +
        `calls through HAProxy (docs/haproxy.cfg) for ${seconds.toFixed(0)} s: ${QUIET_SECONDS} s quiet, ` +
        `the three servers restarted one after another (SIGTERM, exit, start, back in HAProxy's rotation), ` +
        `${QUIET_SECONDS} s quiet. Servers at production defaults (SHUTDOWN_GRACE_MS ` +
        `${GRACE_MS || '5000, the default'}) but RATE_LIMIT_PER_MINUTE=0. Failed: any answer other ` +
        'than 2xx, a connection error or a timeout.',
      '',
      figures.settings.markdown,
      '| requests | count | failed | p50 ms | p99 ms | max ms |',
      '|---|---|---|---|---|---|',
      row('all', figures.overall),
      row('during the restarts', figures.duringRestarts),
      row('outside them', figures.outsideRestarts),
      '',
      '| server | SIGTERM to exit (ms) | exit code | exit to back in rotation (ms) |',
      '|---|---|---|---|',
      ...restarts.map(
        (window) =>
          `| ${window.server} | ${number(window.drainMs)} | ${window.exitCode} | ${number(window.backMs)} |`,
      ),
    ].join('\n'),
  );
  if (figures.overall.failed > 0) process.exitCode = 1;
} finally {
  for (const instance of loads) instance.stop();
  await balancer?.stop();
  await Promise.all(servers.map((server) => server.stop('SIGINT')));
  await data.cleanup();
}
