/**
 * The cookies of a session: the httpOnly refresh cookie (sent to /api only) and the readable
 * CSRF cookie the web app repeats in its header (csrf.ts), both SameSite strict and kept for a
 * remembered session's life; and, after a sign-in, the known device's.
 */
import { SESSION_COOKIES } from '@outlet-pulse/contracts';
import type { FastifyReply } from 'fastify';
import { DomainError } from '../../core/errors';
import { KNOWN_DEVICE_COOKIE, KNOWN_DEVICE_SECONDS } from './known-device';
import type { IssuedSession, SignedInSession } from './sessions.service';

export function setSessionCookies(reply: FastifyReply, issued: IssuedSession, secure: boolean) {
  const maxAge =
    issued.persistentForMs === null
      ? undefined
      : Math.max(1, Math.floor(issued.persistentForMs / 1000));
  const common = { sameSite: 'strict', secure, maxAge } as const;
  reply.setCookie(SESSION_COOKIES.refresh, issued.refreshToken, {
    ...common,
    httpOnly: true,
    path: '/api',
  });
  reply.setCookie(SESSION_COOKIES.csrf, reply.csrfTokenOf(issued.sessionId), {
    ...common,
    httpOnly: false,
    path: '/',
  });
}

/** A completed sign-in's cookies: the session's, and the known device's. */
export function setSignInCookies(reply: FastifyReply, session: SignedInSession, secure: boolean) {
  setSessionCookies(reply, session, secure);
  // Sent to the sign-in calls only, and kept after logout: it marks the device, not a session.
  reply.setCookie(KNOWN_DEVICE_COOKIE, session.knownDevice, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: '/api/auth',
    maxAge: KNOWN_DEVICE_SECONDS,
  });
}

export function clearSessionCookies(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIES.refresh, { path: '/api' });
  reply.clearCookie(SESSION_COOKIES.csrf, { path: '/' });
}

/** Runs `work`; when it finds the session gone (401), the browser forgets its cookies too. */
export async function clearingCookiesWhenExpired<Answer>(
  reply: FastifyReply,
  work: () => Promise<Answer>,
): Promise<Answer> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'unauthenticated')
      clearSessionCookies(reply);
    throw error;
  }
}
