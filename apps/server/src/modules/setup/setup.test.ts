/**
 * The first-run set-up on both engines, against an app on an empty database as `serve` starts
 * it: the printed token opens the set-up once and makes an administrator who signs in with
 * every permission and menu; wrong tokens, used tokens and databases with a user answer 404;
 * two racing requests make one administrator.
 */
import { type MenuItem, PASSWORD_MESSAGES, PASSWORD_RULE_MESSAGES } from '@outlet-pulse/contracts';
import type { FastifyInstance } from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { TEST_AUTH_SECRET, testAppConfig } from '../../../test/app-config';
import {
  createTestDatabase,
  describeEachEngine,
  describePostgres,
  type Engine,
  TEST_DATABASE_URL,
} from '../../../test/engines';
import { secondFactorClock } from '../../../test/second-factor';
import { signIn } from '../../../test/sign-in';
import { buildApp } from '../../app';
import { PERMISSIONS } from '../../core/permissions';
import type { Database } from '../../db/database';
import { migrate } from '../../db/migrate';
import { openPostgres } from '../../db/postgres/open-postgres';
import { createAdministrator } from './create-administrator';
import { FirstRunSetup, SETUP_THROTTLE } from './first-run-setup';

interface SetupApp {
  app: FastifyInstance;
  database: Database;
  token: string;
}

const ADMIN = {
  username: 'owner',
  name: 'Maya Hartono',
  email: 'maya@group.example',
  password: 'a chosen passphrase',
};

const flatten = (items: MenuItem[]): string[] =>
  items.flatMap((item) => [item.id, ...flatten(item.children)]);

describeEachEngine('the first-run set-up', (engine: Engine) => {
  const disposals: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const dispose of disposals.splice(0)) await dispose();
  });

  async function startSetupApp(): Promise<SetupApp> {
    const testDatabase = await createTestDatabase(engine);
    await migrate(testDatabase.database);
    const setup = await FirstRunSetup.start(testDatabase.database);
    const app = await buildApp({
      config: testAppConfig(),
      database: testDatabase.database,
      authSecret: TEST_AUTH_SECRET,
      secondFactorClock: secondFactorClock.now,
      firstRunSetup: setup,
    });
    disposals.push(async () => {
      await app.close();
      await testDatabase.dispose();
    });
    if (setup.token === null) throw new Error('expected an open set-up on an empty database');
    return { app, database: testDatabase.database, token: setup.token };
  }

  const pending = async (app: FastifyInstance) => {
    const response = await app.inject({ method: 'GET', url: '/api/setup/status' });
    expect(response.statusCode).toBe(200);
    return response.json().data.pending as boolean;
  };
  const check = (app: FastifyInstance, token: string, remoteAddress = '10.1.1.1') =>
    app.inject({ method: 'POST', url: '/api/setup/check', payload: { token }, remoteAddress });
  const submit = (
    app: FastifyInstance,
    body: Record<string, unknown>,
    remoteAddress = '10.1.1.1',
  ) => app.inject({ method: 'POST', url: '/api/setup', payload: body, remoteAddress });

  it('opens once with the token and makes an administrator with every permission and menu', async () => {
    const { app, database, token } = await startSetupApp();
    expect(token.length).toBeGreaterThanOrEqual(43); // 32 random bytes in base64url
    // Anyone may learn that the portal waits for its administrator, never the link.
    expect(await pending(app)).toBe(true);
    expect((await check(app, token)).statusCode).toBe(200);

    const short = await submit(app, { ...ADMIN, token, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toContainEqual({
      field: 'password',
      message: 'Password at least 8 character!',
    });

    const created = await submit(app, { ...ADMIN, token });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toEqual({ username: 'owner', employeeID: 'OWNER' });

    const admin = await signIn(app, ADMIN.username, ADMIN.password);
    expect(admin.session.mustChangePassword).toBe(false);
    expect(admin.session.name).toBe(ADMIN.name);
    expect(admin.session.email).toBe(ADMIN.email);
    expect([...admin.session.permissions].sort()).toEqual(Object.values(PERMISSIONS).sort());
    const menu = await app.inject({
      method: 'POST',
      url: '/api/menu',
      headers: admin.headers,
      payload: {},
    });
    const allMenus = await database.kysely.selectFrom('menus').select('id').execute();
    expect(flatten(menu.json().data).sort()).toEqual(allMenus.map((row) => row.id).sort());

    const audit = await database.kysely
      .selectFrom('audit_log')
      .select(['action', 'entity_id', 'details'])
      .where('entity', '=', 'user')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'CREATED', entity_id: 'owner' });
    expect(audit[0]?.details).not.toContain(ADMIN.password);

    // The token is void: the set-up is gone, and a second administrator cannot be made with it.
    expect(await pending(app)).toBe(false);
    expect((await check(app, token)).statusCode).toBe(404);
    const again = await submit(app, { ...ADMIN, token, username: 'second' });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Not found');
  });

  it('holds the chosen password to the rules of every password someone chooses', async () => {
    const { app, database, token } = await startSetupApp();
    const refusal = async (fields: Record<string, unknown>) =>
      (await submit(app, { ...ADMIN, token, ...fields })).json().errors;
    const passwordError = (message: string) => [{ field: 'password', message }];
    expect(await refusal({ password: 'seven77' })).toEqual(
      passwordError(PASSWORD_MESSAGES.tooShort),
    );
    expect(await refusal({ password: 'x'.repeat(65) })).toEqual(
      passwordError(PASSWORD_RULE_MESSAGES.tooLong),
    );
    expect(await refusal({ password: 'Password1' })).toEqual(
      passwordError(PASSWORD_RULE_MESSAGES.common),
    );
    expect(await refusal({ username: 'maya.hartono', password: 'MAYA.HARTONO' })).toEqual(
      passwordError(PASSWORD_RULE_MESSAGES.signInName),
    );
    expect(await database.kysely.selectFrom('users').select('id').execute()).toEqual([]);
    const created = await submit(app, { ...ADMIN, token, password: 'tram lid' });
    expect(created.statusCode, created.body).toBe(200);
  });

  it('answers 404 to a wrong or missing token, before looking at the form', async () => {
    const { app, token } = await startSetupApp();
    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await check(app, wrong)).statusCode).toBe(404);
    expect((await submit(app, { ...ADMIN, token: wrong })).statusCode).toBe(404);
    expect((await submit(app, { token: wrong })).statusCode).toBe(404);
    expect((await submit(app, {})).statusCode).toBe(404);
    expect((await check(app, token)).statusCode).toBe(200);
  });

  it('refuses an address after too many wrong tokens, even with the right one', async () => {
    const { app, token } = await startSetupApp();
    for (let attempt = 0; attempt < SETUP_THROTTLE.failures; attempt += 1) {
      expect((await check(app, `guess-${attempt}`, '10.2.2.2')).statusCode).toBe(404);
    }
    expect((await check(app, token, '10.2.2.2')).statusCode).toBe(429);
    expect((await check(app, token, '10.3.3.3')).statusCode).toBe(200);
  });

  it('is gone once a user exists, even with the token (the create-admin command made one)', async () => {
    const { app, database, token } = await startSetupApp();
    await createAdministrator(
      database,
      { username: 'cli-admin', password: 'typed at a terminal' },
      { policy: 'no-active-administrator', via: 'create-admin command' },
    );
    expect(await pending(app)).toBe(false);
    expect((await check(app, token)).statusCode).toBe(404);
    expect((await submit(app, { ...ADMIN, token })).statusCode).toBe(404);
    const users = await database.kysely.selectFrom('users').select('username').execute();
    expect(users).toEqual([{ username: 'cli-admin' }]);
  });

  it('makes one administrator of two racing requests', async () => {
    const { app, database, token } = await startSetupApp();
    const answers = await Promise.all(
      ['first', 'second', 'third'].map((username) => submit(app, { ...ADMIN, token, username })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses, answers.map((answer) => answer.body).join('\n')).toEqual([200, 404, 404]);
    const users = await database.kysely.selectFrom('users').select('username').execute();
    expect(users).toHaveLength(1);
  });
});

describePostgres('the first-run set-up of two servers on one database', () => {
  it('makes one administrator when both servers are asked at once, each with its own token', async () => {
    const shared = await createTestDatabase('postgres');
    const servers: FastifyInstance[] = [];
    try {
      await migrate(shared.database);
      const { schema } = await shared.database.kysely
        .selectNoFrom((eb) => eb.fn<string>('current_schema').as('schema'))
        .executeTakeFirstOrThrow();
      const url = new URL(TEST_DATABASE_URL);
      url.searchParams.set('options', `-c search_path=${schema}`);
      const tokens: string[] = [];
      for (const database of [shared.database, await openPostgres(url.toString(), 4)]) {
        const setup = await FirstRunSetup.start(database);
        tokens.push(setup.token ?? '');
        const app = await buildApp({
          config: testAppConfig(),
          database,
          authSecret: TEST_AUTH_SECRET,
          secondFactorClock: secondFactorClock.now,
          firstRunSetup: setup,
        });
        servers.push(app);
      }
      const answers = await Promise.all(
        servers.map((app, index) =>
          app.inject({
            method: 'POST',
            url: '/api/setup',
            payload: { ...ADMIN, username: `owner${index}`, token: tokens[index] },
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses, answers.map((answer) => answer.body).join('\n')).toEqual([200, 404]);
      const users = await shared.database.kysely.selectFrom('users').select('username').execute();
      expect(users).toHaveLength(1);
    } finally {
      for (const app of servers) await app.close();
      await shared.dispose();
    }
  });
});
