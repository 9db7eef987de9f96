/**
 * Every /api route with who may call it, as the routes declare it: read from an app built on an
 * empty embedded database, so that tests can list the matrix before their own app starts.
 */

import type { RouteAccess } from '../src/core/access';
import { startEmptyApp } from './demo-app';

export async function loadAuthorizationMatrix(): Promise<Map<string, RouteAccess>> {
  const empty = await startEmptyApp('duckdb');
  try {
    await empty.app.ready();
    return new Map(empty.app.authorizationMatrix);
  } finally {
    await empty.dispose();
  }
}
