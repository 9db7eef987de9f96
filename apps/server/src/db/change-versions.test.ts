import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TEST_AUTH_SECRET, testAppConfig } from '../../test/app-config';
import { type DemoApp, startDemoApp } from '../../test/demo-app';
import { describeEachEngine } from '../../test/engines';
import { userIdOf } from '../../test/factories';
import { secondFactorClock } from '../../test/second-factor';
import { signIn } from '../../test/sign-in';
import { buildApp } from '../app';
import { loadDemoData } from '../seed/demo-data/generate-demo';
import { ChangeVersions, VERSION_POLL_MS } from './change-versions';

const FILTER = 'company=KCG01&type=STORES&group=O&year=2026&outlet=All';

describeEachEngine('caches that follow the change counters', (engine) => {
  let demo: DemoApp;
  /** A second replica on the same database, with a monotonic clock the test moves. */
  let replica: FastifyInstance;
  let replicaNow = 0;
  /** A replica that computes every answer afresh. */
  let uncached: FastifyInstance;

  beforeAll(async () => {
    demo = await startDemoApp(engine);
    replica = await buildApp({
      config: testAppConfig(),
      database: demo.database,
      authSecret: TEST_AUTH_SECRET,
      secondFactorClock: secondFactorClock.now,
      changeVersions: new ChangeVersions(demo.database, () => replicaNow),
    });
    uncached = await buildApp({
      config: testAppConfig({ answerCacheMb: 0 }),
      database: demo.database,
      authSecret: TEST_AUTH_SECRET,
      secondFactorClock: secondFactorClock.now,
    });
  });
  afterAll(async () => demo.dispose());

  const menu = (app: FastifyInstance, headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/api/menu', headers, payload: {} });
  const sales = (app: FastifyInstance, headers: Record<string, string>, call: string, query = '') =>
    app.inject({ method: 'GET', url: `/api/portal/salessummary/${call}?${query}`, headers });

  it('refuses a logged-out token at once in its own process, and in another within a poll', async () => {
    const manager = await signIn(demo.app, 'manager');
    const bearer = { authorization: `Bearer ${manager.token}` };
    expect((await menu(demo.app, bearer)).statusCode).toBe(200);
    expect((await menu(replica, bearer)).statusCode).toBe(200);

    const logout = await demo.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: manager.headers,
    });
    expect(logout.statusCode).toBe(200);
    expect((await menu(demo.app, bearer)).statusCode).toBe(401);

    replicaNow += VERSION_POLL_MS + 1;
    expect((await menu(replica, bearer)).statusCode).toBe(401);
  });

  it('applies a change of grants to a signed-in user on the next call', async () => {
    const staff = { authorization: `Bearer ${(await signIn(demo.app, 'staff')).token}` };
    const companies = async () =>
      (await sales(demo.app, staff, 'optionscompany'))
        .json()
        .data.map((company: { company: string }) => company.company);
    const total = async () =>
      (await sales(demo.app, staff, 'chartsalessummary', FILTER.replace('KCG01', 'TOTAL'))).json()
        .data;
    expect(await companies()).toEqual(['KCG01', 'KCG03']);
    const bothBrands = await total();

    const userId = await userIdOf(demo, 'staff');
    await demo.database.kysely
      .deleteFrom('user_companies')
      .where('user_id', '=', userId)
      .where('company_code', '=', 'KCG03')
      .execute();
    await demo.changeVersions.bump('auth');
    try {
      expect(await companies()).toEqual(['KCG01']);
      const oneBrand = await total();
      expect(oneBrand).not.toEqual(bothBrands);
      expect(oneBrand).toEqual(
        (await sales(demo.app, staff, 'chartsalessummary', FILTER)).json().data,
      );
    } finally {
      await demo.database.kysely
        .insertInto('user_companies')
        .values({ user_id: userId, company_code: 'KCG03' })
        .execute();
      await demo.changeVersions.bump('auth');
    }
  });

  it('answers from fresh data after a load, the same as a replica without the answer cache', async () => {
    const manager = { authorization: `Bearer ${(await signIn(demo.app, 'manager')).token}` };
    const before = (await sales(demo.app, manager, 'chartsalessummary', FILTER)).json().data;
    expect((await sales(demo.app, manager, 'chartsalessummary', FILTER)).json().data).toEqual(
      before,
    );

    await loadDemoData(demo.database, {
      outlets: 12,
      years: 1,
      seed: 6,
      lastSalesDate: '2026-10-31',
    });
    demo.changeVersions.expire();
    const after = (await sales(demo.app, manager, 'chartsalessummary', FILTER)).json().data;
    expect(after).not.toEqual(before);
    const managerOnUncached = {
      authorization: `Bearer ${(await signIn(uncached, 'manager')).token}`,
    };
    expect(after).toEqual(
      (await sales(uncached, managerOnUncached, 'chartsalessummary', FILTER)).json().data,
    );
  });
});
