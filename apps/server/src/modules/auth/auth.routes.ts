/**
 * Sign-in and session calls of spec 001 §7 (Session), plus logout, unlock, auto sign-in and the
 * code step of a sign-in with a second factor (My Account's are second-factor.routes.ts).
 */
import {
  autoInLinkRequestSchema,
  autoInLinkResponseSchema,
  autoInRequestSchema,
  bankAccountResponseSchema,
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  checkDefaultPasswordQuerySchema,
  checkDefaultPasswordResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutResponseSchema,
  refreshResponseSchema,
  SESSION_COOKIES,
  secondFactorSignInRequestSchema,
  secondFactorSignInResponseSchema,
  signInResponseSchema,
  unlockRequestSchema,
  unlockResponseSchema,
} from '@outlet-pulse/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { needs, PUBLIC, REFRESH_COOKIE, SIGNED_IN, signedIn } from '../../core/access';
import { callerOf, csrfHeader } from '../../core/caller';
import { DomainError } from '../../core/errors';
import { PERMISSIONS } from '../../core/permissions';
import { taggedRoutes } from '../../core/route-options';
import { ok } from '../../lib/envelope';
import { presentSession } from './auth.presenter';
import type { AuthService, IssuedSession, SignedInSession } from './auth.service';
import { KNOWN_DEVICE_COOKIE, KNOWN_DEVICE_SECONDS } from './known-device';

export interface AuthRoutesOptions {
  authService: AuthService;
  cookieSecure: boolean;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { authService, cookieSecure },
) => {
  const setSessionCookies = (reply: FastifyReply, issued: IssuedSession) => {
    const maxAge =
      issued.persistentForMs === null
        ? undefined
        : Math.max(1, Math.floor(issued.persistentForMs / 1000));
    const common = { sameSite: 'strict', secure: cookieSecure, maxAge } as const;
    reply.setCookie(SESSION_COOKIES.refresh, issued.refreshToken, {
      ...common,
      httpOnly: true,
      path: '/api',
    });
    reply.setCookie(SESSION_COOKIES.csrf, issued.csrfToken, {
      ...common,
      httpOnly: false,
      path: '/',
    });
  };
  /** A completed sign-in's cookies: the session's, and the known device's. */
  const setSignInCookies = (reply: FastifyReply, session: SignedInSession) => {
    setSessionCookies(reply, session);
    // Sent to the sign-in calls only, and kept after logout: it marks the device, not a session.
    reply.setCookie(KNOWN_DEVICE_COOKIE, session.knownDevice, {
      httpOnly: true,
      sameSite: 'strict',
      secure: cookieSecure,
      path: '/api/auth',
      maxAge: KNOWN_DEVICE_SECONDS,
    });
  };
  const clearSessionCookies = (reply: FastifyReply) => {
    reply.clearCookie(SESSION_COOKIES.refresh, { path: '/api' });
    reply.clearCookie(SESSION_COOKIES.csrf, { path: '/' });
  };
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
      const signedIn = await authService.signIn(
        request.body,
        request.ip,
        request.cookies[KNOWN_DEVICE_COOKIE],
      );
      if ('secondFactor' in signedIn) return ok({ secondFactor: signedIn.secondFactor });
      setSignInCookies(reply, signedIn.session);
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
      const session = await authService.completeSecondFactor(request.body, request.ip);
      setSignInCookies(reply, session);
      const { recoveryCodes } = session;
      return ok({
        ...presentSession(session.account),
        ...(recoveryCodes ? { recoveryCodes } : {}),
      });
    },
  );

  app.post(
    '/refresh_token',
    sessionRoute(REFRESH_COOKIE, {
      summary: 'Rotate the refresh cookie; answers the session with a new access token',
      response: { 200: refreshResponseSchema },
    }),
    async (request, reply) => {
      try {
        const issued = await authService.refresh({
          refreshToken: request.cookies[SESSION_COOKIES.refresh],
          csrfCookie: request.cookies[SESSION_COOKIES.csrf],
          csrfHeader: csrfHeader(request),
        });
        setSessionCookies(reply, issued);
        return ok(presentSession(issued.account));
      } catch (error) {
        if (error instanceof DomainError && error.kind === 'unauthenticated')
          clearSessionCookies(reply);
        throw error;
      }
    },
  );

  app.post(
    '/auth/logout',
    sessionRoute(signedIn({ allowWithDefaultPassword: true, csrf: true }), {
      summary: 'End the session on the server',
      response: { 200: logoutResponseSchema },
    }),
    async (request, reply) => {
      await authService.logout(callerOf(request), request.ip);
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
      await authService.changePassword(callerOf(request), request.body, request.ip);
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
        isDefault: authService.isDefaultPassword(callerOf(request), request.query.employeeID),
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
      await authService.unlock(callerOf(request), request.body.password, request.ip);
      return ok({ unlocked: true as const });
    },
  );

  app.get(
    '/auth/bank_account',
    sessionRoute(SIGNED_IN, {
      summary: 'The caller’s own bank account number in full (every other answer masks it)',
      response: { 200: bankAccountResponseSchema },
    }),
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await authService.revealBankAccount(callerOf(request), request.ip));
    },
  );

  app.post(
    '/auth/auto_in',
    sessionRoute(PUBLIC, {
      summary: 'Sign in with a signed, single-use link token',
      body: autoInRequestSchema,
      response: { 200: loginResponseSchema },
    }),
    async (request, reply) => {
      const issued = await authService.autoIn(request.body.token, request.ip);
      setSessionCookies(reply, issued);
      return ok(presentSession(issued.account));
    },
  );

  app.post(
    '/auth/auto_in_link',
    sessionRoute(needs(PERMISSIONS.issueAutoInLinks), {
      summary: 'Issue a 10-minute single-use auto sign-in link (administrators)',
      body: autoInLinkRequestSchema,
      response: { 200: autoInLinkResponseSchema },
    }),
    async (request) =>
      ok(await authService.issueAutoInLink(request.body, callerOf(request).userId)),
  );
};
