/**
 * The server app as the benchmarks run it: BENCH_SERVER_DIR's checkout (server-checkout.ts),
 * its answer cache size from BENCH_ANSWER_CACHE_MB, the facts cache off with
 * BENCH_FACTS_CACHE=0, and a clock that starts the morning after the data's last day.
 */
import type * as Server from '@outlet-pulse/server/testing';
import type { Database } from '@outlet-pulse/server/testing';
import { importServerModule } from './server-checkout';

/** The bench servers' signing secret; the demo admin's second factor is sealed with it too. */
export const BENCH_AUTH_SECRET = 'bench-secret-that-is-long-enough-for-hs256-signing';

/** The sales data ends the day before; the clock runs on from here. */
export const BENCH_NOW = Date.parse('2026-11-22T03:00:00Z');

type BuildOptions = Parameters<typeof Server.buildApp>[0];

/** What a bench server changes from the defaults below (warm-server.ts). */
export interface BenchAppChoices {
  logLevel?: BuildOptions['config']['logLevel'];
  logger?: BuildOptions['logger'];
  answerWarming?: boolean;
  /** Where the clock starts (now when absent), so that sessions outlive a restart. */
  clockStart?: number;
}

/** The app as the bench server runs it, on the given database, configured from the environment. */
export async function buildBenchApp(database: Database, choices: BenchAppChoices = {}) {
  const { buildApp } = await importServerModule<Pick<typeof Server, 'buildApp'>>('src/app.ts');
  const started = choices.clockStart ?? Date.now();
  return buildApp({
    config: {
      logLevel: choices.logLevel ?? 'warn',
      webDistDir: process.env.BENCH_WEB_DIST ?? '/nonexistent',
      cookieSecure: false,
      publicBaseUrl: undefined,
      photoUrlTemplate: undefined,
      helpUrl: '',
      companyCredit: '',
      reportUrls: { hrSummary: undefined, defect: undefined },
      timeZone: 'Asia/Jakarta',
      answerCacheMb: Number(process.env.BENCH_ANSWER_CACHE_MB ?? '64'),
      answerWarming: choices.answerWarming,
      smtp: undefined,
      importMaxMb: Number(process.env.BENCH_IMPORT_MAX_MB ?? '1024'),
      importWorkDir:
        process.env.BENCH_IMPORT_DIR ??
        `${process.env.TMPDIR ?? '/tmp'}/outlet-pulse-bench-imports`,
      ...(process.env.BENCH_INBOX_DIR
        ? {
            importInbox: {
              dir: process.env.BENCH_INBOX_DIR,
              username: 'system-import',
              settleMs: 3000,
            },
          }
        : {}),
    },
    logger: choices.logger,
    database,
    authSecret: BENCH_AUTH_SECRET,
    factsCache: process.env.BENCH_FACTS_CACHE !== '0',
    clock: () => BENCH_NOW + (Date.now() - started),
  });
}

/** Serves a bench app on a free port, prints `listening <port>`, and closes it on a signal. */
export async function serveBenchApp(app: Awaited<ReturnType<typeof buildBenchApp>>) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
}
