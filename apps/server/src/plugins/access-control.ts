/**
 * Identity and permission on every API request, from the verified access token only, as the
 * authorization matrix says. Handlers read the caller with `callerOf(request)`.
 */
import { SESSION_COOKIES, SESSION_MESSAGES, VIEW_LINK_HEADER } from '@outlet-pulse/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  PUBLIC_PREFIXES,
  ROUTE_ACCESS,
  type RouteAccess,
  routeKey,
} from '../modules/access/route-access';
import type { AuthContext, AuthService } from '../modules/auth/auth.service';
import { HttpProblem } from './error-handler';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

export function callerOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new HttpProblem(401, SESSION_MESSAGES.signInRequired);
  return request.auth;
}

function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

export function csrfHeader(request: FastifyRequest): string | undefined {
  const value = request.headers[SESSION_COOKIES.csrfHeader];
  return Array.isArray(value) ? value[0] : value;
}

export const accessControlPlugin = fp(
  async (app: FastifyInstance, options: { authService: AuthService }) => {
    app.decorateRequest('auth', null);

    app.addHook('onRoute', (route) => {
      if (
        !route.url.startsWith('/api') ||
        PUBLIC_PREFIXES.some((prefix) => route.url.startsWith(prefix))
      )
        return;
      for (const method of [route.method].flat()) {
        const access = ROUTE_ACCESS[routeKey(method, route.url)];
        if (!access) {
          throw new Error(
            `${routeKey(method, route.url)} is missing from the authorization matrix (modules/access/route-access.ts)`,
          );
        }
        route.config = { ...route.config, access };
      }
    });

    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config?.access;
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
        if (!viewer) throw new HttpProblem(401, SESSION_MESSAGES.linkInvalid);
        request.auth = viewer;
        return;
      }
      if (!token) throw new HttpProblem(401, SESSION_MESSAGES.signInRequired);
      const auth = await options.authService.authenticate(token);
      if (!auth) throw new HttpProblem(401, SESSION_MESSAGES.expired);
      const allowWithDefault =
        access.kind === 'signed-in' && access.allowWithDefaultPassword === true;
      if (auth.mustChangePassword && !allowWithDefault) {
        throw new HttpProblem(403, SESSION_MESSAGES.defaultPasswordMustChange);
      }
      if (access.kind === 'permission' && !auth.permissions.has(access.permission)) {
        throw new HttpProblem(403, SESSION_MESSAGES.forbidden);
      }
      if (access.kind === 'signed-in' && access.csrf) {
        if (
          !options.authService.isValidCsrf(
            auth,
            request.cookies[SESSION_COOKIES.csrf],
            csrfHeader(request),
          )
        ) {
          throw new HttpProblem(
            403,
            'The request is missing its anti-forgery token. Reload the page and try again.',
          );
        }
      }
      request.auth = auth;
    });
  },
);
