/**
 * The start page (issue 26, point 1): Today by default for a role whose menu offers it, the
 * Dashboard otherwise; each user's own choice through GET/PUT /api/auth/start_page, carried by
 * the session of the next sign-in; Today refused to a role without it. Whether a role's menu
 * offers Today is read here from the grants and the menu's parents as stored.
 */
import { type Session, START_PAGE_MESSAGES, TODAY_ROUTE } from '@outlet-pulse/contracts';
import { beforeAll, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { describeEachEngine } from '../../../test/engines';
import { type BuiltUser, buildUser, insertRole } from '../../../test/factories';
import { signIn } from '../../../test/sign-in';
import { ROLE_CODES } from '../../seed/roles';

const START_PAGE = '/api/auth/start_page';

describeEachEngine('start page', (engine) => {
  const demo = useDemoApp(engine);

  /** Whether the role holds the Today entry or a heading above it, from the rows. */
  async function offersToday(roleCode: string): Promise<boolean> {
    const db = demo.database.kysely;
    const menus = await db.selectFrom('menus').select(['id', 'parent_id', 'route']).execute();
    const today = menus.find((menu) => menu.route === TODAY_ROUTE);
    const chain: string[] = [];
    for (let id = today?.id ?? null; id !== null; ) {
      chain.push(id);
      id = menus.find((menu) => menu.id === id)?.parent_id ?? null;
    }
    const grants = await db
      .selectFrom('role_menus')
      .select('menu_id')
      .where('role_code', '=', roleCode)
      .execute();
    return grants.some((grant) => chain.includes(grant.menu_id));
  }

  const sessionOf = async (username: string, password?: string): Promise<Session> =>
    (password ? await signIn(demo.app, username, password) : await signIn(demo.app, username))
      .session;

  let noToday: BuiltUser;
  beforeAll(async () => {
    // A role with the Sales Summary but not Today (an administrator may grant so).
    await insertRole(demo.database.kysely, 'summary-only', ['M100_100_010']);
    noToday = await buildUser(demo, { role: 'summary-only', companies: ['KCG01'] });
  });

  it('lands a role whose menu offers Today there by default, and any other on the Dashboard', async () => {
    for (const username of ['manager', 'staff', 'it']) {
      const roleCode = (await sessionOf(username)).role;
      const offered = await offersToday(roleCode);
      const expected = offered ? 'today' : 'dashboard';
      expect((await sessionOf(username)).startPage, username).toBe(expected);
      const setting = await demo.as(username).get(START_PAGE);
      expect(setting.statusCode).toBe(200);
      expect(setting.json().data).toEqual({
        startPage: expected,
        chosen: null,
        todayOffered: offered,
      });
    }
    // The demo roles cover both sides.
    expect(await offersToday(ROLE_CODES.salesManager)).toBe(true);
    expect(await offersToday(ROLE_CODES.itSupport)).toBe(false);
    expect(await offersToday('summary-only')).toBe(false);
    expect((await sessionOf(noToday.username, noToday.password)).startPage).toBe('dashboard');
  });

  it('keeps each user’s own choice, which the next sign-in’s session carries', async () => {
    const user = await buildUser(demo, { role: ROLE_CODES.staff, companies: ['KCG01'] });
    expect((await sessionOf(user.username, user.password)).startPage).toBe('today');
    const changed = await demo.as(user).put(START_PAGE, { startPage: 'dashboard' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toEqual({
      startPage: 'dashboard',
      chosen: 'dashboard',
      todayOffered: true,
    });
    const stored = await demo.database.kysely
      .selectFrom('users')
      .select('start_page')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored.start_page).toBe('dashboard');
    expect((await sessionOf(user.username, user.password)).startPage).toBe('dashboard');
    // Another user's landing is untouched.
    expect((await sessionOf('staff')).startPage).toBe('today');

    const back = await demo.as(user).put(START_PAGE, { startPage: 'today' });
    expect(back.json().data).toMatchObject({ startPage: 'today', chosen: 'today' });
    expect((await sessionOf(user.username, user.password)).startPage).toBe('today');
  });

  it('refuses Today to a role without it, and any other value, with a 400 and a message', async () => {
    const today = await demo.as(noToday).put(START_PAGE, { startPage: 'today' });
    expect(today.statusCode).toBe(400);
    expect(today.json().message).toContain(START_PAGE_MESSAGES.todayNotOffered);
    for (const payload of [{ startPage: 'sales' }, {}, { startPage: 1 }]) {
      const answer = await demo.as('manager').put(START_PAGE, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const dashboard = await demo.as(noToday).put(START_PAGE, { startPage: 'dashboard' });
    expect(dashboard.json().data).toEqual({
      startPage: 'dashboard',
      chosen: 'dashboard',
      todayOffered: false,
    });
  });

  it('lands on the Dashboard a user who chose Today once their role loses it', async () => {
    const db = demo.database.kysely;
    await insertRole(db, 'losing-today', ['M100_100_005', 'M100_100_010']);
    const user = await buildUser(demo, { role: 'losing-today', companies: ['KCG01'] });
    expect((await demo.as(user).put(START_PAGE, { startPage: 'today' })).statusCode).toBe(200);
    await db
      .deleteFrom('role_menus')
      .where('role_code', '=', 'losing-today')
      .where('menu_id', '=', 'M100_100_005')
      .execute();
    expect((await sessionOf(user.username, user.password)).startPage).toBe('dashboard');
    expect((await demo.as(user).get(START_PAGE)).json().data).toEqual({
      startPage: 'dashboard',
      chosen: 'today',
      todayOffered: false,
    });
  });
});
