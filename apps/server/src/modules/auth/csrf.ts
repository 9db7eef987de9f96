/**
 * The anti-forgery (CSRF) token of the calls that rely on the session cookie instead of an
 * access token (refresh, logout), through @fastify/csrf-protection.
 *
 * The plugin makes tokens from a secret it keeps in a session (its `@fastify/session` mode)
 * and checks that a call's token was made from that secret. Our sessions are rows of the
 * database, not @fastify/session's: the secret is derived from the session's id with the CSRF
 * key, so every server knows it and nothing is stored, and `request.session` hands the plugin
 * the secret of the session a call speaks for. A token is therefore worthless in another
 * session. It reaches the browser in the readable op_csrf cookie (the web app reads it there);
 * a call sends it back in the x-csrf-token header and passes when the header repeats the
 * cookie (double submit) and the token was made for its session. Cookie and header names are
 * the contracts' SESSION_COOKIES, as before the plugin.
 */
import { createHmac } from 'node:crypto';
import csrfProtection from '@fastify/csrf-protection';
import { SESSION_COOKIES } from '@outlet-pulse/contracts';
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { csrfHeader } from '../../core/caller';

declare module 'fastify' {
  interface FastifyRequest {
    /** The plugin's session: the CSRF secret of the portal session the call speaks for. */
    session: { csrfSecret?: string } | null;
  }
  interface FastifyReply {
    /** A new CSRF token of the session, for the op_csrf cookie. */
    csrfTokenOf(sessionId: string): string;
  }
  interface FastifyInstance {
    /** Refuses (403) a call whose CSRF token was not made for the session `sessionOf` names. */
    csrfGuard(sessionOf: (request: FastifyRequest) => string): preHandlerHookHandler;
  }
}

/** The token a call sends, when its header repeats its cookie. */
function doubleSubmitted(request: FastifyRequest): string | undefined {
  const header = csrfHeader(request);
  return header !== undefined && header === request.cookies[SESSION_COOKIES.csrf]
    ? header
    : undefined;
}

export const csrfPlugin = fp(
  async (app: FastifyInstance, { key }: { key: Uint8Array }) => {
    const speakFor = (request: FastifyRequest, sessionId: string) => {
      const csrfSecret = createHmac('sha256', key).update(sessionId).digest('base64url');
      request.session = { csrfSecret };
    };
    app.decorateRequest('session', null);
    await app.register(csrfProtection, {
      sessionPlugin: '@fastify/session',
      sessionKey: 'csrfSecret',
      getToken: doubleSubmitted,
      // A refusal is an answer (403), not a fault of the server.
      logLevel: 'info',
    });
    app.decorateReply('csrfTokenOf', function csrfTokenOf(sessionId: string) {
      speakFor(this.request, sessionId);
      return this.generateCsrf();
    });
    app.decorate('csrfGuard', (sessionOf: (request: FastifyRequest) => string) => {
      const guard: preHandlerHookHandler = (request, reply, done) => {
        speakFor(request, sessionOf(request));
        app.csrfProtection(request, reply, done);
      };
      return guard;
    });
  },
  { name: 'csrf', dependencies: ['@fastify/cookie'] },
);
