/**
 * Sign-in and session calls of spec 001 §7 (Session), plus logout, unlock and the code step of a
 * sign-in with a second factor (My Account's are second-factor.routes.ts, auto sign-in links
 * auto-sign-in.routes.ts).
 */
import {
  bankAccountResponseSchema,
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  checkDefaultPasswordQuerySchema,
  checkDefaultPasswordResponseSchema,
  loginRequestSchema,
  logoutResponseSchema,
  refreshResponseSchema,
  SESSION_COOKIES,
  secondFactorSignInRequestSchema,
  secondFactorSignInResponseSchema,
  signInResponseSchema,
  unlockRequestSchema,
  unlockResponseSchema,
} from '@outlet-pulse/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC, REFRESH_COOKIE, SIGNED_IN, signedIn } from '../../core/access';
import { callerOf } from '../../core/caller';
import { taggedRoutes } from '../../core/route-options';
import { ok } from '../../lib/envelope';
import type { AccountService } from './account.service';
import { presentSession } from './auth.presenter';
import { KNOWN_DEVICE_COOKIE } from './known-device';
import {
  clearingCookiesWhenExpired,
  clearSessionCookies,
  setSessionCookies,
  setSignInCookies,
} from './session-cookies';
import type { RefreshingSession, SessionService } from './sessions.service';

export interface AuthRoutesOptions {
  sessions: SessionService;
  account: AccountService;
  cookieSecure: boolean;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { sessions, account, cookieSecure },
) => {
  /** The session each refresh call is for, found before its CSRF token is checked. */
  const refreshing = new WeakMap<FastifyRequest, RefreshingSession>();
  const sessionRoute = taggedRoutes(['session']);

  app.post(
    '/auth',
    sessionRoute(PUBLIC, {
      summary:
        'Sign in; with a second factor (on, or required by the role) answers its challenge instead of a session',
      body: loginRequestSchema,
      response: { 200: signInResponseSchema },
    }),
    async (request, reply) => {
      const signedIn = await sessions.signIn(
        request.body,
        request.ip,
        request.cookies[KNOWN_DEVICE_COOKIE],
      );
      if ('secondFactor' in signedIn) return ok({ secondFactor: signedIn.secondFactor });
      setSignInCookies(reply, signedIn.session, cookieSecure);
      return ok(presentSession(signedIn.session.account));
    },
  );

  app.post(
    '/auth/second_factor/sign_in',
    sessionRoute(PUBLIC, {
      summary:
        'The code step of a sign-in: the challenge with a code (or a recovery code, or a new secret’s first code)',
      body: secondFactorSignInRequestSchema,
      response: { 200: secondFactorSignInResponseSchema },
    }),
    async (request, reply) => {
      const session = await sessions.completeSecondFactor(request.body, request.ip);
      setSignInCookies(reply, session, cookieSecure);
      const { recoveryCodes } = session;
      return ok({
        ...presentSession(session.account),
        ...(recoveryCodes ? { recoveryCodes } : {}),
      });
    },
  );

  app.post(
    '/refresh_token',
    {
      ...sessionRoute(REFRESH_COOKIE, {
        summary: 'Rotate the refresh cookie; answers the session with a new access token',
        response: { 200: refreshResponseSchema },
      }),
      // The session first (401 without one), then its CSRF token (403), then the rotation.
      preHandler: [
        async (request, reply) => {
          const session = await clearingCookiesWhenExpired(reply, () =>
            sessions.refreshing(request.cookies[SESSION_COOKIES.refresh]),
          );
          refreshing.set(request, session);
        },
        app.csrfGuard((request) => refreshing.get(request)?.session.id ?? ''),
      ],
    },
    async (request, reply) => {
      const issued = await clearingCookiesWhenExpired(reply, async () => {
        const session = refreshing.get(request);
        if (!session) throw new Error('refresh_token ran without its session');
        return sessions.refresh(session);
      });
      setSessionCookies(reply, issued, cookieSecure);
      return ok(presentSession(issued.account));
    },
  );

  app.post(
    '/auth/logout',
    sessionRoute(signedIn({ allowWithDefaultPassword: true, csrf: true }), {
      summary: 'End the session on the server',
      response: { 200: logoutResponseSchema },
    }),
    async (request, reply) => {
      await sessions.logout(callerOf(request), request.ip);
      clearSessionCookies(reply);
      return ok({ loggedOut: true as const });
    },
  );

  app.post(
    '/auth/change_password',
    sessionRoute(signedIn({ allowWithDefaultPassword: true }), {
      summary: 'Change the caller’s password; ends all the caller’s sessions',
      body: changePasswordRequestSchema,
      response: { 200: changePasswordResponseSchema },
    }),
    async (request, reply) => {
      await account.changePassword(callerOf(request), request.body, request.ip);
      clearSessionCookies(reply);
      return ok({ changed: true as const });
    },
  );

  app.get(
    '/auth/check_default_password',
    sessionRoute(signedIn({ allowWithDefaultPassword: true }), {
      summary: 'Whether the caller’s password is a default that must be changed',
      querystring: checkDefaultPasswordQuerySchema,
      response: { 200: checkDefaultPasswordResponseSchema },
    }),
    async (request) =>
      ok({
        isDefault: account.isDefaultPassword(callerOf(request), request.query.employeeID),
      }),
  );

  app.post(
    '/auth/unlock',
    sessionRoute(SIGNED_IN, {
      summary: 'Check the caller’s password to leave the lock screen',
      body: unlockRequestSchema,
      response: { 200: unlockResponseSchema },
    }),
    async (request) => {
      await account.unlock(callerOf(request), request.body.password, request.ip);
      return ok({ unlocked: true as const });
    },
  );

  app.get(
    '/auth/bank_account',
    sessionRoute(SIGNED_IN, {
      summary: 'The caller’s own bank account number in full (every other answer masks it)',
      response: { 200: bankAccountResponseSchema },
    }),
    async (request) => ok(await account.revealBankAccount(callerOf(request), request.ip)),
  );
};
