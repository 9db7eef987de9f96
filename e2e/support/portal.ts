/**
 * Starts the real server on a fresh embedded database with a small demo data set and the demo
 * users, serving the built web app, on a free local port. Its second factor reads codes by the
 * tests' stepping clock (second-factor.ts). The demo data is made once per data set into a
 * database file (buildDemoDatabase) that each portal of that set starts on a copy of: making it
 * takes seconds, copying it a few milliseconds.
 */
import { existsSync } from 'node:fs';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Database, SmtpConfig } from '@outlet-pulse/server/testing';
import {
  buildApp,
  FirstRunSetup,
  loadDemoData,
  openDatabase,
  seedDemoChecklists,
  seedDemoMasterData,
  seedDemoUsers,
} from '@outlet-pulse/server/testing';
import { secondFactorClock } from './second-factor';

/** The built web app; E2E_WEB_DIST_DIR points the tests at a build of one's own. */
export const WEB_DIST_DIR =
  process.env.E2E_WEB_DIST_DIR ?? path.resolve(import.meta.dirname, '../../apps/web/dist');
export const DEMO_LAST_SALES_DATE = '2026-10-31';
/** The year of DEMO_LAST_SALES_DATE: the sales pages' year unless a test picks another. */
export const DEMO_LAST_SALES_YEAR = Number(DEMO_LAST_SALES_DATE.slice(0, 4));
/** The group's time zone of the test portal: every date on screen reads in it. */
export const PORTAL_TIME_ZONE = 'Asia/Jakarta';
const AUTH_SECRET = 'e2e-secret-that-is-long-enough-for-hs256-signing';

export interface RunningPortal {
  baseUrl: string;
  /** The portal's own database, for what a test sets up directly (such as a report link). */
  database: Database;
  /** The first-run set-up token `serve` would print: set on an empty portal, else null. */
  setupToken: string | null;
  close(): Promise<void>;
}

export interface PortalOptions {
  /** Years of demo sales up to DEMO_LAST_SALES_DATE (1: its year only; 3: the three a filter offers). */
  years?: number;
  /** Where the server sends e-mail (a local test mailbox); without it, sending answers 503. */
  smtp?: SmtpConfig;
  /** The import size limit in MB (default 100). */
  importMaxMb?: number;
  /**
   * The data's last day (default DEMO_LAST_SALES_DATE, a month's end); a day inside a month
   * makes that month the running one (DEMO_RUNNING_LAST_SALES_DATE).
   */
  lastSalesDate?: string;
  /** Demo outlets (default 24; from 32 on, Aruna Apparel has an ONLINE outlet). */
  outlets?: number;
  /** No demo data and no users: a first start outside demo mode. */
  empty?: boolean;
}

/** A last day 20 days into October 2026: October is then the running month (20 of 31 days). */
export const DEMO_RUNNING_LAST_SALES_DATE = '2026-10-20';
/** The running month of DEMO_RUNNING_LAST_SALES_DATE: its year, and its month (1 to 12). */
export const DEMO_RUNNING_MONTH = {
  year: Number(DEMO_RUNNING_LAST_SALES_DATE.slice(0, 4)),
  month: Number(DEMO_RUNNING_LAST_SALES_DATE.slice(5, 7)),
};

/** What decides a portal's demo data: portals alike in these start on copies of one file. */
export type DemoDataOptions = Pick<PortalOptions, 'years' | 'lastSalesDate' | 'outlets'>;

/** The demo data options with their defaults filled in, in one order (a key for the data set). */
export function demoDataOf(options: DemoDataOptions): Required<DemoDataOptions> {
  return {
    years: options.years ?? 1,
    lastSalesDate: options.lastSalesDate ?? DEMO_LAST_SALES_DATE,
    outlets: options.outlets ?? 24,
  };
}

/** Writes a database file with the demo data, users, checklists and master data of `options`. */
export async function buildDemoDatabase(file: string, options: DemoDataOptions): Promise<void> {
  const { years, lastSalesDate, outlets } = demoDataOf(options);
  const database = await openDatabase({ engine: 'duckdb', file });
  try {
    await loadDemoData(database, { outlets, years, seed: 11, lastSalesDate });
    // With the server's secret, so that the demo administrator's second factor opens.
    await seedDemoUsers(database.kysely, { authSecret: AUTH_SECRET });
    await seedDemoChecklists(database.kysely, { seed: 11, lastDate: lastSalesDate });
    await seedDemoMasterData(database.kysely, { seed: 11 });
  } finally {
    // Closing checkpoints the write-ahead log into the file, so a copy of the file is whole.
    await database.close();
  }
}

/**
 * Starts a portal on a database of its own: a copy of `demoDatabase` (a file buildDemoDatabase
 * wrote with the same data options), or an empty one when `options.empty`.
 */
export async function startPortal(
  options: PortalOptions,
  demoDatabase: string | null,
): Promise<RunningPortal> {
  if (!existsSync(path.join(WEB_DIST_DIR, 'index.html'))) {
    throw new Error('The web app is not built: run "npm run build" before the browser tests.');
  }
  if (!options.empty && !demoDatabase) throw new Error('A portal with data needs its demo data.');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'outlet-pulse-e2e-'));
  const file = path.join(dataDir, 'e2e.duckdb');
  if (!options.empty && demoDatabase) await copyFile(demoDatabase, file);
  const database = await openDatabase({ engine: 'duckdb', file });
  const firstRunSetup = await FirstRunSetup.start(database);
  const app = await buildApp({
    config: {
      logLevel: 'warn',
      webDistDir: WEB_DIST_DIR,
      cookieSecure: false,
      publicBaseUrl: undefined,
      photoUrlTemplate: undefined,
      helpUrl: 'https://support.example.com/outlet-pulse',
      companyCredit: '© KCG Retail Group',
      reportUrls: { hrSummary: undefined, defect: undefined },
      timeZone: PORTAL_TIME_ZONE,
      answerCacheMb: 64,
      smtp: options.smtp,
      importMaxMb: options.importMaxMb ?? 100,
      importWorkDir: path.join(dataDir, 'imports'),
    },
    database,
    authSecret: AUTH_SECRET,
    firstRunSetup,
    // Codes are read by the tests' stepping clock, so each code a test types is a new one.
    secondFactorClock: secondFactorClock.now,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    database,
    setupToken: firstRunSetup.token,
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
