/**
 * The SQL alone of each sales call, read from the code at run time: the app of BENCH_SERVER_DIR
 * (bench-app.ts) is built in this process on a database whose Kysely records every statement it
 * compiles; one computed answer of a call gives its statements (after warm-up requests, so that
 * the reference data and the caller are already cached, as in the measured calls), which are then
 * run again on their own, one after another, through the same Kysely and driver. Alternated with
 * them, the whole call in-process (app.inject, no HTTP) and the time within it when a statement
 * was running (from the same Kysely plugin: sent to answered). Run by chart-sql.bench.ts with the answer
 * and facts caches off; writes its figures as JSON to BENCH_PROBE_OUT.
 */
import { writeFile } from 'node:fs/promises';
import type * as Server from '@outlet-pulse/server/testing';
import type { Database, StorageConfig } from '@outlet-pulse/server/testing';
import { DEMO_PASSWORD } from '@outlet-pulse/server/testing';
import type { CompiledQuery, KyselyPlugin } from 'kysely';
import { buildBenchApp } from './bench-app';
import { percentile } from './load-report';
import { callPath, type SalesCall } from './sales-calls';
import { importServerModule } from './server-checkout';

export interface ProbeRow {
  call: string;
  query: string;
  statements: { sql: string; parameters: readonly unknown[] }[];
  /** Median of the statements run on their own, one after another (ms). */
  sqlAloneMedianMs: number;
  /** Median of the whole call in-process, without HTTP (ms). */
  injectMedianMs: number;
  /** Median of the time inside those calls when at least one statement was running (ms). */
  sqlInCallMedianMs: number;
}

const { openDatabase } =
  await importServerModule<Pick<typeof Server, 'openDatabase'>>('src/db/open-database.ts');
const storage = JSON.parse(process.env.BENCH_STORAGE ?? '') as StorageConfig;
const calls = JSON.parse(process.env.BENCH_PROBE_CALLS ?? '[]') as SalesCall[];
const requests = Number(process.env.BENCH_PROBE_REQUESTS ?? '30');

const database = await openDatabase(storage);
let recording: CompiledQuery[] | null = null;
/** When each statement of the call being timed was sent and answered. */
const running = new Map<string, number>();
let spans: { from: number; to: number }[] = [];
const recorder: KyselyPlugin = {
  transformQuery({ node, queryId }) {
    recording?.push(database.kysely.getExecutor().compileQuery(node, queryId));
    running.set(queryId.queryId, performance.now());
    return node;
  },
  transformResult: async ({ result, queryId }) => {
    spans.push({ from: running.get(queryId.queryId) ?? Number.NaN, to: performance.now() });
    running.delete(queryId.queryId);
    return result;
  },
};
/** The time covered by at least one span: statements sent at once count once. */
const covered = (all: { from: number; to: number }[]) => {
  let total = 0;
  let end = Number.NEGATIVE_INFINITY;
  for (const { from, to } of [...all].sort((a, b) => a.from - b.from)) {
    if (to > end) total += to - Math.max(from, end);
    end = Math.max(end, to);
  }
  return total;
};
// The app sees the same database with a recording Kysely; everything else stays the engine's.
const recorded = Object.create(database, {
  kysely: { value: database.kysely.withPlugin(recorder) },
}) as Database;
const app = await buildBenchApp(recorded);

const signIn = await app.inject({
  method: 'POST',
  url: '/api/auth',
  payload: { username: 'manager', password: DEMO_PASSWORD },
});
const headers = { authorization: `Bearer ${signIn.json().data.auth_token}` };
const ask = async (url: string) => {
  const response = await app.inject({ method: 'GET', url, headers });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
};

const rows: ProbeRow[] = [];
for (const call of calls) {
  const url = callPath(call);
  for (let warm = 0; warm < 3; warm++) await ask(url);
  const statements: CompiledQuery[] = [];
  recording = statements;
  await ask(url);
  recording = null;
  const sqlTimes: number[] = [];
  const injectTimes: number[] = [];
  const inCallTimes: number[] = [];
  for (let run = 0; run < requests; run++) {
    let start = performance.now();
    for (const statement of statements) await database.kysely.executeQuery(statement);
    sqlTimes.push(performance.now() - start);
    spans = [];
    start = performance.now();
    await ask(url);
    injectTimes.push(performance.now() - start);
    inCallTimes.push(covered(spans));
  }
  rows.push({
    call: call.call,
    query: call.query,
    statements: statements.map(({ sql, parameters }) => ({ sql, parameters })),
    sqlAloneMedianMs: percentile(sqlTimes, 0.5),
    injectMedianMs: percentile(injectTimes, 0.5),
    sqlInCallMedianMs: percentile(inCallTimes, 0.5),
  });
  console.log(
    `  ${call.call.padEnd(30)} ${statements.length} statement(s): SQL alone ${percentile(sqlTimes, 0.5).toFixed(1)} ms, SQL in the call ${percentile(inCallTimes, 0.5).toFixed(1)} ms, in-process ${percentile(injectTimes, 0.5).toFixed(1)} ms`,
  );
}
await app.close();
await writeFile(process.env.BENCH_PROBE_OUT ?? '', JSON.stringify(rows));
