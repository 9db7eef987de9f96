/**
 * Builds the app on a database holding the reference data set, signs callers in, and calls
 * the sales API in-process. The app's clock is fixed at the data set's 'now'.
 *
 * The access token is verified against the wall clock (jose reads Date.now()), so Date is
 * faked too, but twelve hours EARLIER than the app clock: tokens issued at the app clock stay
 * valid, and a server that read the business date from Date instead of its clock would be a
 * day behind (2026-03-14) and fail the tests that depend on 'today'.
 */
import type { FastifyInstance } from 'fastify';
import { expect, vi } from 'vitest';
import { buildApp } from '../../src/app';
import { ChangeVersions } from '../../src/db/change-versions';
import type { Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { TEST_AUTH_SECRET, testAppConfig } from '../app-config';
import { createDatabaseFrom, type Template } from '../database-templates';
import type { Engine, TestDatabase } from '../engines';
import { secondFactorClock } from '../second-factor';
import { signIn } from '../sign-in';
import { DATASET_NOW_MS, DATASET_TIME_ZONE, loadDataset } from './dataset';
import { type RawData, type ReferenceCaller, readCaller, readRawData } from './raw-data';
import { SalesReference } from './reference';

export const WALL_CLOCK_LAG_MS = 12 * 3600 * 1000;

/** The migrated database holding the data set, built once per test worker. */
const DATASET_TEMPLATE: Template = {
  name: 'sales_reference',
  async build(database) {
    await migrate(database);
    await loadDataset(database);
  },
};

export type QueryValue = string | number | readonly string[] | undefined;
export type Query = Record<string, QueryValue>;

/** key=value pairs, URL-encoded and joined by &; lists comma-separated (spec 000 §7). */
export function queryString(query: Query): string {
  return Object.entries(query)
    .filter(
      (entry): entry is [string, string | number | readonly string[]] => entry[1] !== undefined,
    )
    .map(
      ([key, value]) =>
        `${encodeURIComponent(key)}=${encodeURIComponent(Array.isArray(value) ? value.join(',') : String(value))}`,
    )
    .join('&');
}

export interface ApiAnswer {
  statusCode: number;
  body: unknown;
}

export interface SalesHarness {
  /** The app's change counters: bump `auth` after changing a user's grants. */
  changeVersions: ChangeVersions;
  engine: Engine;
  database: Database;
  app: FastifyInstance;
  raw: RawData;
  reference: SalesReference;
  headersOf(username: string): Promise<Record<string, string>>;
  callerOf(username: string): Promise<ReferenceCaller>;
  /** Forgets what is known about a user after the test changed its grants. */
  forget(username: string): void;
  get(username: string, call: string, query: Query | string): Promise<ApiAnswer>;
  stop(): Promise<void>;
}

export async function startSalesHarness(
  engine: Engine,
  options: { nowMs?: number } = {},
): Promise<SalesHarness> {
  const nowMs = options.nowMs ?? DATASET_NOW_MS;
  vi.useFakeTimers({ toFake: ['Date'], now: nowMs - WALL_CLOCK_LAG_MS });
  const testDatabase: TestDatabase = await createDatabaseFrom(engine, DATASET_TEMPLATE);
  const database = testDatabase.database;
  const changeVersions = new ChangeVersions(database);
  const app = await buildApp({
    config: testAppConfig(),
    database,
    authSecret: TEST_AUTH_SECRET,
    secondFactorClock: secondFactorClock.now,
    clock: () => nowMs,
    changeVersions,
  });
  const raw = await readRawData(database);
  const reference = new SalesReference(raw, jakartaDate(nowMs));
  const headers = new Map<string, Record<string, string>>();
  const callers = new Map<string, ReferenceCaller>();
  let address = 0;

  const harness: SalesHarness = {
    engine,
    database,
    changeVersions,
    app,
    raw,
    reference,
    async headersOf(username) {
      const known = headers.get(username);
      if (known) return known;
      // A fresh address per sign-in keeps the sign-in throttle out of the way.
      address += 1;
      const signedIn = await signIn(
        app,
        username,
        undefined,
        `10.77.${address >> 8}.${address & 255}`,
      );
      const bearer = { authorization: `Bearer ${signedIn.token}` };
      headers.set(username, bearer);
      return bearer;
    },
    async callerOf(username) {
      const known = callers.get(username);
      if (known) return known;
      const caller = await readCaller(database, username);
      callers.set(username, caller);
      return caller;
    },
    forget(username) {
      callers.delete(username);
    },
    async get(username, call, query) {
      const search = typeof query === 'string' ? query : queryString(query);
      const response = await app.inject({
        method: 'GET',
        url: `/api/portal/salessummary/${call}${search ? `?${search}` : ''}`,
        headers: await harness.headersOf(username),
      });
      let body: unknown = response.body;
      try {
        body = response.json();
      } catch {
        // Not JSON: kept as text so the test shows it.
      }
      return { statusCode: response.statusCode, body };
    },
    async stop() {
      await app.close();
      await testDatabase.dispose();
      vi.useRealTimers();
    },
  };
  return harness;
}

/** The business date of an instant in Asia/Jakarta, written independently of the server. */
export function jakartaDate(nowMs: number): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: DATASET_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(nowMs));
}

function shortJson(value: unknown): string {
  const text = JSON.stringify(value) ?? 'undefined';
  return text.length > 160 ? `${text.slice(0, 160)}…` : text;
}

/**
 * The first few paths where two answers differ, as `path: api=… reference=…` lines, so a
 * failing comparison names the fields instead of printing two large objects.
 */
export function differences(actual: unknown, expected: unknown, limit = 12): string {
  const found: string[] = [];
  const walk = (a: unknown, b: unknown, path: string) => {
    if (found.length >= limit) return;
    if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
      const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
      for (const key of keys) {
        walk(
          (a as Record<string, unknown>)[key],
          (b as Record<string, unknown>)[key],
          `${path}.${key}`,
        );
      }
      return;
    }
    if (!Object.is(a, b)) {
      found.push(`${path}: api=${shortJson(a)} reference=${shortJson(b)}`);
    }
  };
  walk(actual, expected, '');
  return found.length === 0 ? 'no difference' : `differs at\n${found.join('\n')}`;
}

/** The API answered 200 with exactly this data; a failure lists the fields that differ. */
export function expectAnswerData(answer: ApiAnswer, data: unknown): void {
  const wanted = { statusCode: 200, body: { status: 200, data } };
  expect(answer, differences(answer, wanted)).toEqual(wanted);
}
