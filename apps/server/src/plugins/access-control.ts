/**
 * Identity and permission on every API request, from the verified access token only, as the
 * authorization matrix says. Handlers read the caller with `callerOf(request)`.
 */
import { SESSION_COOKIES, SESSION_MESSAGES, VIEW_LINK_HEADER } from '@outlet-pulse/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PUBLIC_PREFIXES, type RouteAccess, routeKey } from '../core/access';
import { csrfHeader } from '../core/caller';
import { forbidden, notFound, unauthenticated } from '../core/errors';
import type { WarmCallers } from '../modules/answer-warming/warm-callers';
import type { AuthService } from '../modules/auth/auth.service';
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
      authService: AuthService;
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
      const viewLink = request.headers[VIEW_LINK_HEADER];
      if (
        !token &&
        access.kind === 'signed-in' &&
        access.viewLink &&
        typeof viewLink === 'string'
      ) {
        const viewer = await options.authService.authenticateViewLink(viewLink);
        if (!viewer) throw unauthenticated(SESSION_MESSAGES.linkInvalid);
        request.auth = viewer;
        return;
      }
      if (!token) throw unauthenticated(SESSION_MESSAGES.signInRequired);
      const auth =
        options.warmCallers?.callerFor(token) ?? (await options.authService.authenticate(token));
      if (!auth) throw unauthenticated(SESSION_MESSAGES.expired);
      const allowWithDefault =
        access.kind === 'signed-in' && access.allowWithDefaultPassword === true;
      if (auth.mustChangePassword && !allowWithDefault) {
        throw forbidden(SESSION_MESSAGES.defaultPasswordMustChange);
      }
      if (access.kind === 'permission' && !auth.permissions.has(access.permission)) {
        throw forbidden();
      }
      if (access.kind === 'signed-in' && access.csrf) {
        if (
          !options.authService.isValidCsrf(
            auth,
            request.cookies[SESSION_COOKIES.csrf],
            csrfHeader(request),
          )
        ) {
          throw forbidden(
            'The request is missing its anti-forgery token. Reload the page and try again.',
          );
        }
      }
      request.auth = auth;
    });
  },
);
