/**
 * The server of bench:warm: as bench-server.ts runs it, with answer warming on or off
 * (BENCH_ANSWER_WARMING=on|off) and the app's log at info on stdout, JSON lines, so the bench
 * sees the warmer's lines. Prints `listening <port>`.
 *
 *   BENCH_STORAGE='{"engine":"duckdb","file":"…"}' BENCH_ANSWER_WARMING=on tsx warm-server.ts
 */

import type * as Server from '@outlet-pulse/server/testing';
import type { StorageConfig } from '@outlet-pulse/server/testing';
import { buildBenchApp, serveBenchApp } from './bench-app';
import { importServerModule } from './server-checkout';

const { openDatabase } =
  await importServerModule<Pick<typeof Server, 'openDatabase'>>('src/db/open-database.ts');

const storage = JSON.parse(process.env.BENCH_STORAGE ?? '') as StorageConfig;
const app = await buildBenchApp(await openDatabase(storage), {
  logLevel: 'info',
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
  answerWarming: process.env.BENCH_ANSWER_WARMING === 'on',
  // Every run's clock starts at the same moment, so that sessions signed in by one run live in
  // the next.
  clockStart: Number(process.env.BENCH_CLOCK_START ?? Date.now()),
});
await serveBenchApp(app);
