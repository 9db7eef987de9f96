/**
 * What the browser benchmarks (web, phone, transfer) share: the web build they serve, Debian's
 * Chromium, and a DuckDB demo data set with its users, whose sales end on LAST_SALES_DATE.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { StorageConfig } from '@outlet-pulse/server/testing';
import {
  DEMO_PASSWORD,
  loadDemoData,
  openDatabase,
  seedDemoUsers,
} from '@outlet-pulse/server/testing';
import { chromium, type Page } from 'playwright-core';
import { startBenchServer } from './start-bench-server';

/** The web build served: BENCH_WEB_DIST (another build, e.g. a "before"), or apps/web/dist. */
export const WEB_DIST =
  process.env.BENCH_WEB_DIST ?? path.resolve(import.meta.dirname, '../apps/web/dist');
export const LAST_SALES_DATE = '2026-11-21';

export function requireWebBuild(): void {
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error('Build the web app first: npm run build -w @outlet-pulse/web');
  }
}

/** A DuckDB file at `file` holding the demo data of `outlets` over `years`, and the demo users. */
export async function loadDemoDuckDb(
  file: string,
  outlets: number,
  years: number,
): Promise<StorageConfig> {
  const storage: StorageConfig = { engine: 'duckdb', file };
  const database = await openDatabase(storage);
  console.log(`loading ${outlets} outlets…`);
  await loadDemoData(database, { outlets, years, seed: 20261122, lastSalesDate: LAST_SALES_DATE });
  await seedDemoUsers(database.kysely);
  await database.close();
  return storage;
}

/** Debian's headless Chromium (CHROMIUM_PATH), never a downloaded one. */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
}

/**
 * What a browser benchmark runs on: the demo data of `outlets` over `years` in a DuckDB file of
 * a temporary folder (which the benchmark may add other files to), the server serving the web
 * build on it, and Chromium. `close` ends them and removes the folder.
 */
export async function startBrowserBench(name: string, outlets: number, years: number) {
  requireWebBuild();
  const folder = await mkdtemp(path.join(os.tmpdir(), `outlet-pulse-${name}-bench-`));
  const storage = await loadDemoDuckDb(path.join(folder, 'bench.duckdb'), outlets, years);
  const server = await startBenchServer(storage, { webDist: WEB_DIST });
  const browser = await launchChromium();
  return {
    folder,
    server,
    browser,
    close: async () => {
      await browser.close();
      await server.stop();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/** Signs in as the sales manager on the sign-in page shown. */
export async function signInAsManager(page: Page): Promise<void> {
  await page.getByLabel('Username').fill('manager');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  // A session cookie: the bench server's clock stands at BENCH_NOW, and a remembered sign-in's
  // cookie age is counted from it against the real clock, so it would expire at once.
  await page.getByLabel('Remember me').uncheck();
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((url) => url.pathname !== '/sign-in');
}
