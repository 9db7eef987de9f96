/**
 * The server under benchmark, in a process of its own so that the load generator does not
 * share its event loop. Reads its storage and cache size from the environment, serves on a
 * free port and prints `listening <port>`.
 *
 *   BENCH_STORAGE='{"engine":"duckdb","file":"…"}' BENCH_ANSWER_CACHE_MB=64 \
 *   [BENCH_WEB_DIST=../apps/web/dist] tsx bench-server.ts
 */
import { buildApp } from '@outlet-pulse/server/src/app';
import type { StorageConfig } from '@outlet-pulse/server/src/config';
import { openDatabase } from '@outlet-pulse/server/src/db/open-database';

/** The sales data ends the day before; the clock runs on from here. */
export const BENCH_NOW = Date.parse('2026-11-22T03:00:00Z');

const storage = JSON.parse(process.env.BENCH_STORAGE ?? '') as StorageConfig;
const database = await openDatabase(storage);
const started = Date.now();
const app = await buildApp({
  config: {
    logLevel: 'warn',
    webDistDir: process.env.BENCH_WEB_DIST ?? '/nonexistent',
    cookieSecure: false,
    publicBaseUrl: undefined,
    photoUrlTemplate: undefined,
    helpUrl: '',
    companyCredit: '',
    reportUrls: { hrSummary: undefined, defect: undefined },
    timeZone: 'Asia/Jakarta',
    answerCacheMb: Number(process.env.BENCH_ANSWER_CACHE_MB ?? '64'),
    smtp: undefined,
    importMaxMb: Number(process.env.BENCH_IMPORT_MAX_MB ?? '1024'),
    importWorkDir:
      process.env.BENCH_IMPORT_DIR ?? `${process.env.TMPDIR ?? '/tmp'}/outlet-pulse-bench-imports`,
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
  database,
  authSecret: 'bench-secret-that-is-long-enough-for-hs256-signing',
  clock: () => BENCH_NOW + (Date.now() - started),
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
