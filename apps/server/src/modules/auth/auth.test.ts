import { randomUUID } from 'node:crypto';
import {
  LOGIN_MESSAGES,
  type MenuItem,
  PASSWORD_MESSAGES,
  PASSWORD_RULE_MESSAGES,
  SESSION_COOKIES,
  SESSION_MESSAGES,
} from '@outlet-pulse/contracts';
import { SignJWT } from 'jose';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_AUTH_SECRET } from '../../../test/app-config';
import { useDemoApp } from '../../../test/demo-app';
import { describeEachEngine } from '../../../test/engines';
import { buildUser, disableUser } from '../../../test/factories';
import { callerWith } from '../../../test/requests';
import { cookieValue, passwordStep, type SignedIn, sessionOf, signIn } from '../../../test/sign-in';
import { useTemporaryDirectory } from '../../../test/temporary-directory';
import { DEMO_PASSWORD } from '../../seed/demo-users';
import { ROLE_CODES } from '../../seed/roles';
import { deriveAuthKeys, resolveAuthSecret } from './auth-keys';
import { KNOWN_DEVICE_COOKIE } from './known-device';
import { attemptVerdict, THROTTLE_LIMITS } from './login-throttle';
import { hashPassword, verifyPassword } from './passwords';
import { SESSION_LIMITS } from './sessions.service';
import { signAccessToken, signAutoInToken } from './tokens';

// The real check, counted: the throttle must bound how many run, whatever their timing.
vi.mock('./passwords', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./passwords')>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

const keys = deriveAuthKeys(TEST_AUTH_SECRET);
const MINUTE = 60_000;
/** An error answer as the API gives it: its status, its message and the request's reference. */
const refusal = (status: number, message: string) => ({
  status,
  message,
  reference: expect.any(String),
});
const SALES_FILTER = 'company=KCG01&type=STORES&group=O&year=2026&outlet=All';

function menuIds(items: MenuItem[]): string[] {
  return items.flatMap((item) => [item.id, ...menuIds(item.children)]);
}

describeEachEngine('sign-in and sessions', (engine) => {
  let now = Date.now();
  /** The delays the throttle asked for: waited out on the test's clock, not in real time. */
  const pauses: number[] = [];
  const pauseByClock = async (ms: number) => {
    pauses.push(ms);
    now += ms;
  };
  const demo = useDemoApp(engine, { clock: () => now, pause: pauseByClock });
  beforeEach(async () => {
    now = Date.now();
    pauses.length = 0;
    await demo.database.kysely.deleteFrom('login_failures').execute();
  });

  const menu = (headers: Record<string, string>, payload: object = {}) =>
    demo.app.inject({ method: 'POST', url: '/api/menu', headers, payload });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  /** Calls with every header of a signed-in session: its token, cookies and CSRF header. */
  const over = (session: SignedIn) => callerWith(demo.app, session);
  /** The audit log's entries of one action, read with plain SQL. */
  const auditedAs = (action: string) =>
    demo.database.kysely
      .selectFrom('audit_log')
      .select(['entity_id', 'client_address'])
      .where('action', '=', action)
      .execute();

  describe('signing in', () => {
    it('signs in by username or employee ID and answers the session of spec 001 §3.1', async () => {
      const byName = await signIn(demo.app, 'staff');
      expect(byName.session).toMatchObject({
        name: 'Siti Rahmawati',
        company: 'KCG01',
        userName: 'staff',
        role: 'staff',
        roleName: 'Staff',
        email: 'siti.rahmawati@kcg.example',
        mustChangePassword: false,
        photoUrl: 'https://files.test/photos/10215.jpg',
        expiresIn: 600,
      });
      expect(byName.session.employee_info).toMatchObject({
        employeeID: '10215',
        jobStatus: 'C',
        jobStatusName: 'Contract',
        levelName: 'Junior',
        grade: { GradeName: 'Senior Staff' },
        company_structure: { idStructure: 'D11', company: 'KCG01' },
        directSuperior: 'Budi Santoso',
        contractEnd: '2026-12-31',
      });
      const byEmployeeId = await signIn(demo.app, '10307');
      expect(byEmployeeId.session.employee_info.company_structure.idStructure).toBe('D05');
    });

    it('keeps the refresh token in an httpOnly SameSite cookie, persistent only with Remember me', async () => {
      const remembered = await passwordStep(demo.app, {
        username: 'manager',
        password: DEMO_PASSWORD,
        remember: true,
      });
      const refresh = remembered.cookies.find((cookie) => cookie.name === SESSION_COOKIES.refresh);
      const csrf = remembered.cookies.find((cookie) => cookie.name === SESSION_COOKIES.csrf);
      expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api' });
      expect(refresh?.maxAge).toBeGreaterThan(11 * 3600);
      expect(refresh?.maxAge).toBeLessThanOrEqual(12 * 3600);
      expect(csrf?.httpOnly).toBeUndefined();

      const forgotten = await passwordStep(demo.app, {
        username: 'manager',
        password: DEMO_PASSWORD,
        remember: false,
      });
      const sessionCookie = forgotten.cookies.find(
        (cookie) => cookie.name === SESSION_COOKIES.refresh,
      );
      expect(sessionCookie?.maxAge).toBeUndefined();
      expect(sessionCookie?.expires).toBeUndefined();
    });

    it('times a remembered cookie by the server’s clock, not the machine’s', async () => {
      now = Date.now() - 30 * 24 * 3600 * 1000;
      const remembered = await passwordStep(demo.app, {
        username: 'manager',
        password: DEMO_PASSWORD,
        remember: true,
      });
      const refresh = remembered.cookies.find((cookie) => cookie.name === SESSION_COOKIES.refresh);
      expect(refresh?.maxAge).toBeGreaterThan(11 * 3600);
      expect(refresh?.maxAge).toBeLessThanOrEqual(12 * 3600);
    });

    it('answers the same message for a wrong password and an unknown user', async () => {
      const attempts = await Promise.all(
        [
          { username: 'staff', password: 'wrong-password' },
          { username: 'nobody-here', password: 'wrong-password' },
        ].map((payload) => passwordStep(demo.app, payload)),
      );
      for (const response of attempts) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual(refusal(401, LOGIN_MESSAGES.failed));
        expect(response.cookies).toHaveLength(0);
      }
    });

    it('names the missing field', async () => {
      const response = await passwordStep(demo.app, { username: '', password: 'x' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        { field: 'username', message: LOGIN_MESSAGES.usernameRequired },
      ]);
    });

    it('stores passwords as argon2id with m=19 MiB, t=2, p=1', async () => {
      expect(await hashPassword('any password')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      const row = await demo.database.kysely
        .selectFrom('users')
        .select('password_hash')
        .where('username', '=', 'admin')
        .executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    });
  });

  describe('throttling', () => {
    const attempt = (
      username: string,
      password: string,
      remoteAddress: string,
      headers: Record<string, string> = {},
      app = demo.app,
    ) =>
      app.inject({
        method: 'POST',
        url: '/api/auth',
        payload: { username, password },
        remoteAddress,
        headers,
      });
    const withDevice = (cookie: string | undefined) => ({
      cookie: `${KNOWN_DEVICE_COOKIE}=${cookie}`,
    });
    const statuses = (responses: { statusCode: number }[]) =>
      responses.map((response) => response.statusCode).sort();

    it('runs at most five password checks for thirty concurrent wrong passwords to one account', async () => {
      vi.mocked(verifyPassword).mockClear();
      const burst = await Promise.all(
        Array.from({ length: 30 }, (_, n) => attempt('it', `burst-${n}`, '10.0.0.3')),
      );
      // Each reservation is counted with those committed before it, so when all thirty land
      // together none may be checked at all: the throttle fails closed, never open.
      const checks = vi.mocked(verifyPassword).mock.calls.length;
      expect(checks).toBeLessThanOrEqual(THROTTLE_LIMITS.guardFailures);
      expect(statuses(burst)).toEqual([
        ...Array<number>(checks).fill(401),
        ...Array<number>(30 - checks).fill(429),
      ]);
      // The count sees every real check: once the window has passed, one attempt is one check.
      now += THROTTLE_LIMITS.guardWindowMs + 1000;
      vi.mocked(verifyPassword).mockClear();
      expect((await attempt('it', 'burst-again', '10.0.0.3')).statusCode).toBe(401);
      expect(vi.mocked(verifyPassword)).toHaveBeenCalledTimes(1);
    });

    it('signs one account in from several devices at once, on either engine', async () => {
      // Each right password releases the account's guard; on DuckDB those deletes of the same
      // rows conflict, and the losers must not fail the sign-in.
      for (let round = 0; round < 4; round++) {
        const together = await Promise.all(
          [1, 2, 3].map((device) => attempt('manager', DEMO_PASSWORD, `10.0.1.${device}`)),
        );
        expect(statuses(together)).toEqual([200, 200, 200]);
      }
    });

    it('keeps strangers’ failures from locking out a device that signed in before', async () => {
      const laptop = cookieValue(
        await attempt('manager', DEMO_PASSWORD, '10.0.0.1'),
        KNOWN_DEVICE_COOKIE,
      );
      const staffDevice = cookieValue(
        await attempt('staff', DEMO_PASSWORD, '10.0.0.1'),
        KNOWN_DEVICE_COOKIE,
      );
      for (let failure = 0; failure < THROTTLE_LIMITS.guardFailures; failure++) {
        expect((await attempt('manager', `guess-${failure}`, '198.51.100.7')).statusCode).toBe(401);
      }
      // A device that never signed in to the account, or one of another account's, is refused.
      const refused = await attempt('manager', DEMO_PASSWORD, '10.0.0.2');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(LOGIN_MESSAGES.throttled);
      expect(
        (await attempt('manager', DEMO_PASSWORD, '10.0.0.2', withDevice(staffDevice))).statusCode,
      ).toBe(429);
      const [user, deviceId] = (laptop ?? '').split('.');
      const forged = `${user}.${deviceId}.${'A'.repeat(43)}`;
      expect(
        (await attempt('manager', DEMO_PASSWORD, '10.0.0.2', withDevice(forged))).statusCode,
      ).toBe(429);

      expect(
        (await attempt('manager', DEMO_PASSWORD, '10.0.0.1', withDevice(laptop))).statusCode,
      ).toBe(200);
      expect((await attempt('manager', DEMO_PASSWORD, '10.0.0.2')).statusCode).toBe(429);
      now += THROTTLE_LIMITS.guardWindowMs + 1000;
      expect((await attempt('manager', DEMO_PASSWORD, '10.0.0.2')).statusCode).toBe(200);
    });

    it('counts a known device’s failures against that device only', async () => {
      const signedIn = await attempt('manager', DEMO_PASSWORD, '10.0.0.1');
      const laptop = withDevice(cookieValue(signedIn, KNOWN_DEVICE_COOKIE));
      expect(signedIn.cookies.find((cookie) => cookie.name === KNOWN_DEVICE_COOKIE)).toMatchObject({
        httpOnly: true,
        sameSite: 'Strict',
        path: '/api/auth',
      });
      for (let failure = 0; failure < THROTTLE_LIMITS.guardFailures; failure++) {
        expect((await attempt('manager', 'wrong', '10.0.0.1', laptop)).statusCode).toBe(401);
      }
      expect((await attempt('manager', DEMO_PASSWORD, '10.0.0.1', laptop)).statusCode).toBe(429);
      expect((await attempt('manager', DEMO_PASSWORD, '10.0.0.2')).statusCode).toBe(200);
    });

    it('only slows an address after fifty failures with random usernames, and lets the right password in', async () => {
      for (let failure = 0; failure < THROTTLE_LIMITS.addressFailures + 5; failure++) {
        const guess = await attempt(`guess-${randomUUID()}`, 'wrong', '10.0.0.9');
        expect(guess.statusCode).toBe(401);
      }
      expect(pauses).toEqual([1, 2, 3, 4, 5].map((n) => n * THROTTLE_LIMITS.addressDelayStepMs));
      pauses.length = 0;
      expect((await attempt('admin', DEMO_PASSWORD, '10.0.0.9')).statusCode).toBe(200);
      expect(pauses).toEqual([6 * THROTTLE_LIMITS.addressDelayStepMs]);
      pauses.length = 0;
      expect((await attempt('admin', DEMO_PASSWORD, '10.0.0.10')).statusCode).toBe(200);
      expect(pauses).toEqual([]);
    });

    it('delays an address a little more with each failure past fifty, five seconds at most', () => {
      const limit = THROTTLE_LIMITS.addressFailures;
      expect(attemptVerdict(1, limit - 1)).toEqual({ refused: false, delayMs: 0 });
      expect(attemptVerdict(1, limit)).toEqual({ refused: false, delayMs: 250 });
      expect(attemptVerdict(1, limit + 3)).toEqual({ refused: false, delayMs: 1000 });
      expect(attemptVerdict(1, 10_000)).toEqual({ refused: false, delayMs: 5000 });
      expect(attemptVerdict(THROTTLE_LIMITS.guardFailures, 0).refused).toBe(false);
      expect(attemptVerdict(THROTTLE_LIMITS.guardFailures + 1, 0).refused).toBe(true);
    });

    it('ignores X-Forwarded-For while TRUST_PROXY is off', async () => {
      for (let failure = 0; failure < THROTTLE_LIMITS.addressFailures; failure++) {
        const forwarded = { 'x-forwarded-for': `172.16.0.${failure}` };
        await attempt(`guess-${failure}`, 'wrong', '10.0.0.9', forwarded);
      }
      pauses.length = 0;
      const spoofed = { 'x-forwarded-for': '203.0.113.77' };
      expect((await attempt('admin', DEMO_PASSWORD, '10.0.0.9', spoofed)).statusCode).toBe(200);
      expect(pauses).toEqual([THROTTLE_LIMITS.addressDelayStepMs]);
    });

    describe('behind a proxy', () => {
      const proxied = useDemoApp(engine, {
        clock: () => now,
        pause: pauseByClock,
        config: { trustProxy: ['10.0.0.0/8'] },
      });
      beforeEach(async () => {
        await proxied.database.kysely.deleteFrom('login_failures').execute();
      });

      it('throttles the forwarded client address when TRUST_PROXY names the proxy', async () => {
        const from = (client: string) => ({ 'x-forwarded-for': client });
        for (let failure = 0; failure < THROTTLE_LIMITS.addressFailures; failure++) {
          await attempt(`guess-${failure}`, 'wrong', '10.0.0.5', from('203.0.113.7'), proxied.app);
        }
        pauses.length = 0;
        expect(
          (await attempt('admin', DEMO_PASSWORD, '10.0.0.5', from('203.0.113.8'), proxied.app))
            .statusCode,
        ).toBe(200);
        expect(pauses).toEqual([]);
        expect(
          (await attempt('admin', DEMO_PASSWORD, '10.0.0.5', from('203.0.113.7'), proxied.app))
            .statusCode,
        ).toBe(200);
        expect(pauses).toEqual([THROTTLE_LIMITS.addressDelayStepMs]);
      });
    });
  });

  describe('refresh tokens', () => {
    const refresh = (cookie: string, csrf?: string) =>
      demo.app.inject({
        method: 'POST',
        url: '/api/refresh_token',
        headers: { cookie, ...(csrf ? { [SESSION_COOKIES.csrfHeader]: csrf } : {}) },
      });

    it('rotates on every use and ends the whole session when an old one comes back', async () => {
      const first = await signIn(demo.app, 'manager');
      const rotated = await refresh(first.headers.cookie as string, first.csrfToken);
      expect(rotated.statusCode).toBe(200);
      const second = sessionOf(rotated);
      expect(second.refreshCookie).not.toBe(first.refreshCookie);
      expect((await menu(bearer(second.token))).statusCode).toBe(200);

      const replay = await refresh(first.headers.cookie as string, first.csrfToken);
      expect(replay.statusCode).toBe(401);
      expect(replay.json().message).toBe(SESSION_MESSAGES.expired);
      expect((await refresh(second.headers.cookie as string, second.csrfToken)).statusCode).toBe(
        401,
      );
      expect((await menu(bearer(second.token))).statusCode).toBe(401);
      expect((await auditedAs('SESSION_REVOKED')).length).toBeGreaterThan(0);
    });

    it('needs the CSRF token of its own session, in its header and its cookie', async () => {
      const mine = await signIn(demo.app, 'manager');
      const other = await signIn(demo.app, 'admin');
      const withoutHeader = await refresh(mine.headers.cookie as string);
      expect(withoutHeader.statusCode).toBe(403);
      expect(withoutHeader.json().message).toBe(SESSION_MESSAGES.csrfMissing);
      const headerOnly = `${SESSION_COOKIES.refresh}=${mine.refreshCookie}`;
      expect((await refresh(headerOnly, mine.csrfToken)).statusCode).toBe(403);
      const foreign = `${SESSION_COOKIES.refresh}=${mine.refreshCookie}; ${SESSION_COOKIES.csrf}=${other.csrfToken}`;
      expect((await refresh(foreign, other.csrfToken)).statusCode).toBe(403);
      expect((await refresh(mine.headers.cookie as string, mine.csrfToken)).statusCode).toBe(200);
    });

    it('answers 401 without a refresh cookie', async () => {
      expect((await refresh('')).statusCode).toBe(401);
      expect((await refresh(`${SESSION_COOKIES.refresh}=made-up-token`, 'x')).statusCode).toBe(401);
    });
  });

  describe('ending sessions', () => {
    it('ends the session on logout: the access token and refresh cookie stop working', async () => {
      const user = await signIn(demo.app, 'staff');
      const withoutCsrf = await demo.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: bearer(user.token),
      });
      expect(withoutCsrf.statusCode).toBe(403);
      expect(withoutCsrf.json().message).toBe(SESSION_MESSAGES.csrfMissing);
      const logout = await over(user).post('/api/auth/logout');
      expect(logout.json()).toEqual({ status: 200, data: { loggedOut: true } });
      expect((await menu(bearer(user.token))).statusCode).toBe(401);
      const refreshed = await over(user).post('/api/refresh_token');
      expect(refreshed.statusCode).toBe(401);
    });

    it('ends a session after 30 idle minutes and after 12 hours in any case', async () => {
      const idle = await signIn(demo.app, 'manager');
      now += SESSION_LIMITS.idleMs + MINUTE;
      expect((await menu(bearer(idle.token))).statusCode).toBe(401);

      now = Date.now();
      let current = await signIn(demo.app, 'admin');
      const started = now;
      while (now < started + SESSION_LIMITS.absoluteMs - 25 * MINUTE) {
        now += 25 * MINUTE;
        const rotated = await over(current).post('/api/refresh_token');
        expect(rotated.statusCode, `refresh at ${(now - started) / MINUTE} minutes`).toBe(200);
        current = sessionOf(rotated);
      }
      now = started + SESSION_LIMITS.absoluteMs + MINUTE;
      const late = await over(current).post('/api/refresh_token');
      expect(late.statusCode).toBe(401);
    });

    it('answers every request of a session that arrive together after a minute idle, a refresh among them', async () => {
      let current = await signIn(demo.app, 'manager');
      const signedInAt = now;
      for (const idle of [SESSION_LIMITS.touchEveryMs + 1_000, 2 * SESSION_LIMITS.touchEveryMs]) {
        now += idle;
        const calls = Array.from({ length: 36 }, (_, index) =>
          index === 18
            ? over(current).post('/api/refresh_token')
            : over(current).get(`/api/portal/salessummary/chartsalessummary?${SALES_FILTER}`),
        );
        const responses = await Promise.all(calls);
        expect(responses.map((response) => response.statusCode)).toEqual(Array(36).fill(200));
        current = sessionOf(responses[18] as (typeof responses)[number]);
      }
      // Last seen was written: 29 minutes after the last burst the session still refreshes,
      // though more than 30 have passed since the sign-in.
      now += SESSION_LIMITS.idleMs - MINUTE;
      expect(now - signedInAt).toBeGreaterThan(SESSION_LIMITS.idleMs);
      expect((await over(current).post('/api/refresh_token')).statusCode).toBe(200);
    });

    it('ends the sessions of a user who is disabled', async () => {
      const built = await buildUser(demo, { role: ROLE_CODES.itSupport });
      const user = await signIn(demo.app, built.username, built.password);
      expect((await menu(bearer(user.token))).statusCode).toBe(200);
      await disableUser(demo, built.id);
      expect((await menu(bearer(user.token))).statusCode).toBe(401);
    });
  });

  describe('access tokens', () => {
    it.each([
      [
        'a token signed with alg none',
        async () => {
          const encode = (value: object) =>
            Buffer.from(JSON.stringify(value)).toString('base64url');
          const claims = {
            sub: '1',
            sid: 'x',
            typ: 'access',
            iss: 'outlet-pulse',
            aud: 'outlet-pulse-api',
            exp: Math.floor(Date.now() / 1000) + 600,
          };
          return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`;
        },
      ],
      [
        'an expired token',
        async () => {
          const user = await signIn(demo.app, 'admin');
          return signAccessToken(
            keys.access,
            { userId: user.session.user_id, sessionId: 'unused' },
            Date.now() - 11 * MINUTE,
          );
        },
      ],
      [
        'a token for another audience',
        async () =>
          new SignJWT({ sid: 'x', typ: 'access' })
            .setProtectedHeader({ alg: 'HS256' })
            .setSubject('1')
            .setIssuer('outlet-pulse')
            .setAudience('another-app')
            .setExpirationTime('5m')
            .sign(keys.access),
      ],
      [
        'a token signed with another key',
        async () => {
          const user = await signIn(demo.app, 'admin');
          const otherKeys = deriveAuthKeys('another-secret-that-is-long-enough-for-hs256');
          return signAccessToken(
            otherKeys.access,
            { userId: user.session.user_id, sessionId: 'x' },
            Date.now(),
          );
        },
      ],
      [
        'a token with edited claims',
        async () => {
          const staff = await signIn(demo.app, 'staff');
          const [header, payload, signature] = staff.token.split('.');
          const claims = JSON.parse(Buffer.from(payload as string, 'base64url').toString());
          const edited = Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url');
          return `${header}.${edited}.${signature}`;
        },
      ],
      [
        'a refresh token used as an access token',
        async () => (await signIn(demo.app, 'admin')).refreshCookie,
      ],
      [
        'an auto sign-in token used as an access token',
        async () =>
          (
            await signAutoInToken(
              keys.autoIn,
              { employeeId: '10001', menu: 'sales-summary' },
              Date.now(),
            )
          ).token,
      ],
      ['garbage', async () => 'not-a-token'],
    ])('refuses %s with 401', async (_name, makeToken) => {
      const response = await menu(bearer(await makeToken()));
      expect(response.statusCode).toBe(401);
      expect(response.json().status).toBe(401);
    });

    it('refuses a call without a token with 401', async () => {
      const response = await menu({});
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(SESSION_MESSAGES.signInRequired);
    });
  });

  describe('default passwords', () => {
    it('lets a user with a default password do nothing but change it, then works normally', async () => {
      const user = await buildUser(demo, { passwordIsDefault: true, companies: ['KCG01'] });
      const employeeID = user.employee.employee_id;
      const newhire = await signIn(demo.app, user.username, user.password);
      expect(newhire.session.mustChangePassword).toBe(true);
      const blocked = await menu(bearer(newhire.token));
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json().message).toBe(SESSION_MESSAGES.defaultPasswordMustChange);
      const check = await demo.app.inject({
        method: 'GET',
        url: `/api/auth/check_default_password?employeeID=${employeeID}`,
        headers: bearer(newhire.token),
      });
      expect(check.json()).toEqual({ status: 200, data: { isDefault: true } });
      const otherEmployee = await demo.app.inject({
        method: 'GET',
        url: '/api/auth/check_default_password?employeeID=10001',
        headers: bearer(newhire.token),
      });
      expect(otherEmployee.statusCode).toBe(403);

      const change = (payload: object) =>
        demo.app.inject({
          method: 'POST',
          url: '/api/auth/change_password',
          headers: bearer(newhire.token),
          payload,
        });
      const currentPassword = user.password;
      const short = await change({ employeeID, currentPassword, newPassword: 'short' });
      expect(short.statusCode).toBe(400);
      expect(short.json().errors[0].message).toBe(PASSWORD_MESSAGES.tooShort);
      expect(
        (await change({ employeeID: '10001', currentPassword, newPassword: 'a-new-password' }))
          .statusCode,
      ).toBe(403);
      expect(
        (await change({ employeeID, currentPassword, newPassword: 'a-new-password' })).json(),
      ).toEqual({
        status: 200,
        data: { changed: true },
      });

      expect((await menu(bearer(newhire.token))).statusCode).toBe(401);
      const again = await signIn(demo.app, user.username, 'a-new-password');
      expect(again.session.mustChangePassword).toBe(false);
      expect((await menu(bearer(again.token))).statusCode).toBe(200);
      const audit = await auditedAs('PASSWORD_CHANGED');
      expect(audit.map((row) => row.entity_id)).toContain(employeeID);
    });

    it('ends every session of a user whose password changes', async () => {
      const user = await buildUser(demo, { role: ROLE_CODES.itSupport });
      const laptop = await signIn(demo.app, user.username, user.password);
      const phone = await signIn(demo.app, user.username, user.password);
      const change = await demo.app.inject({
        method: 'POST',
        url: '/api/auth/change_password',
        headers: bearer(laptop.token),
        payload: {
          employeeID: user.employee.employee_id,
          currentPassword: user.password,
          newPassword: 'another-password-1',
        },
      });
      expect(change.statusCode).toBe(200);
      expect((await menu(bearer(phone.token))).statusCode).toBe(401);
      expect((await over(phone).post('/api/refresh_token')).statusCode).toBe(401);
    });
  });

  describe('changing a password', () => {
    const change = (session: SignedIn, payload: object, remoteAddress = '10.4.4.4') =>
      over(session).post('/api/auth/change_password', payload, { remoteAddress });
    async function signedInUser(fields: Parameters<typeof buildUser>[1] = {}) {
      const user = await buildUser(demo, { companies: ['KCG01'], ...fields });
      const session = await signIn(demo.app, user.username, user.password);
      return { user, session, employeeID: user.employee.employee_id };
    }

    it('asks for the current password, naming the field', async () => {
      const { session, employeeID } = await signedInUser();
      const missing = await change(session, { employeeID, newPassword: 'a good passphrase' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toEqual([
        { field: 'currentPassword', message: PASSWORD_RULE_MESSAGES.currentRequired },
      ]);
      const empty = await change(session, {
        employeeID,
        currentPassword: '',
        newPassword: 'a good passphrase',
      });
      expect(empty.json().errors).toEqual([
        { field: 'currentPassword', message: PASSWORD_RULE_MESSAGES.currentRequired },
      ]);
    });

    it('refuses a wrong current password, audits it and throttles the session, not the account', async () => {
      const { user, session, employeeID } = await signedInUser();
      for (let failure = 0; failure < THROTTLE_LIMITS.guardFailures; failure++) {
        const wrong = await change(session, {
          employeeID,
          currentPassword: `not-it-${failure}`,
          newPassword: 'a good passphrase',
        });
        expect(wrong.statusCode).toBe(400);
        expect(wrong.json().errors).toEqual([
          { field: 'currentPassword', message: PASSWORD_RULE_MESSAGES.currentWrong },
        ]);
      }
      // Five guesses is all a stolen token gets: this session is refused even the right password.
      const right = {
        employeeID,
        currentPassword: user.password,
        newPassword: 'a good passphrase',
      };
      const throttled = await change(session, right);
      expect(throttled.statusCode).toBe(429);
      expect(throttled.json().message).toBe(LOGIN_MESSAGES.throttled);
      const signInAttempt = await passwordStep(
        demo.app,
        { username: user.username, password: user.password },
        '10.4.4.5',
      );
      // The person signs in elsewhere as usual.
      expect(signInAttempt.statusCode).toBe(200);
      const audit = (await auditedAs('PASSWORD_CHANGE_FAILED')).filter(
        (row) => row.entity_id === employeeID,
      );
      expect(audit).toHaveLength(THROTTLE_LIMITS.guardFailures);
      expect(audit[0]?.client_address).toBe('10.4.4.4');

      now += THROTTLE_LIMITS.guardWindowMs + 1000;
      expect((await change(session, right)).statusCode).toBe(200);
      expect((await signIn(demo.app, user.username, 'a good passphrase')).token).toBeTruthy();
    });

    it.each([
      ['7 characters', () => 'seven77', PASSWORD_MESSAGES.tooShort],
      ['65 characters', () => 'sixty-five '.repeat(6).slice(0, 65), PASSWORD_RULE_MESSAGES.tooLong],
      ['password', () => 'password', PASSWORD_RULE_MESSAGES.common],
      ['a list entry in capitals', () => 'SUNSHINE1', PASSWORD_RULE_MESSAGES.common],
      [
        'the username in another case',
        (name: string) => name.toUpperCase(),
        PASSWORD_RULE_MESSAGES.signInName,
      ],
    ])('refuses %s as a new password, saying why', async (_name, password, message) => {
      const { user, session, employeeID } = await signedInUser();
      const refused = await change(session, {
        employeeID,
        currentPassword: user.password,
        newPassword: password(user.username),
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual([{ field: 'newPassword', message }]);
      // Refused, nothing changed: the session goes on and the old password still signs in.
      expect((await menu(bearer(session.token))).statusCode).toBe(200);
      expect((await signIn(demo.app, user.username, user.password)).token).toBeTruthy();
    });

    it('refuses the current password as the new one', async () => {
      const { user, session, employeeID } = await signedInUser();
      const same = await change(session, {
        employeeID,
        currentPassword: user.password,
        newPassword: user.password,
      });
      expect(same.json().errors).toEqual([
        { field: 'newPassword', message: PASSWORD_RULE_MESSAGES.sameAsCurrent },
      ]);
    });

    it('accepts an 8-character passphrase that is in no list, and the old sessions end', async () => {
      const { user, session, employeeID } = await signedInUser();
      const phone = await signIn(demo.app, user.username, user.password);
      const changed = await change(session, {
        employeeID,
        currentPassword: user.password,
        newPassword: 'tram lid',
      });
      expect(changed.json()).toEqual({ status: 200, data: { changed: true } });
      expect((await menu(bearer(session.token))).statusCode).toBe(401);
      expect((await menu(bearer(phone.token))).statusCode).toBe(401);
      expect((await signIn(demo.app, user.username, 'tram lid')).token).toBeTruthy();
    });
  });

  describe('the lock screen', () => {
    const unlockAs = (user: SignedIn) => (password: string) =>
      demo.app.inject({
        method: 'POST',
        url: '/api/auth/unlock',
        headers: bearer(user.token),
        payload: { password },
      });

    it('unlocks with the right password only', async () => {
      const unlock = unlockAs(await signIn(demo.app, 'manager'));
      expect((await unlock('wrong')).json()).toEqual(refusal(401, LOGIN_MESSAGES.unlockFailed));
      expect((await unlock(DEMO_PASSWORD)).json()).toEqual({
        status: 200,
        data: { unlocked: true },
      });
    });

    it('refuses a session after five wrong passwords, without locking the account', async () => {
      const unlock = unlockAs(await signIn(demo.app, 'manager'));
      for (let failure = 0; failure < THROTTLE_LIMITS.guardFailures; failure++) {
        expect((await unlock(`wrong-${failure}`)).statusCode).toBe(401);
      }
      expect((await unlock(DEMO_PASSWORD)).json()).toEqual(refusal(429, LOGIN_MESSAGES.throttled));
      expect((await signIn(demo.app, 'manager')).token).toBeTruthy();
    });
  });

  describe('the bank account number', () => {
    it('is masked to its last four digits in every session answer', async () => {
      const staff = await signIn(demo.app, 'staff');
      expect(staff.session.employee_info.bankAccountNumber).toBe('••••••8912');
      const refreshed = await over(staff).post('/api/refresh_token');
      expect(refreshed.json().data.employee_info.bankAccountNumber).toBe('••••••8912');
      expect(refreshed.body).not.toContain('0345678912');
    });

    it('is shown in full to its owner alone, on request, and the reveal is audited', async () => {
      const staff = await signIn(demo.app, 'staff');
      const revealed = await demo.app.inject({
        method: 'GET',
        url: '/api/auth/bank_account',
        headers: bearer(staff.token),
      });
      expect(revealed.json()).toEqual({ status: 200, data: { bankAccountNumber: '0345678912' } });
      expect(revealed.headers['cache-control']).toBe('no-store');
      const manager = await signIn(demo.app, 'manager');
      const own = await demo.app.inject({
        method: 'GET',
        url: '/api/auth/bank_account',
        headers: bearer(manager.token),
      });
      expect(own.json().data.bankAccountNumber).not.toBe('0345678912');
      const audit = await auditedAs('BANK_ACCOUNT_REVEALED');
      expect(audit.map((row) => row.entity_id)).toContain('10215');
      expect(
        (await demo.app.inject({ method: 'GET', url: '/api/auth/bank_account' })).statusCode,
      ).toBe(401);
    });
  });

  describe('auto sign-in', () => {
    const autoIn = (token: string) =>
      demo.app.inject({ method: 'POST', url: '/api/auth/auto_in', payload: { token } });

    it('signs in once with a link an administrator issued, and never again with it', async () => {
      const issued = await demo
        .as('admin')
        .post('/api/auth/auto_in_link', { employeeID: '10215', menu: 'sales-summary' });
      expect(issued.statusCode).toBe(200);
      const { url, expiresAt } = issued.json().data;
      expect(url).toMatch(/^https:\/\/pulse\.test\/auto-in\?token=.+&menu=sales-summary$/);
      expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(10 * MINUTE);

      const token = new URL(url).searchParams.get('token') as string;
      const first = await autoIn(token);
      expect(first.statusCode).toBe(200);
      expect(first.json().data.userName).toBe('staff');
      const reused = await autoIn(token);
      expect(reused.json()).toEqual(refusal(401, SESSION_MESSAGES.linkInvalid));
    });

    it.each([
      ['an employee ID alone', async () => '10215'],
      [
        'an expired link',
        async () =>
          (
            await signAutoInToken(
              keys.autoIn,
              { employeeId: '10215', menu: 'sales-summary' },
              Date.now() - 11 * MINUTE,
            )
          ).token,
      ],
      [
        'an edited link',
        async () => {
          const { token } = await signAutoInToken(
            keys.autoIn,
            { employeeId: '10215', menu: 'sales-summary' },
            Date.now(),
          );
          const [header, payload, signature] = token.split('.');
          const claims = JSON.parse(Buffer.from(payload as string, 'base64url').toString());
          return `${header}.${Buffer.from(JSON.stringify({ ...claims, emp: '10001' })).toString('base64url')}.${signature}`;
        },
      ],
      ['an access token', async () => (await signIn(demo.app, 'staff')).token],
    ])('refuses %s as link expired or invalid', async (_name, makeToken) => {
      const response = await autoIn(await makeToken());
      expect(response.json()).toEqual(refusal(401, SESSION_MESSAGES.linkInvalid));
      expect(response.cookies).toHaveLength(0);
    });

    it('lets only administrators issue links, for existing users only', async () => {
      const issue = (who: string, employeeID: string) =>
        demo.as(who).post('/api/auth/auto_in_link', { employeeID, menu: 'sales-summary' });
      expect((await issue('staff', '10215')).statusCode).toBe(403);
      const unknown = await issue('admin', '99999');
      expect(unknown.statusCode).toBe(404);
    });
  });

  describe('menus', () => {
    it('answers the menu of the role in the token, whatever the body says', async () => {
      const staff = await signIn(demo.app, 'staff');
      const staffMenu = (await menu(bearer(staff.token), { role: 'administrator' })).json()
        .data as MenuItem[];
      const admin = await signIn(demo.app, 'admin');
      const adminMenu = (await menu(bearer(admin.token))).json().data as MenuItem[];
      expect(menuIds(staffMenu)).toEqual([
        'M000',
        'M100',
        'M100_100',
        'M100_100_005',
        'M100_100_010',
        'M100_100_020',
        'M980',
      ]);
      expect(menuIds(adminMenu)).toEqual(
        expect.arrayContaining(['M950', 'M500_300_200', 'M500_400_810', 'M100_100_010']),
      );
      expect(menuIds(staffMenu)).not.toContain('M950');
      const sales = staffMenu.find((item) => item.id === 'M100')?.children[0];
      expect(sales).toMatchObject({
        label: 'Sales',
        route: '',
        children: [
          { route: 'portal/sales/today' },
          { route: 'portal/sales/sales-summary' },
          { route: 'portal/sales/achievement-summary' },
        ],
      });
    });
  });

  describe('audit', () => {
    it('records successful and failed sign-ins and logouts with the client address', async () => {
      await passwordStep(demo.app, { username: 'ghost', password: 'x' }, '10.1.2.3');
      const user = await signIn(demo.app, 'manager', DEMO_PASSWORD, '10.1.2.4');
      await over(user).post('/api/auth/logout', undefined, { remoteAddress: '10.1.2.4' });
      const rows = await demo.database.kysely
        .selectFrom('audit_log')
        .select(['action', 'entity_id', 'client_address'])
        .where('client_address', 'in', ['10.1.2.3', '10.1.2.4'])
        .orderBy('occurred_at')
        .execute();
      expect(rows).toEqual(
        expect.arrayContaining([
          { action: 'SIGN_IN_FAILED', entity_id: 'ghost', client_address: '10.1.2.3' },
          { action: 'SIGNED_IN', entity_id: '10102', client_address: '10.1.2.4' },
          { action: 'SIGNED_OUT', entity_id: '10102', client_address: '10.1.2.4' },
        ]),
      );
    });
  });

  it('tells everyone the version, help link and report addresses', async () => {
    const response = await demo.app.inject({ method: 'GET', url: '/api/portal_config' });
    expect(response.json()).toEqual({
      status: 200,
      data: {
        version: '0.1.0',
        helpUrl: 'https://help.test',
        companyCredit: '© Test Group',
        emailEnabled: false,
        unbuiltModules: 'show',
        timeZone: 'Asia/Jakarta',
        reports: { 'hr-summary-powerbi': 'https://reports.test/hr', 'defect-powerbi': null },
      },
    });
  });
});

describe('the signing secret', () => {
  const dataDirectory = useTemporaryDirectory('outlet-pulse-secret-');

  it('is required outside demo mode, and must not be short or a well-known default', async () => {
    const dataDir = dataDirectory();
    await expect(
      resolveAuthSecret({ authSecret: undefined, demoMode: false, dataDir }),
    ).rejects.toThrow('AUTH_SECRET is not set');
    await expect(
      resolveAuthSecret({ authSecret: 'change-me', demoMode: false, dataDir }),
    ).rejects.toThrow('at least 32');
    await expect(
      resolveAuthSecret({ authSecret: 'x'.repeat(31), demoMode: true, dataDir }),
    ).rejects.toThrow('at least 32');
    expect(
      await resolveAuthSecret({ authSecret: TEST_AUTH_SECRET, demoMode: false, dataDir }),
    ).toBe(TEST_AUTH_SECRET);
  });

  it('is generated once in demo mode and kept across restarts', async () => {
    const dataDir = dataDirectory();
    const first = await resolveAuthSecret({ authSecret: undefined, demoMode: true, dataDir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await resolveAuthSecret({ authSecret: undefined, demoMode: true, dataDir })).toBe(first);
  });
});
