/**
 * Every /api route with who may call it, as the routes declare it: read from an app built on an
 * empty embedded database, so that tests can list the matrix before their own app starts.
 */

import { buildApp } from '../src/app';
import type { RouteAccess } from '../src/core/access';
import { migrate } from '../src/db/migrate';
import { TEST_AUTH_SECRET, testAppConfig } from './app-config';
import { createTestDatabase } from './engines';

export async function loadAuthorizationMatrix(): Promise<Map<string, RouteAccess>> {
  const testDatabase = await createTestDatabase('duckdb');
  try {
    await migrate(testDatabase.database);
    const app = await buildApp({
      config: testAppConfig(),
      database: testDatabase.database,
      authSecret: TEST_AUTH_SECRET,
    });
    await app.ready();
    const matrix = new Map(app.authorizationMatrix);
    await app.close();
    return matrix;
  } finally {
    await testDatabase.dispose();
  }
}
