/**
 * The shortcuts that make answers fast never change an answer: a broad sample of every sales
 * call (charts, all-brand views, details of TOTAL, TOTALKCG and one outlet, LFL and dilution
 * details, the running month, a month to come, a page of a detail) answered by an app with the
 * facts cache and by one without, on the same data, byte for byte. Both apps keep no answer
 * cache, so every answer is computed. Each answer is also what its schema writes: the server
 * writes answers as the presenters built them, without parsing them on the way out.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  buildComputingApp,
  SAMPLE_DEMO,
  sampleCalls,
  writtenBySchema,
} from '../../../test/answer-sample';
import { createTestDatabase, describeEachEngine, type TestDatabase } from '../../../test/engines';
import { type Caller, callersOf } from '../../../test/requests';
import { ChangeVersions } from '../../db/change-versions';
import { migrate } from '../../db/migrate';
import { loadDemoData } from '../../seed/demo-data/generate-demo';
import { seedDemoUsers } from '../../seed/demo-users';

describeEachEngine('answers with and without the speed-ups', (engine) => {
  let testDatabase: TestDatabase;
  const apps: FastifyInstance[] = [];
  let plain: (who: string) => Caller;
  let fast: (who: string) => Caller;
  let outletIds: string[];

  beforeAll(async () => {
    testDatabase = await createTestDatabase(engine);
    const { database } = testDatabase;
    await migrate(database);
    await loadDemoData(database, SAMPLE_DEMO);
    await seedDemoUsers(database.kysely);
    const changeVersions = new ChangeVersions(database);
    const without = await buildComputingApp(testDatabase, changeVersions, { factsCache: false });
    const withAll = await buildComputingApp(testDatabase, changeVersions, {});
    apps.push(without, withAll);
    plain = callersOf(without);
    fast = callersOf(withAll);
    const outlets = await database.kysely
      .selectFrom('outlets')
      .select('id')
      .where('company_code', '=', 'KCG01')
      .where('type_code', '=', 'STORES')
      .orderBy('id')
      .limit(3)
      .execute();
    outletIds = outlets.map((outlet) => outlet.id);
  }, 120_000);
  afterAll(async () => {
    // The apps share one database: close it once, after both.
    await Promise.all(apps.map((app) => app.close()));
    await testDatabase?.dispose();
  });

  it.each(['manager', 'staff'])(
    'answers every call of the sample byte for byte the same for %s',
    async (who) => {
      expect(outletIds.length).toBe(3);
      const calls = sampleCalls(outletIds);
      let answered = 0;
      // Asked in order on the fast app, so widgets of one selection meet in its facts cache,
      // and all at once, so concurrent callers share computations in flight.
      const fastAnswers = await Promise.all(calls.map((url) => fast(who).get(url)));
      // A refusal names its own request (its reference); everything else must match.
      const withoutReference = (body = '') => body.replace(/,"reference":"[^"]*"/, '');
      for (const [index, url] of calls.entries()) {
        const expected = await plain(who).get(url);
        const actual = fastAnswers[index];
        expect(actual?.statusCode, url).toBe(expected.statusCode);
        expect(withoutReference(actual?.body), url).toBe(withoutReference(expected.body));
        if (expected.statusCode !== 200) continue;
        expect(writtenBySchema(url, expected.body), url).toBe(expected.body);
        answered += 1;
      }
      // The sample is not vacuous: most of it answers (staff may not see KCG02).
      expect(answered).toBeGreaterThan(calls.length * 0.7);
    },
    300_000,
  );
});
