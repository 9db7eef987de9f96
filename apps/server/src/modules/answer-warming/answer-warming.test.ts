import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { TEST_AUTH_SECRET, testAppConfig } from '../../../test/app-config';
import { captureLog } from '../../../test/captured-log';
import { createTestDatabase, describeEachEngine, type TestDatabase } from '../../../test/engines';
import { type Caller, callersOf } from '../../../test/requests';
import { secondFactorClock } from '../../../test/second-factor';
import { buildApp } from '../../app';
import { ChangeVersions } from '../../db/change-versions';
import { migrate } from '../../db/migrate';
import { loadDemoData } from '../../seed/demo-data/generate-demo';
import { seedDemoUsers } from '../../seed/demo-users';
import { AnswerCache } from '../sales-summary';
import type { AnswerWarmer } from './answer-warmer';

const NOW = Date.parse('2026-11-22T03:00:00Z');
const DAY_MS = 24 * 60 * 60_000;
const PREFIX = '/api/portal/salessummary';

/** The answer cache, watched: what was looked for in vain and what was kept. */
class WatchedCache extends AnswerCache {
  misses = 0;
  kept: string[] = [];

  override get(key: string): string | undefined {
    const answer = super.get(key);
    if (answer === undefined) this.misses += 1;
    return answer;
  }

  override set(key: string, answer: string): void {
    this.kept.push(key);
    super.set(key, answer);
  }
}

/**
 * The first view as the web app asks for it, written out here rather than taken from
 * warm-plan.ts: the Today page as the landing page asks for it (no parameters: everything the
 * user may see, for a user without a default saved view), then the sales summary's sales and
 * LFL tabs (tab-layout.tsx, the KPI strip) of TOTAL and of each company.
 */
function firstViews(companies: readonly string[]): string[] {
  return ['/api/portal/sales/today', ...salesSummaryViews(companies)];
}

function salesSummaryViews(companies: readonly string[]): string[] {
  return ['TOTAL', ...companies].flatMap((company) => {
    const query = `company=${company}&type=STORES&group=O&year=2026&outlet=All`;
    const sales = ['chartsalessummary', 'lflsalessummary', 'chartprofitdilution'];
    if (company !== 'TOTAL') sales.push('charttrafficsummary', 'chartsales');
    return [...sales, 'lflsalesAspUptAtv'].map((call) => `${PREFIX}/${call}?${query}`);
  });
}

describeEachEngine('answers warmed after a load', (engine) => {
  let testDatabase: TestDatabase;
  let changeVersions: ChangeVersions;
  let cache: WatchedCache;
  /** The warmed app's log, one parsed line each. */
  const { lines: logged, logger } = captureLog<{
    msg: string;
    durationMs?: number;
    answered?: number;
  }>('info');
  let warmed: FastifyInstance;
  let computing: FastifyInstance;
  let as: (who: string) => Caller;
  let asOnComputing: (who: string) => Caller;
  const warmer = (): AnswerWarmer => {
    if (!warmed.answerWarmer) throw new Error('warming is on in this suite');
    return warmed.answerWarmer;
  };
  const companiesOf = async (who: string): Promise<string[]> => {
    const answer = await as(who).get(`${PREFIX}/optionscompany`);
    return (answer.json().data as { company: string }[]).map((option) => option.company);
  };
  const lastSeen = async (username: string, at: number) => {
    await sql`UPDATE sessions SET last_seen_at = ${at}
               WHERE user_id = (SELECT id FROM users WHERE username = ${username})`.execute(
      testDatabase.database.kysely,
    );
  };
  /** A load committed: the counter moves; then the warm it starts, to its end. */
  const load = async () => {
    await changeVersions.bump('sales');
    await warmer().check();
  };
  const keptFor = (entitlements: string, from: number) =>
    cache.kept.slice(from).filter((key) => key.includes(`"${entitlements}"`));

  beforeAll(async () => {
    testDatabase = await createTestDatabase(engine);
    const { database } = testDatabase;
    await migrate(database);
    await loadDemoData(database, { outlets: 20, years: 2, seed: 7, lastSalesDate: '2026-11-21' });
    await seedDemoUsers(database.kysely, { authSecret: TEST_AUTH_SECRET });
    changeVersions = new ChangeVersions(database);
    cache = new WatchedCache();
    warmed = await buildApp({
      config: testAppConfig({ answerWarming: true }),
      logger,
      database,
      authSecret: TEST_AUTH_SECRET,
      secondFactorClock: secondFactorClock.now,
      clock: () => NOW,
      changeVersions,
      answerCache: cache,
    });
    computing = await buildApp({
      config: testAppConfig({ answerCacheMb: 0 }),
      database,
      authSecret: TEST_AUTH_SECRET,
      secondFactorClock: secondFactorClock.now,
      clock: () => NOW,
      changeVersions,
    });
    await Promise.all([warmed.ready(), computing.ready()]);
    as = callersOf(warmed);
    asOnComputing = callersOf(computing);
    // Signed in today (their sessions start now).
    await as('manager').session();
    await as('staff').session();
  }, 120_000);
  afterAll(async () => {
    // Both apps share one database: close it once, after both.
    await Promise.all([warmed?.close(), computing?.close()]);
    await testDatabase?.dispose();
  });

  it.each(['manager', 'staff'])(
    'serves the first view of every company and TOTAL to %s from the cache',
    async (who) => {
      const urls = firstViews(await companiesOf(who));
      await load();
      expect(warmer().lastReport).toMatchObject({ abandoned: false, refused: 0 });
      const misses = cache.misses;
      for (const url of urls) {
        const answer = await as(who).get(url);
        expect(answer.statusCode, url).toBe(200);
      }
      expect(cache.misses).toBe(misses);
      // And an answer nobody warmed is a miss: the count above can move.
      await as(who).get(urls[1]?.replace('year=2026', 'year=2025') ?? '');
      expect(cache.misses).toBe(misses + 1);
    },
    120_000,
  );

  it('warms the Today page of a default saved view: the landing page of its owner', async () => {
    const created = await as('staff').post('/api/portal/views', {
      name: 'KCG03 only',
      filter: { companies: ['KCG03'], type: 'STORES', groups: ['O'], outlets: 'All' },
      isDefault: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    try {
      await load();
      expect(warmer().lastReport).toMatchObject({ abandoned: false, refused: 0 });
      const misses = cache.misses;
      // The landing page asks without parameters: the user's default view.
      const landing = await as('staff').get('/api/portal/sales/today');
      expect(landing.statusCode).toBe(200);
      expect(landing.json().data.scope.view.name).toBe('KCG03 only');
      expect(cache.misses).toBe(misses);
    } finally {
      await as('staff').delete(`/api/portal/views/${created.json().data.id}`);
    }
  });

  it('warms nobody who last signed in 31 days ago, and warms them at 29 days', async () => {
    const staffSet = 'KCG01,KCG03|-|*|-';
    try {
      await lastSeen('staff', NOW - 31 * DAY_MS);
      let from = cache.kept.length;
      await load();
      expect(keptFor(staffSet, from)).toEqual([]);
      expect(cache.kept.length).toBeGreaterThan(from);

      await lastSeen('staff', NOW - 29 * DAY_MS);
      from = cache.kept.length;
      await load();
      expect(keptFor(staffSet, from).length).toBe(firstViews(['KCG01', 'KCG03']).length);
    } finally {
      await lastSeen('staff', NOW);
    }
  });

  it('keeps answers byte for byte what an app without warming or cache computes', async () => {
    await load();
    for (const who of ['manager', 'staff']) {
      for (const url of firstViews(await companiesOf(who))) {
        const fromCache = await as(who).get(url);
        const computed = await asOnComputing(who).get(url);
        expect(computed.statusCode, url).toBe(200);
        expect(fromCache.body, url).toBe(computed.body);
      }
    }
  });

  it('waits while a real request is in flight, and answers real requests meanwhile', async () => {
    const gate = warmer().gate;
    gate.enter(); // a real request in flight, held by the test
    try {
      const from = cache.kept.length;
      await changeVersions.bump('sales');
      const warming = warmer().check();
      await vi.waitFor(() => expect(gate.waiting).toBe(1));
      const url = `${PREFIX}/chartsalessummary?company=KCG02&type=STORES&group=O&year=2025&outlet=All`;
      const real = await as('manager').get(url);
      expect(real.statusCode).toBe(200);
      // Only the real answer was kept: the warm has not asked anything yet.
      expect(cache.kept.slice(from)).toHaveLength(1);
      expect(gate.waiting).toBe(1);
      gate.leave();
      await warming;
      expect(cache.kept.length - from).toBeGreaterThan(1);
    } finally {
      if (gate.inFlight > 0) gate.leave();
    }
  });

  it('logs the start and end of a warm with its duration, and none of its own requests', async () => {
    const from = logged.length;
    await load();
    const lines = logged.slice(from);
    expect(lines.map((line) => line.msg)).toEqual(['answer warming started', 'answers warmed']);
    expect(lines[1]?.durationMs).toEqual(expect.any(Number));
    expect(lines[1]?.answered).toBeGreaterThan(0);
  });

  it('abandons a warm when another load commits, and warms the newer data', async () => {
    const gate = warmer().gate;
    gate.enter(); // holds the warm before its first question
    const from = logged.length;
    await changeVersions.bump('sales');
    const warming = warmer().check();
    await vi.waitFor(() => expect(gate.waiting).toBe(1));
    await changeVersions.bump('sales');
    const { sales } = await changeVersions.current();
    gate.leave();
    await warming;
    expect(logged.slice(from).map((line) => line.msg)).toEqual([
      'answer warming started',
      'answer warming abandoned',
      'answer warming started',
      'answers warmed',
    ]);
    expect(warmer().lastReport).toMatchObject({ salesVersion: sales, abandoned: false });
  });
});
