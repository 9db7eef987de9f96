/**
 * The server under benchmark, in a process of its own so that the load generator does not
 * share its event loop. Reads its storage and cache size from the environment, serves on a
 * free port and prints `listening <port>`. BENCH_SERVER_DIR serves another checkout's server
 * (server-checkout.ts); BENCH_FACTS_CACHE=0 turns the facts cache off where there is one.
 *
 *   BENCH_STORAGE='{"engine":"duckdb","file":"…"}' BENCH_ANSWER_CACHE_MB=64 \
 *   [BENCH_WEB_DIST=../apps/web/dist] tsx bench-server.ts
 */

import type * as Server from '@outlet-pulse/server/testing';
import type { StorageConfig } from '@outlet-pulse/server/testing';
import { buildBenchApp, serveBenchApp } from './bench-app';
import { importServerModule } from './server-checkout';

const { openDatabase } =
  await importServerModule<Pick<typeof Server, 'openDatabase'>>('src/db/open-database.ts');

const storage = JSON.parse(process.env.BENCH_STORAGE ?? '') as StorageConfig;
await serveBenchApp(await buildBenchApp(await openDatabase(storage)));
