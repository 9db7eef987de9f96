/**
 * Loads the demo data and the demo users into an empty database with the server of
 * BENCH_SERVER_DIR (server-checkout.ts), in a process of its own so that the schema and the
 * data are that checkout's. Run by bench-data.ts:
 *
 *   BENCH_STORAGE='{"engine":"duckdb","file":"…"}' BENCH_OUTLETS=1000 BENCH_YEARS=3 tsx seed-data.ts
 */
import type * as Server from '@outlet-pulse/server/testing';
import type { StorageConfig } from '@outlet-pulse/server/testing';
import { BENCH_AUTH_SECRET } from './bench-app';
import { importServerModule } from './server-checkout';

const { openDatabase } =
  await importServerModule<Pick<typeof Server, 'openDatabase'>>('src/db/open-database.ts');
const { loadDemoData } = await importServerModule<Pick<typeof Server, 'loadDemoData'>>(
  'src/seed/demo-data/generate-demo.ts',
);
const demoUsers =
  await importServerModule<Pick<typeof Server, 'seedDemoUsers'>>('src/seed/demo-users.ts');

const storage = JSON.parse(process.env.BENCH_STORAGE ?? '') as StorageConfig;
const database = await openDatabase(storage);
await loadDemoData(database, {
  outlets: Number(process.env.BENCH_OUTLETS),
  years: Number(process.env.BENCH_YEARS),
  seed: 20261122,
  lastSalesDate: '2026-11-21',
});
// A checkout with the second factor seals the demo admin's key with the bench servers' secret;
// an older one takes no options.
const { seedDemoUsers } = demoUsers;
await (Object.hasOwn(demoUsers, 'DEMO_ADMIN_TOTP_SECRET')
  ? seedDemoUsers(database.kysely, { authSecret: BENCH_AUTH_SECRET })
  : seedDemoUsers(database.kysely));
await database.close();
