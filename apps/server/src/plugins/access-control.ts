/**
 * Identity and permission on every API request, from the verified access token only (or a
 * shared link's id where a route takes one), as the authorization matrix says; a route that
 * asks for it also checks its CSRF token (auth/csrf.ts). Handlers read the caller with
 * `callerOf(request)`.
 */
import { SESSION_MESSAGES, SHARED_LINK_HEADER } from '@outlet-pulse/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PUBLIC_PREFIXES, type RouteAccess, routeKey } from '../core/access';
import { callerOf } from '../core/caller';
import { forbidden, notFound, unauthenticated } from '../core/errors';
import type { WarmCallers } from '../modules/answer-warming/warm-callers';
import type { SessionService } from '../modules/auth/sessions.service';
import type { SharedLinksService } from '../modules/shared-links';
import type { OperatorGuard } from './operator-guard';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with who may call it, as the routes declare it (the matrix test). */
    authorizationMatrix: ReadonlyMap<string, RouteAccess>;
  }
}

export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

export const accessControlPlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      sessions: SessionService;
      sharedLinks: SharedLinksService;
      /** The callers answer warming asks as, by the token of their request in flight. */
      warmCallers?: WarmCallers | undefined;
      /** Judges the operator's routes (metrics); they answer 404 without one (off). */
      operatorGuard?: OperatorGuard | undefined;
    },
  ) => {
    app.decorateRequest('auth', null);

    const matrix = new Map<string, RouteAccess>();
    app.decorate('authorizationMatrix', matrix);
    app.addHook('onRoute', (route) => {
      if (
        !route.url.startsWith('/api') ||
        PUBLIC_PREFIXES.some((prefix) => route.url.startsWith(prefix))
      )
        return;
      const access = route.config?.access;
      for (const method of [route.method].flat()) {
        if (!access) {
          throw new Error(
            `${routeKey(method, route.url)} says nobody who may call it: give it config.access (core/access.ts)`,
          );
        }
        matrix.set(routeKey(method, route.url), access);
      }
      // After the caller is known (onRequest): the CSRF token must be its session's.
      if (access?.kind === 'signed-in' && access.csrf) {
        const csrf = app.csrfGuard((request) => callerOf(request).sessionId);
        route.preHandler = [csrf, ...[route.preHandler ?? []].flat()];
      }
    });

    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config?.access;
      if (access?.kind === 'operator') {
        if (!options.operatorGuard) {
          throw notFound(`Not found: ${request.method} ${request.url.split('?')[0]}`);
        }
        options.operatorGuard.check(request);
        return;
      }
      if (!access || access.kind === 'public' || access.kind === 'refresh-cookie') return;
      const token = bearerToken(request.headers.authorization);
      const sharedLink = request.headers[SHARED_LINK_HEADER];
      if (
        !token &&
        access.kind === 'signed-in' &&
        access.sharedLink &&
        typeof sharedLink === 'string'
      ) {
        const holder = await options.sharedLinks.authenticate(sharedLink);
        if (!holder) throw unauthenticated(SESSION_MESSAGES.linkInvalid);
        request.auth = holder;
        return;
      }
      if (!token) throw unauthenticated(SESSION_MESSAGES.signInRequired);
      const auth =
        options.warmCallers?.callerFor(token) ?? (await options.sessions.authenticate(token));
      if (!auth) throw unauthenticated(SESSION_MESSAGES.expired);
      const allowWithDefault =
        access.kind === 'signed-in' && access.allowWithDefaultPassword === true;
      if (auth.mustChangePassword && !allowWithDefault) {
        throw forbidden(SESSION_MESSAGES.defaultPasswordMustChange);
      }
      if (access.kind === 'permission' && !auth.permissions.has(access.permission)) {
        throw forbidden();
      }
      request.auth = auth;
    });
  },
);
