/**
 * Checks every cell of the authorization matrix (the `config.access` of every route): for each
 * API route and each demo user, an allowed call is not refused (not 401 or 403), a call the
 * matrix forbids gets 403, and a call without a token gets 401. Calls that end or rotate a
 * session sign in afresh; the others share one session per user (signing in costs a password
 * hash each time).
 */

import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { TEST_AUTH_SECRET } from '../test/app-config';
import { loadAuthorizationMatrix } from '../test/authorization-matrix';
import { useDemoApp } from '../test/demo-app';
import { describeEachEngine } from '../test/engines';
import { secondFactorClock } from '../test/second-factor';
import { type SignedIn, secondFactorStepOf, signIn } from '../test/sign-in';
import type { RouteAccess } from './core/access';
import { deriveAuthKeys } from './modules/auth/auth-keys';
import { signAutoInToken } from './modules/auth/tokens';
import { DEMO_ADMIN_TOTP_SECRET, DEMO_PASSWORD, DEMO_USERS } from './seed/demo-users';
import { ROLE_SEEDS } from './seed/roles';

/** Who may call each route, as the routes themselves say it. */
const ROUTE_ACCESS = Object.fromEntries(await loadAuthorizationMatrix());

type Sample = (
  user: SignedIn | null,
  app: FastifyInstance,
) => Promise<{ url?: string; payload?: object }>;

/** A request that succeeds for an allowed caller, per route; routes not listed need none. */
const SAMPLES: Record<string, Sample> = {
  'POST /api/auth': async () => ({ payload: { username: 'manager', password: DEMO_PASSWORD } }),
  'POST /api/auth/auto_in': async () => ({
    payload: {
      token: (
        await signAutoInToken(
          deriveAuthKeys(TEST_AUTH_SECRET).autoIn,
          { employeeId: '10102', menu: 'sales-summary' },
          Date.now(),
        )
      ).token,
    },
  }),
  'POST /api/auth/change_password': async (user) => ({
    // Too short on purpose: reaching validation proves access without changing anything.
    payload: {
      employeeID: user?.session.employee_info.employeeID ?? '10001',
      currentPassword: DEMO_PASSWORD,
      newPassword: 'short',
    },
  }),
  'GET /api/auth/check_default_password': async (user) => ({
    url: `/api/auth/check_default_password?employeeID=${user?.session.employee_info.employeeID ?? ''}`,
  }),
  'POST /api/auth/unlock': async (user) => ({
    payload: { password: user?.session.userName === 'newhire' ? 'newhire' : DEMO_PASSWORD },
  }),
  'POST /api/auth/second_factor/sign_in': async (_user, app) => {
    // The code step of a real password step: the demo admin's challenge and next code.
    const password = await app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { username: 'admin', password: DEMO_PASSWORD },
      remoteAddress: '10.66.0.2',
    });
    return {
      payload: {
        challenge: secondFactorStepOf(password)?.challenge,
        code: secondFactorClock.nextCode(DEMO_ADMIN_TOTP_SECRET),
      },
    };
  },
  'POST /api/auth/auto_in_link': async () => ({
    payload: { employeeID: '10215', menu: 'sales-summary' },
  }),
  'POST /api/menu': async () => ({ payload: {} }),
};

const noSample: Sample = async () => ({});

/** Cells whose call ends, rotates or re-keys the session it is made with. */
const NEEDS_OWN_SESSION = new Set([
  'POST /api/auth/logout',
  'POST /api/refresh_token',
  'POST /api/auth/change_password',
  'POST /api/auth/unlock',
]);

function allows(access: RouteAccess, roleCode: string, hasDefaultPassword: boolean): boolean {
  if (access.kind === 'public' || access.kind === 'refresh-cookie') return true;
  // The operator's routes live outside /api, so never in the matrix; no session opens them.
  if (access.kind === 'operator') return false;
  if (hasDefaultPassword && !(access.kind === 'signed-in' && access.allowWithDefaultPassword))
    return false;
  if (access.kind === 'signed-in') return true;
  return (
    ROLE_SEEDS.find((role) => role.code === roleCode)?.permissions.includes(access.permission) ??
    false
  );
}

describeEachEngine('the authorization matrix', (engine) => {
  const demo = useDemoApp(engine);

  const shared = new Map<string, Promise<SignedIn>>();
  const sessionFor = (key: string, username: string, password: string) => {
    if (NEEDS_OWN_SESSION.has(key)) return signIn(demo.app, username, password, '10.66.0.1');
    let session = shared.get(username);
    if (!session) {
      session = signIn(demo.app, username, password, '10.66.0.1');
      shared.set(username, session);
    }
    return session;
  };

  const call = async (key: string, user: SignedIn | null) => {
    const [method, url] = key.split(' ') as ['GET' | 'POST', string];
    const sample = await (SAMPLES[key] ?? noSample)(user, demo.app);
    return demo.app.inject({
      method,
      url: sample.url ?? url,
      headers: user ? user.headers : {},
      ...(method === 'POST' ? { payload: sample.payload ?? {} } : {}),
      remoteAddress: `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    });
  };

  it('lists only routes the demo.app has', () => {
    for (const key of Object.keys(ROUTE_ACCESS)) {
      const [method, url] = key.split(' ') as ['GET' | 'POST', string];
      expect(demo.app.hasRoute({ method, url }), key).toBe(true);
    }
  });

  for (const [key, access] of Object.entries(ROUTE_ACCESS)) {
    describe(key, () => {
      if (access.kind === 'public') {
        it('answers without a token', async () => {
          // Public routes that need a key (a report link's id) answer 400 without it, never
          // 401 or 403; the set-up's answer 404 (no user-less set-up here); the others 200.
          const response = await call(key, null);
          const expected = key.startsWith('GET /api/checklist_report/')
            ? 400
            : key.startsWith('POST /api/setup')
              ? 404
              : 200;
          expect(response.statusCode, response.body).toBe(expected);
        });
        return;
      }
      it('answers 401 without a token', async () => {
        expect((await call(key, null)).statusCode).toBe(401);
      });
      for (const demoUser of DEMO_USERS) {
        const allowed = allows(access, demoUser.roleCode, demoUser.passwordIsDefault);
        it(`${allowed ? 'lets' : 'refuses'} ${demoUser.username} (${demoUser.roleCode})`, async () => {
          const user = await sessionFor(key, demoUser.username, demoUser.password);
          const response = await call(key, user);
          if (allowed) expect([401, 403], response.body).not.toContain(response.statusCode);
          else expect(response.statusCode, response.body).toBe(403);
        });
      }
    });
  }
});
