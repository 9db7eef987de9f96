/**
 * The second factor (issue 17 item 5, ASVS 5.0 §6.3.3): signing in with a code after the
 * password, the code step's refusals (a wrong code, a code used before, five wrong codes, an
 * expired or forged challenge, a password changed or an account disabled in between), setting
 * one up at sign-in when the role requires it, My Account (set up, confirm, recovery codes, turn
 * off), an administrator's reset, what stays as it was (auto sign-in and shared links), and how
 * it is stored. Codes are read on the stepping clock of test/second-factor.ts.
 */
import { createHash } from 'node:crypto';
import {
  LOGIN_MESSAGES,
  PASSWORD_RULE_MESSAGES,
  SECOND_FACTOR,
  SECOND_FACTOR_MESSAGES,
  SESSION_COOKIES,
  SHARED_LINK_HEADER,
} from '@outlet-pulse/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_AUTH_SECRET } from '../../../test/app-config';
import { useDemoApp } from '../../../test/demo-app';
import { describeEachEngine } from '../../../test/engines';
import { type BuiltUser, buildUser, userIdOf } from '../../../test/factories';
import { type Caller, callerWith } from '../../../test/requests';
import { secondFactorClock } from '../../../test/second-factor';
import {
  rememberSecondFactor,
  type SignedIn,
  secondFactorStepOf,
  sessionOf,
  signIn,
} from '../../../test/sign-in';
import { DEMO_ADMIN_TOTP_SECRET, DEMO_PASSWORD } from '../../seed/demo-users';
import { ROLE_CODES } from '../../seed/roles';
import { deriveAuthKeys } from './auth-keys';
import { KNOWN_DEVICE_COOKIE } from './known-device';
import { THROTTLE_LIMITS } from './login-throttle';
import { hashPassword } from './passwords';
import { decryptSecret, normaliseRecoveryCode } from './second-factor-codes';
import { signAccessToken } from './tokens';

const keys = deriveAuthKeys(TEST_AUTH_SECRET);
const RECOVERY_CODE = /^([0-9A-HJKMNP-TV-Z]{4}-){5}[0-9A-HJKMNP-TV-Z]{4}$/;
const codeWrong = {
  status: 400,
  message: `Invalid request: code: ${SECOND_FACTOR_MESSAGES.codeWrong}`,
  errors: [{ field: 'code', message: SECOND_FACTOR_MESSAGES.codeWrong }],
};
const recoveryCodeWrong = {
  status: 400,
  message: `Invalid request: code: ${SECOND_FACTOR_MESSAGES.recoveryCodeWrong}`,
  errors: [{ field: 'code', message: SECOND_FACTOR_MESSAGES.recoveryCodeWrong }],
};
const challengeExpired = { status: 401, message: SECOND_FACTOR_MESSAGES.challengeExpired };
/** An error answer without what varies per request (a request reference, when there is one). */
const refusal = (response: LightMyRequestResponse) => {
  const { status, message, errors } = response.json();
  return errors ? { status, message, errors } : { status, message };
};

describeEachEngine('the second factor', (engine) => {
  let now = Date.now();
  const demo = useDemoApp(engine, {
    clock: () => now,
    pause: async (ms) => {
      now += ms;
    },
  });
  beforeEach(async () => {
    now = Date.now();
    await demo.database.kysely.deleteFrom('login_failures').execute();
  });

  const passwordStep = (username: string, password = DEMO_PASSWORD, remoteAddress = '10.5.0.1') =>
    demo.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { username, password, remember: true },
      remoteAddress,
    });
  const codeStep = (challenge: string, code: string, remoteAddress = '10.5.0.1') =>
    demo.app.inject({
      method: 'POST',
      url: '/api/auth/second_factor/sign_in',
      payload: { challenge, code },
      remoteAddress,
    });
  /** The challenge of a password step that must ask for a code. */
  const challengeOf = async (username: string, password = DEMO_PASSWORD) => {
    const response = await passwordStep(username, password);
    const step = secondFactorStepOf(response);
    if (step?.step !== 'code') throw new Error(`no code step: ${response.body}`);
    return step.challenge;
  };
  const auditOf = (action: string, entityId: string) =>
    demo.database.kysely
      .selectFrom('audit_log')
      .select(['action', 'entity_id', 'details', 'actor_user_id'])
      .where('action', '=', action)
      .where('entity_id', '=', entityId)
      .orderBy('occurred_at', 'desc')
      .execute();
  const sessionsOf = async (userId: number) =>
    (
      await demo.database.kysely
        .selectFrom('sessions')
        .select('id')
        .where('user_id', '=', userId)
        .execute()
    ).length;
  const adminId = () => userIdOf(demo, 'admin');
  const status = async (caller: Caller) => (await caller.get('/api/auth/second_factor')).json();
  /** Turns the caller's second factor on (confirm) or off (disable): a code and the password. */
  const changeSecondFactor = (
    caller: Caller,
    change: 'confirm' | 'disable',
    code: string,
    password: string,
  ) => caller.post(`/api/auth/second_factor/${change}`, { code, password });

  /** A staff user who turned the second factor on in My Account: its key and recovery codes. */
  async function staffWithSecondFactor(fields: Parameters<typeof buildUser>[1] = {}) {
    const user = await buildUser(demo, { role: ROLE_CODES.staff, ...fields });
    const caller = demo.as(user);
    const setup = await caller.post('/api/auth/second_factor/setup');
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret } = setup.json().data as { secret: string };
    const confirmed = await changeSecondFactor(
      caller,
      'confirm',
      secondFactorClock.nextCode(secret),
      user.password,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    rememberSecondFactor(demo.app, user.username, secret);
    return { user, caller, secret, recoveryCodes: confirmed.json().data.recoveryCodes as string[] };
  }

  describe('signing in', () => {
    it('asks the demo admin for a code after the password, and opens the session with it only', async () => {
      const password = await passwordStep('admin');
      expect(password.statusCode).toBe(200);
      expect(password.json()).toEqual({
        status: 200,
        data: {
          secondFactor: {
            step: 'code',
            challenge: expect.any(String),
            expiresIn: SECOND_FACTOR.challengeSeconds,
          },
        },
      });
      // Nothing of a session, and no known-device cookie, before the code.
      expect(password.cookies).toHaveLength(0);
      const challenge = password.json().data.secondFactor.challenge as string;
      const before = await sessionsOf(await adminId());

      const signedIn = await codeStep(
        challenge,
        secondFactorClock.nextCode(DEMO_ADMIN_TOTP_SECRET),
      );
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      const session = sessionOf(signedIn);
      expect(session.session).toMatchObject({ userName: 'admin', role: ROLE_CODES.administrator });
      expect(signedIn.json().data.recoveryCodes).toBeUndefined();
      const cookieNames = signedIn.cookies.map((cookie) => cookie.name);
      expect(cookieNames).toEqual(
        expect.arrayContaining([
          SESSION_COOKIES.refresh,
          SESSION_COOKIES.csrf,
          KNOWN_DEVICE_COOKIE,
        ]),
      );
      expect(await sessionsOf(await adminId())).toBe(before + 1);
      const menu = await callerWith(demo.app, session).post('/api/menu', {});
      expect(menu.statusCode).toBe(200);
      const [audited] = await auditOf('SIGNED_IN', '10001');
      expect(JSON.parse(audited?.details ?? '{}')).toEqual({
        remember: true,
        secondFactor: 'code',
      });
    });

    it('refuses a wrong code under its field, audited, and the right one still signs in', async () => {
      const challenge = await challengeOf('admin');
      const wrong = await codeStep(challenge, '000000');
      expect(refusal(wrong)).toEqual(codeWrong);
      expect(wrong.cookies).toHaveLength(0);
      const notACode = await codeStep(challenge, 'not a code');
      // Not six digits: read as a recovery code, and refused as one.
      expect(refusal(notACode)).toEqual(recoveryCodeWrong);
      const [failed] = await auditOf('SECOND_FACTOR_FAILED', '10001');
      expect(JSON.parse(failed?.details ?? '{}')).toEqual({
        reason: 'wrong code',
        during: 'sign-in',
      });
      // Spaces, as apps show "123 456", are allowed.
      const code = secondFactorClock.nextCode(DEMO_ADMIN_TOTP_SECRET);
      const right = await codeStep(challenge, `${code.slice(0, 3)} ${code.slice(3)}`);
      expect(right.statusCode, right.body).toBe(200);
    });

    it('accepts a code once: again, or of an earlier step, it is refused', async () => {
      const code = secondFactorClock.nextCode(DEMO_ADMIN_TOTP_SECRET);
      expect((await codeStep(await challengeOf('admin'), code)).statusCode).toBe(200);
      expect(refusal(await codeStep(await challengeOf('admin'), code))).toEqual(codeWrong);
      // The step before is inside the window of ±1 step, but older than the one used.
      const earlier = secondFactorClock.codeInSteps(DEMO_ADMIN_TOTP_SECRET, -1);
      expect(refusal(await codeStep(await challengeOf('admin'), earlier))).toEqual(codeWrong);
    });

    it('opens one session for two concurrent uses of one code', async () => {
      const challenges = await Promise.all([challengeOf('admin'), challengeOf('admin')]);
      const before = await sessionsOf(await adminId());
      const code = secondFactorClock.nextCode(DEMO_ADMIN_TOTP_SECRET);
      const answers = await Promise.all(challenges.map((challenge) => codeStep(challenge, code)));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
      expect(await sessionsOf(await adminId())).toBe(before + 1);
    });

    it('refuses the right code after five wrong ones within five minutes, then lets it in', async () => {
      const challenge = await challengeOf('admin');
      for (let failure = 0; failure < THROTTLE_LIMITS.guardFailures; failure++) {
        expect(refusal(await codeStep(challenge, '000000', `10.5.1.${failure}`))).toEqual(
          codeWrong,
        );
      }
      const throttled = await codeStep(
        challenge,
        secondFactorClock.nextCode(DEMO_ADMIN_TOTP_SECRET),
      );
      expect(refusal(throttled)).toEqual({ status: 429, message: LOGIN_MESSAGES.throttled });
      now += THROTTLE_LIMITS.guardWindowMs + 1000;
      const later = await codeStep(
        await challengeOf('admin'),
        secondFactorClock.nextCode(DEMO_ADMIN_TOTP_SECRET),
      );
      expect(later.statusCode, later.body).toBe(200);
    });

    it('refuses an expired, edited or foreign challenge, and a challenge as an access token', async () => {
      const challenge = await challengeOf('admin');
      now += SECOND_FACTOR.challengeSeconds * 1000 + 1000;
      const expired = await codeStep(challenge, secondFactorClock.nextCode(DEMO_ADMIN_TOTP_SECRET));
      expect(refusal(expired)).toEqual(challengeExpired);
      now = Date.now();
      const fresh = await challengeOf('admin');
      const edited = `${fresh.slice(0, -3)}${fresh.endsWith('A') ? 'B' : 'A'}AA`;
      expect(refusal(await codeStep(edited, '123456'))).toEqual(challengeExpired);
      const accessToken = await signAccessToken(
        keys.access,
        { userId: await adminId(), sessionId: 'x' },
        now,
      );
      expect(refusal(await codeStep(accessToken, '123456'))).toEqual(challengeExpired);
      const asBearer = await demo.app.inject({
        method: 'POST',
        url: '/api/menu',
        headers: { authorization: `Bearer ${fresh}` },
        payload: {},
      });
      expect(asBearer.statusCode).toBe(401);
    });

    it('opens nothing when the password changed or the account was disabled after the password step', async () => {
      const { user, secret } = await staffWithSecondFactor();
      const changed = await challengeOf(user.username, user.password);
      await demo.database.kysely
        .updateTable('users')
        .set({ password_hash: await hashPassword('another-pass-2026') })
        .where('id', '=', user.id)
        .execute();
      expect(refusal(await codeStep(changed, secondFactorClock.nextCode(secret)))).toEqual(
        challengeExpired,
      );
      const disabled = await challengeOf(user.username, 'another-pass-2026');
      await demo.database.kysely
        .updateTable('users')
        .set({ is_active: false })
        .where('id', '=', user.id)
        .execute();
      expect(refusal(await codeStep(disabled, secondFactorClock.nextCode(secret)))).toEqual(
        challengeExpired,
      );
    });
  });

  describe('a role that requires a second factor', () => {
    it('sets one up at the first sign-in of an administrator made on the User screen', async () => {
      // An employee without a user, for the User screen's call.
      const employee = await demo.database.kysely
        .insertInto('employees')
        .values({
          ...(await demo.database.kysely
            .selectFrom('employees')
            .selectAll()
            .where('employee_id', '=', '10215')
            .executeTakeFirstOrThrow()),
          employee_id: `SF-${engine}`,
          name: 'Second Administrator',
        })
        .returning('employee_id')
        .executeTakeFirstOrThrow();
      const created = await demo.as('admin').post('/api/user/create', {
        username: `admin.two.${engine}`,
        employeeID: employee.employee_id,
        role: ROLE_CODES.administrator,
        allCompanies: true,
        companies: [],
        outlets: [],
        seesExcludedCompanies: false,
        isActive: true,
      });
      expect(created.statusCode, created.body).toBe(200);
      const { user, temporaryPassword } = created.json().data as {
        user: { id: number; username: string; hasSecondFactor: boolean };
        temporaryPassword: string;
      };
      expect(user.hasSecondFactor).toBe(false);

      const password = await passwordStep(user.username, temporaryPassword);
      const step = secondFactorStepOf(password);
      expect(password.cookies).toHaveLength(0);
      if (step?.step !== 'enrol') throw new Error(`no enrol step: ${password.body}`);
      expect(step.expiresIn).toBe(SECOND_FACTOR.challengeSeconds);
      expect(step.secret).toMatch(/^[A-Z2-7]{32}$/);
      const uri = new URL(step.otpauthUri);
      expect(uri.protocol).toBe('otpauth:');
      expect(uri.host).toBe('totp');
      expect(decodeURIComponent(uri.pathname)).toBe(`/Outlet Pulse:${user.username}`);
      expect(Object.fromEntries(uri.searchParams)).toMatchObject({
        issuer: 'Outlet Pulse',
        secret: step.secret,
        algorithm: 'SHA1',
        digits: '6',
        period: '30',
      });
      expect(refusal(await codeStep(step.challenge, '000000'))).toEqual(codeWrong);
      // No recovery codes exist before the set-up: anything else is a wrong app code.
      const recoveryShaped = 'ABCD-EFGH-JKMN-PQRS-TVWX-YZ01';
      expect(refusal(await codeStep(step.challenge, recoveryShaped))).toEqual(codeWrong);
      const enrolled = await codeStep(step.challenge, secondFactorClock.nextCode(step.secret));
      expect(enrolled.statusCode, enrolled.body).toBe(200);
      const data = enrolled.json().data;
      expect(data.mustChangePassword).toBe(true);
      expect(data.recoveryCodes).toHaveLength(SECOND_FACTOR.recoveryCodes);
      for (const code of data.recoveryCodes) expect(code).toMatch(RECOVERY_CODE);
      expect(enrolled.cookies.map((cookie) => cookie.name)).toContain(SESSION_COOKIES.refresh);
      const [audited] = await auditOf('SIGNED_IN', employee.employee_id);
      expect(JSON.parse(audited?.details ?? '{}')).toEqual({
        remember: true,
        secondFactor: 'enrolled',
      });
      expect((await demo.as('admin').get(`/api/user/${user.id}`)).json().data.hasSecondFactor).toBe(
        true,
      );
      // The challenge of the set-up is spent; the next sign-in asks for a code.
      expect(
        refusal(await codeStep(step.challenge, secondFactorClock.nextCode(step.secret))),
      ).toEqual(challengeExpired);
      const next = await codeStep(
        await challengeOf(user.username, temporaryPassword),
        secondFactorClock.nextCode(step.secret),
      );
      expect(next.statusCode, next.body).toBe(200);
    });

    it('cannot be turned off by the administrator, whose status says it is required', async () => {
      expect(await status(demo.as('admin'))).toEqual({
        status: 200,
        data: {
          enabled: true,
          enabledAt: expect.any(String),
          required: true,
          recoveryCodesLeft: 0,
        },
      });
      const refused = await changeSecondFactor(
        demo.as('admin'),
        'disable',
        secondFactorClock.nextCode(DEMO_ADMIN_TOTP_SECRET),
        DEMO_PASSWORD,
      );
      expect(refusal(refused)).toEqual({
        status: 403,
        message: SECOND_FACTOR_MESSAGES.requiredForRole,
      });
      const setup = await demo.as('admin').post('/api/auth/second_factor/setup');
      expect(refusal(setup)).toEqual({ status: 409, message: SECOND_FACTOR_MESSAGES.alreadyOn });
    });
  });

  describe('My Account', () => {
    let staff: Awaited<ReturnType<typeof staffWithSecondFactor>>;
    beforeAll(async () => {
      staff = await staffWithSecondFactor({ companies: ['KCG01'] });
    });

    it('sets it up with the password and a first code, and shows where it stands', async () => {
      const user = await buildUser(demo, { role: ROLE_CODES.staff });
      const caller = demo.as(user);
      expect(await status(caller)).toEqual({
        status: 200,
        data: { enabled: false, enabledAt: null, required: false, recoveryCodesLeft: 0 },
      });
      const early = await changeSecondFactor(caller, 'confirm', '123456', user.password);
      expect(refusal(early)).toEqual({ status: 409, message: SECOND_FACTOR_MESSAGES.setupFirst });
      const setup = (await caller.post('/api/auth/second_factor/setup')).json().data;
      expect(setup.otpauthUri).toContain(`secret=${setup.secret}`);
      // Until confirmed it is not on: the sign-in asks for nothing.
      expect((await status(caller)).data.enabled).toBe(false);
      expect(secondFactorStepOf(await passwordStep(user.username, user.password))).toBeNull();
      const wrongPassword = await changeSecondFactor(
        caller,
        'confirm',
        secondFactorClock.nextCode(setup.secret),
        'not my password',
      );
      expect(wrongPassword.json().errors).toEqual([
        { field: 'password', message: PASSWORD_RULE_MESSAGES.currentWrong },
      ]);
      const wrongCode = await changeSecondFactor(caller, 'confirm', '000000', user.password);
      expect(refusal(wrongCode)).toEqual(codeWrong);
      const confirmed = await changeSecondFactor(
        caller,
        'confirm',
        secondFactorClock.nextCode(setup.secret),
        user.password,
      );
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const codes = confirmed.json().data.recoveryCodes as string[];
      expect(new Set(codes).size).toBe(SECOND_FACTOR.recoveryCodes);
      for (const code of codes) expect(code).toMatch(RECOVERY_CODE);
      expect(await status(caller)).toEqual({
        status: 200,
        data: {
          enabled: true,
          enabledAt: expect.any(String),
          required: false,
          recoveryCodesLeft: SECOND_FACTOR.recoveryCodes,
        },
      });
      expect(await auditOf('SECOND_FACTOR_ENABLED', user.employee.employee_id)).toHaveLength(1);
      const again = await caller.post('/api/auth/second_factor/setup');
      expect(refusal(again)).toEqual({ status: 409, message: SECOND_FACTOR_MESSAGES.alreadyOn });
    });

    it('keeps one of several set-ups sent at once, and answers each', async () => {
      const user = await buildUser(demo, { role: ROLE_CODES.staff });
      const caller = demo.as(user);
      await caller.session();
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => caller.post('/api/auth/second_factor/setup')),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
      const row = await demo.database.kysely
        .selectFrom('second_factors')
        .selectAll()
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow();
      const kept = decryptSecret(keys.secondFactorSecret, user.id, row.secret_ciphertext);
      expect(answers.map((answer) => answer.json().data.secret)).toContain(kept);
      expect(row.enabled).toBe(false);
    });

    it('then signs in with a code', async () => {
      const challenge = await challengeOf(staff.user.username, staff.user.password);
      const signedIn = await codeStep(challenge, secondFactorClock.nextCode(staff.secret));
      expect(signedIn.statusCode, signedIn.body).toBe(200);
    });

    it('takes each recovery code once, however it is typed', async () => {
      const [first = '', second = ''] = staff.recoveryCodes;
      const typed = first.replaceAll('-', '').toLowerCase();
      const signedIn = await codeStep(
        await challengeOf(staff.user.username, staff.user.password),
        typed,
      );
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      const [audited] = await auditOf('SIGNED_IN', staff.user.employee.employee_id);
      expect(JSON.parse(audited?.details ?? '{}')).toMatchObject({ secondFactor: 'recovery-code' });
      const reused = await codeStep(
        await challengeOf(staff.user.username, staff.user.password),
        first,
      );
      expect(refusal(reused)).toEqual(recoveryCodeWrong);
      expect((await status(staff.caller)).data.recoveryCodesLeft).toBe(
        SECOND_FACTOR.recoveryCodes - 1,
      );
      // Spaced in fours, as read aloud.
      const spaced = second.replaceAll('-', ' ');
      expect(
        (await codeStep(await challengeOf(staff.user.username, staff.user.password), spaced))
          .statusCode,
      ).toBe(200);
    });

    it('renews the recovery codes for a code: the old ones stop working', async () => {
      const renewed = await staff.caller.post('/api/auth/second_factor/recovery_codes', {
        code: secondFactorClock.nextCode(staff.secret),
      });
      expect(renewed.statusCode, renewed.body).toBe(200);
      const fresh = renewed.json().data.recoveryCodes as string[];
      expect(fresh).toHaveLength(SECOND_FACTOR.recoveryCodes);
      expect(fresh.some((code) => staff.recoveryCodes.includes(code))).toBe(false);
      expect(await auditOf('RECOVERY_CODES_RENEWED', staff.user.employee.employee_id)).toHaveLength(
        1,
      );
      const old = staff.recoveryCodes.at(-1) ?? '';
      expect(
        refusal(await codeStep(await challengeOf(staff.user.username, staff.user.password), old)),
      ).toEqual(recoveryCodeWrong);
      const wrong = await staff.caller.post('/api/auth/second_factor/recovery_codes', {
        code: '000000',
      });
      expect(refusal(wrong)).toEqual(codeWrong);
      const withNew = await codeStep(
        await challengeOf(staff.user.username, staff.user.password),
        fresh[0] ?? '',
      );
      expect(withNew.statusCode, withNew.body).toBe(200);
      staff.recoveryCodes = fresh.slice(1);
    });

    it('keeps the secret only encrypted and the recovery codes only as hashes', async () => {
      const row = await demo.database.kysely
        .selectFrom('second_factors')
        .selectAll()
        .where('user_id', '=', staff.user.id)
        .executeTakeFirstOrThrow();
      expect(row.secret_ciphertext).not.toContain(staff.secret);
      expect(row.secret_ciphertext).not.toContain(Buffer.from(staff.secret).toString('base64url'));
      expect(decryptSecret(keys.secondFactorSecret, staff.user.id, row.secret_ciphertext)).toBe(
        staff.secret,
      );
      // Bound to its user: moved to another user's row it opens nothing.
      expect(
        decryptSecret(keys.secondFactorSecret, staff.user.id + 1, row.secret_ciphertext),
      ).toBeNull();
      const stored = await demo.database.kysely
        .selectFrom('recovery_codes')
        .selectAll()
        .where('user_id', '=', staff.user.id)
        .execute();
      expect(stored).toHaveLength(SECOND_FACTOR.recoveryCodes);
      const hashes = staff.recoveryCodes.map((code) =>
        createHash('sha256')
          .update(normaliseRecoveryCode(code) ?? '')
          .digest('hex'),
      );
      expect(stored.map((code) => code.code_hash)).toEqual(expect.arrayContaining(hashes));
      const everything = JSON.stringify([row, stored]);
      for (const code of staff.recoveryCodes) {
        expect(everything).not.toContain(normaliseRecoveryCode(code));
      }
      // The demo admin's published key is stored encrypted too.
      const demoRow = await demo.database.kysely
        .selectFrom('second_factors')
        .selectAll()
        .where('user_id', '=', await adminId())
        .executeTakeFirstOrThrow();
      expect(demoRow.secret_ciphertext).not.toContain(DEMO_ADMIN_TOTP_SECRET);
    });

    it('leaves auto sign-in links and shared links as they were', async () => {
      const link = await demo.as('admin').post('/api/auth/auto_in_link', {
        employeeID: staff.user.employee.employee_id,
        menu: 'sales-summary',
      });
      expect(link.statusCode, link.body).toBe(200);
      const token = new URL(link.json().data.url).searchParams.get('token');
      const autoIn = await demo.app.inject({
        method: 'POST',
        url: '/api/auth/auto_in',
        payload: { token },
      });
      expect(autoIn.statusCode, autoIn.body).toBe(200);
      expect(autoIn.json().data.userName).toBe(staff.user.username);

      const shared = await staff.caller.post('/api/portal/links/sales-summary', {
        company: 'KCG01',
      });
      expect(shared.statusCode, shared.body).toBe(200);
      const linkId = new URL(shared.json().data.url).pathname.split('/').pop() ?? '';
      const viaLink = await demo.app.inject({
        method: 'GET',
        url: '/api/portal/links/current',
        headers: { [SHARED_LINK_HEADER]: linkId },
      });
      expect(viaLink.statusCode, viaLink.body).toBe(200);
    });

    it('turns it off with the password and a code; the sign-in then asks for nothing', async () => {
      const { user, caller, secret } = await staffWithSecondFactor();
      const wrong = await changeSecondFactor(
        caller,
        'disable',
        secondFactorClock.nextCode(secret),
        'not my password',
      );
      expect(wrong.json().errors).toEqual([
        { field: 'password', message: PASSWORD_RULE_MESSAGES.currentWrong },
      ]);
      const wrongRecoveryCode = await changeSecondFactor(
        caller,
        'disable',
        'ABCD-EFGH-JKMN-PQRS-TVWX-YZ01',
        user.password,
      );
      expect(refusal(wrongRecoveryCode)).toEqual(recoveryCodeWrong);
      const off = await changeSecondFactor(
        caller,
        'disable',
        secondFactorClock.nextCode(secret),
        user.password,
      );
      expect(off.json()).toEqual({ status: 200, data: { disabled: true } });
      expect(await auditOf('SECOND_FACTOR_DISABLED', user.employee.employee_id)).toHaveLength(1);
      expect((await status(caller)).data).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
      expect(secondFactorStepOf(await passwordStep(user.username, user.password))).toBeNull();
      const again = await changeSecondFactor(caller, 'disable', '123456', user.password);
      expect(refusal(again)).toEqual({ status: 409, message: SECOND_FACTOR_MESSAGES.notOn });
      const renew = await caller.post('/api/auth/second_factor/recovery_codes', { code: '123456' });
      expect(refusal(renew)).toEqual({ status: 409, message: SECOND_FACTOR_MESSAGES.notOn });
    });
  });

  describe("an administrator's reset", () => {
    let target: BuiltUser;
    let targetSession: SignedIn;
    beforeAll(async () => {
      target = await buildUser(demo, { role: ROLE_CODES.administrator, allCompanies: true });
      // Its first sign-in sets up the second factor its role requires (test/sign-in.ts).
      targetSession = await signIn(demo.app, target.username, target.password);
    });

    it('is refused without the permission to manage users', async () => {
      const refused = await demo.as('manager').post(`/api/user/resetsecondfactor/${target.id}`);
      expect(refused.statusCode).toBe(403);
      expect(
        (await demo.as('admin').get(`/api/user/${target.id}`)).json().data.hasSecondFactor,
      ).toBe(true);
      const unknown = await demo.as('admin').post('/api/user/resetsecondfactor/999999');
      expect(unknown.statusCode).toBe(404);
    });

    it("removes the factor, ends the user's sessions, is audited, and the next sign-in sets one up", async () => {
      const reset = await demo.as('admin').post(`/api/user/resetsecondfactor/${target.id}`);
      expect(reset.json()).toEqual({ status: 200, data: { reset: true } });
      const [audited] = await auditOf('SECOND_FACTOR_RESET', target.username);
      expect(audited?.actor_user_id).toBe(await adminId());
      expect(JSON.parse(audited?.details ?? '{}')).toEqual({ hadSecondFactor: true });
      expect((await callerWith(demo.app, targetSession).post('/api/menu', {})).statusCode).toBe(
        401,
      );
      expect(
        (await demo.as('admin').get(`/api/user/${target.id}`)).json().data.hasSecondFactor,
      ).toBe(false);
      const rows = await demo.database.kysely
        .selectFrom('recovery_codes')
        .select('code_hash')
        .where('user_id', '=', target.id)
        .execute();
      expect(rows).toEqual([]);
      const next = await passwordStep(target.username, target.password);
      expect(secondFactorStepOf(next)?.step).toBe('enrol');
    });
  });
});
