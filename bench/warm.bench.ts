/**
 * The first request of the day after a load (issue 16 item 2): users with different
 * entitlements sign in, a load commits, and once the server logs "answers warmed" each user's
 * first request of the default filter is timed over HTTP; the same with warming off (computed).
 * A load is a server restarted on the loaded file for DuckDB (the file is the server's alone),
 * and the `sales` counter moved from another process for PostgreSQL (a CLI import or another
 * server), which this server notices while it runs. Median of the rounds; the warm's duration
 * and counts from its log line.
 *
 *   npm run --workspace bench warm -- --scale M [--engines duckdb,postgres] [--rounds 5]
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { StorageConfig } from '@outlet-pulse/server/testing';
import { DEMO_PASSWORD } from '@outlet-pulse/server/testing';
import pg from 'pg';
import { createBenchData, type Engine } from './bench-data';
import { argument } from './command-line';
import { machineFacts, writeResults } from './results-file';
import { parseScale, SCALES } from './scales';
import { signInOverHttp } from './sign-in';

const ROUNDS = Number(argument('rounds', '5'));
const ENGINES = argument('engines', 'duckdb,postgres').split(',') as Engine[];
const SCALE = parseScale(process.argv);
const SERVER_DIR = path.resolve(import.meta.dirname, '..', 'apps', 'server');
/**
 * Demo users of three entitlement sets: every company (manager), two companies (staff), one
 * company (newhire, once past the default password). admin shares the manager's set: its
 * first request is one someone of the same set already asked.
 */
const USERS = ['manager', 'staff', 'newhire', 'admin'];
const TOTAL_FILTER = 'company=TOTAL&type=STORES&group=O&year=2026&outlet=All';
/** The first call of the sales summary's first view: the KPI strip's, for TOTAL. */
const FIRST_REQUEST = `/api/portal/salessummary/chartsalessummary?${TOTAL_FILTER}`;
/**
 * The next call of the same view (also warmed): the same cache hit without the costs of a
 * user's first request to a process (reading the session, opening the connection).
 */
const NEXT_REQUEST = `/api/portal/salessummary/lflsalessummary?${TOTAL_FILTER}`;
const NEW_PASSWORD = 'bench-password-1';
const CLOCK_START = String(Date.now());

interface WarmLine {
  msg: string;
  salesVersion: number;
  durationMs: number;
  entitlementSets: number;
  answered: number;
  refused: number;
}

/** A warm-server.ts process: its base URL, the warm lines it logged so far, and stop(). */
async function startServer(storage: StorageConfig, warming: boolean) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'warm-server.ts'], {
    cwd: import.meta.dirname,
    env: {
      ...process.env,
      BENCH_STORAGE: JSON.stringify(storage),
      BENCH_ANSWER_WARMING: warming ? 'on' : 'off',
      BENCH_CLOCK_START: CLOCK_START,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const warmed: WarmLine[] = [];
  const waiting: (() => void)[] = [];
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const lines = output.split('\n');
      output = lines.pop() ?? '';
      for (const line of lines) {
        const listening = /^listening (\d+)$/.exec(line);
        if (listening) resolve(Number(listening[1]));
        if (!line.startsWith('{')) continue;
        const entry = JSON.parse(line) as WarmLine;
        if (entry.msg === 'answers warmed') {
          warmed.push(entry);
          for (const wake of waiting.splice(0)) wake();
        } else if (entry.msg.startsWith('answer warming')) console.log(line);
      }
    });
    child.once('exit', (code) => reject(new Error(`warm server exited with ${code}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    /** The warm of a data version newer than `after`, once logged. */
    async warmAfter(after: number): Promise<WarmLine> {
      for (;;) {
        const line = warmed.find((entry) => entry.salesVersion > after);
        if (line) return line;
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
    },
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

function signInAs(base: string, username: string, password: string) {
  return signInOverHttp<{ auth_token: string; employee_info: { employeeID: string } }>(
    base,
    username,
    password,
    true,
  );
}

/** A token of the user; newhire changes the demo's default password on first use. */
async function signIn(base: string, username: string): Promise<string> {
  const password = username === 'newhire' ? NEW_PASSWORD : DEMO_PASSWORD;
  const signedIn = await signInAs(base, username, password);
  if (signedIn) return signedIn.auth_token;
  const first = username === 'newhire' ? await signInAs(base, username, 'newhire') : null;
  if (!first) throw new Error(`${username} could not sign in`);
  const changed = await fetch(`${base}/api/auth/change_password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${first.auth_token}` },
    body: JSON.stringify({
      employeeID: first.employee_info.employeeID,
      currentPassword: 'newhire',
      newPassword: password,
    }),
  });
  if (!changed.ok) throw new Error(`${username} could not change the password: ${changed.status}`);
  return signIn(base, username);
}

async function timedRequest(base: string, url: string, token: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}${url}`, {
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' },
  });
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return elapsed;
}

async function salesVersion(url: string, bump: boolean): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const moved = bump
      ? `UPDATE change_versions SET version = version + 1 WHERE name = 'sales' RETURNING version`
      : `SELECT version FROM change_versions WHERE name = 'sales'`;
    return Number((await client.query<{ version: string }>(moved)).rows[0]?.version);
  } finally {
    await client.end();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const round1 = (value: number) => Math.round(value * 10) / 10;

interface Rounds {
  firstRequestMs: Record<string, number[]>;
  nextRequestMs: Record<string, number[]>;
  warms: WarmLine[];
}

/**
 * ROUNDS loads, each followed by every user's first request: after the warm's log line with
 * warming on, at once with it off (each answer computed).
 */
async function measure(engine: Engine, storage: StorageConfig, warming: boolean): Promise<Rounds> {
  const perUser = () => Object.fromEntries(USERS.map((user) => [user, [] as number[]]));
  const result: Rounds = { firstRequestMs: perUser(), nextRequestMs: perUser(), warms: [] };
  let server = await startServer(storage, warming);
  const tokens = new Map<string, string>();
  for (const user of USERS) tokens.set(user, await signIn(server.base, user));
  let version = -1;
  try {
    for (let round = 0; round < ROUNDS; round++) {
      if (engine === 'postgres') {
        version = await salesVersion((storage as { url: string }).url, true);
        // Without a warm to wait for, wait until the server reads the counter again, so the
        // first request is asked of the new data (change-versions.ts, VERSION_POLL_MS).
        if (!warming) await new Promise((resolve) => setTimeout(resolve, 1100));
      } else {
        // The file is the server's alone: a load is a stop, the load, and a start.
        await server.stop();
        server = await startServer(storage, warming);
      }
      if (warming) {
        const warm = await server.warmAfter(engine === 'postgres' ? version - 1 : -1);
        result.warms.push(warm);
      }
      for (const user of USERS) {
        const token = tokens.get(user) ?? '';
        result.firstRequestMs[user]?.push(await timedRequest(server.base, FIRST_REQUEST, token));
        result.nextRequestMs[user]?.push(await timedRequest(server.base, NEXT_REQUEST, token));
      }
    }
  } finally {
    await server.stop();
  }
  return result;
}

const scale = SCALES[SCALE];
const figures: Record<string, unknown> = { machine: machineFacts(), scale: SCALE, rounds: ROUNDS };
const rows: string[] = [];
for (const engine of ENGINES) {
  console.log(`${engine}: loading ${scale.outlets} outlets…`);
  const data = await createBenchData(engine, scale, SERVER_DIR);
  try {
    const warm = await measure(engine, data.storage, true);
    const cold = await measure(engine, data.storage, false);
    figures[engine] = { warmed: warm, computed: cold };
    const cell = (rounds: Rounds, user: string) =>
      `${round1(median(rounds.firstRequestMs[user] ?? []))} / ${round1(median(rounds.nextRequestMs[user] ?? []))}`;
    for (const user of USERS) {
      rows.push(`| ${engine} | ${user} | ${cell(warm, user)} | ${cell(cold, user)} |`);
    }
    const durations = warm.warms.map((line) => line.durationMs);
    const last = warm.warms.at(-1);
    rows.push(
      `| ${engine} | warm itself | ${median(durations)} ms median (${durations.join(', ')}); ${last?.entitlementSets} entitlement sets, ${last?.answered} answers, ${last?.refused} refused | |`,
    );
  } finally {
    await data.cleanup();
  }
}

await writeResults(
  `warm-${SCALE}`,
  figures,
  `# First request of the day after a load, scale ${SCALE}

Users ${USERS.join(', ')} signed in; after each of ${ROUNDS} loads, each user's first request
(\`${FIRST_REQUEST}\`, brotli accepted) and then the next of the same view
(\`${NEXT_REQUEST}\`), timed over HTTP, median in ms as first / next. Warmed: after the
server logged "answers warmed". Computed: warming off, the same request straight after the load.
A load: DuckDB, a restart on the loaded file; PostgreSQL, the \`sales\` counter moved from
another process while the server runs. Goal: warmed ≤ 10 ms.

| engine | user | warmed: first / next (ms) | computed: first / next (ms) |
|---|---|---|---|
${rows.join('\n')}

Measured ${String((figures.machine as { measuredAt: string }).measuredAt)} on ${machineLine()}.
`,
);

function machineLine(): string {
  const machine = figures.machine as { cpus: number; cpuModel: string; node: string };
  return `${machine.cpus} × ${machine.cpuModel}, Node ${machine.node}`;
}
