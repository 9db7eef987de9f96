/**
 * The server of bench:warm: as bench-server.ts runs it, with answer warming on or off
 * (BENCH_ANSWER_WARMING=on|off) and the app's log at info on stdout, JSON lines, so the bench
 * sees the warmer's lines. Prints `listening <port>`.
 *
 *   BENCH_STORAGE='{"engine":"duckdb","file":"…"}' BENCH_ANSWER_WARMING=on tsx warm-server.ts
 */
import type * as AppModule from '@outlet-pulse/server/src/app';
import type { StorageConfig } from '@outlet-pulse/server/src/config';
import type * as OpenDatabaseModule from '@outlet-pulse/server/src/db/open-database';
import { importServerModule } from './server-checkout';

const { buildApp } = await importServerModule<typeof AppModule>('src/app.ts');
const { openDatabase } =
  await importServerModule<typeof OpenDatabaseModule>('src/db/open-database.ts');

/** The sales data ends the day before; the clock runs on from here (as bench-server.ts). */
const BENCH_NOW = Date.parse('2026-11-22T03:00:00Z');
/** Where the clock of every run starts, so that sessions signed in by one run live in the next. */
const clockStart = Number(process.env.BENCH_CLOCK_START ?? Date.now());

const storage = JSON.parse(process.env.BENCH_STORAGE ?? '') as StorageConfig;
const app = await buildApp({
  config: {
    logLevel: 'info',
    webDistDir: '/nonexistent',
    cookieSecure: false,
    publicBaseUrl: undefined,
    photoUrlTemplate: undefined,
    helpUrl: '',
    companyCredit: '',
    reportUrls: { hrSummary: undefined, defect: undefined },
    timeZone: 'Asia/Jakarta',
    answerCacheMb: 64,
    answerWarming: process.env.BENCH_ANSWER_WARMING === 'on',
    smtp: undefined,
    importMaxMb: 1024,
    importWorkDir: `${process.env.TMPDIR ?? '/tmp'}/outlet-pulse-bench-imports`,
  },
  logger: {
    level: 'info',
    base: null,
    hooks: {
      // The warmer's lines and warnings only: a line per request would cost the timings.
      logMethod(args, method) {
        if (args.some((arg) => arg === 'incoming request' || arg === 'request completed')) return;
        method.apply(this, args);
      },
    },
  },
  database: await openDatabase(storage),
  authSecret: 'bench-secret-that-is-long-enough-for-hs256-signing',
  clock: () => BENCH_NOW + (Date.now() - clockStart),
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
