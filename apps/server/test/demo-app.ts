/**
 * An app on a fresh database of one engine, with demo sales data and the demo users: the
 * starting point of every suite that calls the API as a signed-in user.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type AppConfig, type AppOptions, buildApp } from '../src/app';
import type { StorageConfig } from '../src/config';
import { ChangeVersions } from '../src/db/change-versions';
import type { Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { openPostgres } from '../src/db/postgres/open-postgres';
import { seedDemoMasterData } from '../src/seed/demo-data/demo-master-data';
import { type DemoOptions, loadDemoData } from '../src/seed/demo-data/generate-demo';
import { seedDemoUsers } from '../src/seed/demo-users';
import { TEST_AUTH_SECRET, testAppConfig } from './app-config';
import { createDatabaseFrom, MIGRATED, type Template } from './database-templates';
import type { Engine } from './engines';
import { type Caller, callersOf, type Who } from './requests';
import { secondFactorClock } from './second-factor';

export interface DemoApp {
  app: FastifyInstance;
  database: Database;
  /** Bump through these after changing grants or users behind the app's back. */
  changeVersions: ChangeVersions;
  /** Calls the API as a demo user or a built one, signed in once per suite (test/requests.ts). */
  as(who: Who): Caller;
  /** Where the database is, for another server or process to open it. */
  storage: StorageConfig;
  /** Closes the app and removes the database. */
  dispose(): Promise<void>;
}

const SMALL_DEMO: DemoOptions = { outlets: 12, years: 1, seed: 5, lastSalesDate: '2026-10-31' };

/** Demo data of these options, the demo master data and the demo users, built once a worker. */
const demoTemplate = (demo: DemoOptions): Template => ({
  name: `demo_${createHash('sha256').update(JSON.stringify(demo)).digest('hex').slice(0, 12)}`,
  async build(database) {
    await migrate(database);
    await loadDemoData(database, demo);
    await seedDemoMasterData(database.kysely, { seed: SMALL_DEMO.seed });
    await seedDemoUsers(database.kysely, { authSecret: TEST_AUTH_SECRET });
  },
});

export async function startDemoApp(
  engine: Engine,
  options: {
    demo?: Partial<DemoOptions>;
    clock?: () => number;
    pause?: (ms: number) => Promise<void>;
    config?: Partial<AppConfig>;
  } = {},
): Promise<DemoApp> {
  const testDatabase = await createDatabaseFrom(
    engine,
    demoTemplate({ ...SMALL_DEMO, ...options.demo }),
  );
  const { database } = testDatabase;
  const changeVersions = new ChangeVersions(database);
  const app = await buildApp({
    config: testAppConfig(options.config),
    database,
    authSecret: TEST_AUTH_SECRET,
    secondFactorClock: secondFactorClock.now,
    changeVersions,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.pause ? { pause: options.pause } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    changeVersions,
    as: callersOf(app),
    storage: testDatabase.storage,
    async dispose() {
      await app.close();
      await testDatabase.dispose();
    },
  };
}

/**
 * A second server on the demo app's PostgreSQL schema, as another replica behind a load
 * balancer would be; closing it closes its own connections.
 */
export async function startReplica(
  demo: DemoApp,
  config: Partial<AppConfig> = {},
): Promise<FastifyInstance> {
  if (demo.storage.engine !== 'postgres')
    throw new Error('Servers share a database on PostgreSQL only');
  const app = await buildApp({
    config: testAppConfig(config),
    database: await openPostgres(demo.storage.url, 4),
    authSecret: TEST_AUTH_SECRET,
    secondFactorClock: secondFactorClock.now,
  });
  await app.ready();
  return app;
}

type DemoAppOptions = Parameters<typeof startDemoApp>[1];

/**
 * The demo app of a suite: started before its tests (after the hooks declared earlier, so the
 * options may depend on them) and disposed of after them. Read its fields inside hooks and tests.
 */
export function useDemoApp(
  engine: Engine,
  options: DemoAppOptions | (() => DemoAppOptions) = {},
): DemoApp {
  let started: DemoApp | undefined;
  beforeAll(async () => {
    started = await startDemoApp(engine, typeof options === 'function' ? options() : options);
  });
  afterAll(async () => started?.dispose());
  const current = (): DemoApp => {
    if (!started)
      throw new Error('the demo app starts in beforeAll: use it inside hooks and tests');
    return started;
  };
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    get changeVersions() {
      return current().changeVersions;
    },
    get storage() {
      return current().storage;
    },
    as: (who) => current().as(who),
    dispose: () => current().dispose(),
  };
}

export interface EmptyApp {
  app: FastifyInstance;
  database: Database;
  /** Closes the app and removes the database. */
  dispose(): Promise<void>;
}

/**
 * An app on a freshly migrated database of one engine: no sales data, no users. It is not made
 * ready, so a test may still add routes; the first inject readies it.
 */
export async function startEmptyApp(
  engine: Engine,
  config: Partial<AppConfig> = {},
  options: Pick<AppOptions, 'logger'> = {},
): Promise<EmptyApp> {
  const testDatabase = await createDatabaseFrom(engine, MIGRATED);
  try {
    const app = await buildApp({
      config: testAppConfig(config),
      ...options,
      database: testDatabase.database,
      authSecret: TEST_AUTH_SECRET,
      secondFactorClock: secondFactorClock.now,
    });
    return {
      app,
      database: testDatabase.database,
      async dispose() {
        await app.close();
        await testDatabase.dispose();
      },
    };
  } catch (error) {
    await testDatabase.dispose();
    throw error;
  }
}
