/**
 * The sales reads on a hot standby (DATABASE_READ_URL), on a private primary and standby made
 * for this file (test/private-postgres.ts): the answers are those of the primary alone, the
 * reads really run on the standby, and a standby that has not replayed a load never has its
 * older figures served, or cached, under the load's new counter.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_AUTH_SECRET, testAppConfig } from '../../../test/app-config';
import {
  type PrivatePostgres,
  postgresBinaries,
  startPrivatePostgres,
} from '../../../test/private-postgres';
import { callersOf } from '../../../test/requests';
import { secondFactorClock } from '../../../test/second-factor';
import { buildApp } from '../../app';
import { seedDemoMasterData } from '../../seed/demo-data/demo-master-data';
import { loadDemoData } from '../../seed/demo-data/generate-demo';
import { seedDemoUsers } from '../../seed/demo-users';
import { bumpChangeVersion, VERSION_POLL_MS } from '../change-versions';
import { migrate } from '../migrate';
import { openPostgres } from './open-postgres';

if (!postgresBinaries)
  console.warn(
    'No PostgreSQL binaries under /usr/lib/postgresql: skipping the read-replica tests.',
  );

const SALES = '/api/portal/salessummary';
const FILTER = 'company=KCG01&type=STORES&group=O&year=2026&outlet=All';
/** One call of each sales statement that may run on the standby (replica-reads.ts). */
const CALLS = [
  `${SALES}/chartsalessummary?${FILTER}`,
  `${SALES}/chartsalessummarydetail?${FILTER}&month=10`,
  `${SALES}/chartprofitdilutiondetail?${FILTER}&month=10&kind=MARKDOWN`,
];
/** Calls no app of this file has answered before the standby is paused. */
const FRESH_CALLS = [
  `${SALES}/chartsalessummary?company=TOTAL&type=STORES&group=O&year=2026&outlet=All`,
  `${SALES}/chartsalessummarydetail?company=TOTAL&type=STORES&group=O&year=2026&outlet=All&month=9`,
];

describe.skipIf(!postgresBinaries)('sales reads on a hot standby [postgres]', () => {
  let cluster: PrivatePostgres;
  /** An app on the primary alone, and one reading sales from the standby. */
  let primaryOnly: FastifyInstance;
  let withStandby: FastifyInstance;

  const answersOf = async (app: FastifyInstance, calls: readonly string[]) => {
    const admin = callersOf(app)('admin');
    return Promise.all(
      calls.map(async (url) => {
        const answer = await admin.get(url);
        expect(answer.statusCode, url).toBe(200);
        return answer.json();
      }),
    );
  };
  const appOn = async (readUrl?: string) => {
    const app = await buildApp({
      config: testAppConfig(),
      database: await openPostgres(cluster.primaryUrl, 4, readUrl),
      authSecret: TEST_AUTH_SECRET,
      secondFactorClock: secondFactorClock.now,
    });
    await app.ready();
    return app;
  };

  beforeAll(async () => {
    cluster = await startPrivatePostgres();
    const database = await openPostgres(cluster.primaryUrl, 4);
    try {
      await migrate(database);
      await loadDemoData(database, { outlets: 12, years: 1, seed: 5, lastSalesDate: '2026-10-31' });
      await seedDemoMasterData(database.kysely, { seed: 5 });
      await seedDemoUsers(database.kysely, { authSecret: TEST_AUTH_SECRET });
    } finally {
      await database.close();
    }
    await cluster.caughtUp();
    primaryOnly = await appOn();
    withStandby = await appOn(cluster.standbyUrl);
  }, 60_000);
  afterAll(async () => {
    await withStandby?.close();
    await primaryOnly?.close();
    await cluster?.stop();
  });

  it('answers every sales statement as the primary alone does', async () => {
    expect(await answersOf(withStandby, CALLS)).toEqual(await answersOf(primaryOnly, CALLS));
  });

  it('refuses a read address that is not a standby of the primary', async () => {
    await expect(openPostgres(cluster.primaryUrl, 1, cluster.primaryUrl)).rejects.toThrow(
      /DATABASE_READ_URL must name a hot standby.*not in recovery/,
    );
  });

  it('reads from the standby, and never keeps its figures under a counter it has not replayed', async () => {
    await cluster.caughtUp();
    await cluster.query('standby', 'SELECT pg_wal_replay_pause()');
    try {
      // Figures changed behind the counters' back reach the primary only: an answer without
      // them was read on the standby.
      await cluster.query(
        'primary',
        'UPDATE monthly_sales SET nett = nett + 1000000 WHERE year = 2026 AND month = 9',
      );
      const fromStandby = await answersOf(withStandby, FRESH_CALLS);
      const fromPrimary = await answersOf(primaryOnly, FRESH_CALLS);
      for (const [index, answer] of fromStandby.entries())
        expect(answer, FRESH_CALLS[index]).not.toEqual(fromPrimary[index]);

      // A load announces itself with the counter; the paused standby has not replayed it.
      const database = await openPostgres(cluster.primaryUrl, 1);
      await bumpChangeVersion(database.kysely, 'sales');
      await database.close();
      await new Promise((resolve) => setTimeout(resolve, VERSION_POLL_MS + 100));
      // Waited for, then answered by the primary: the new figures, under the new counter.
      const calls = [...FRESH_CALLS, ...CALLS];
      const expected = await answersOf(primaryOnly, calls);
      expect(await answersOf(withStandby, calls)).toEqual(expected);
      // Asked again (now from the answer cache): still the new figures.
      expect(await answersOf(withStandby, calls)).toEqual(expected);
    } finally {
      await cluster.query('standby', 'SELECT pg_wal_replay_resume()');
    }
    await cluster.caughtUp();
    expect(await answersOf(withStandby, FRESH_CALLS)).toEqual(
      await answersOf(primaryOnly, FRESH_CALLS),
    );
  });
});
