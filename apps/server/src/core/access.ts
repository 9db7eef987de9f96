/**
 * Who may call a route, written on the route itself (`config: { access }`). The access plugin
 * enforces it on every request, refuses to start when an /api route has none, and keeps the
 * list of every route with its access for the authorization-matrix test.
 */
import type { Permission } from './permissions';

export type RouteAccess =
  /** Anyone, signed in or not. */
  | { kind: 'public' }
  /** Relies on the refresh cookie and its CSRF token instead of an access token. */
  | { kind: 'refresh-cookie' }
  | {
      kind: 'signed-in';
      /** Still callable while the password is a default one that must be changed. */
      allowWithDefaultPassword?: boolean;
      /** Also needs the double-submit CSRF token (calls that end what the cookie keeps). */
      csrf?: boolean;
      /** Also answers a shared link (SHARED_LINK_HEADER) in place of a session. */
      sharedLink?: boolean;
    }
  | { kind: 'permission'; permission: Permission }
  /**
   * The operator's tools outside /api (GET /metrics): no session, but the token or the address
   * list of the settings (METRICS_TOKEN, METRICS_ALLOW); without either the route is off (404).
   */
  | { kind: 'operator' };

export const PUBLIC: RouteAccess = { kind: 'public' };
export const REFRESH_COOKIE: RouteAccess = { kind: 'refresh-cookie' };
export const OPERATOR: RouteAccess = { kind: 'operator' };
/** Any signed-in user; what each may see is the services' business (entitlements). */
export const SIGNED_IN: RouteAccess = { kind: 'signed-in' };

export function signedIn(
  options: Omit<Extract<RouteAccess, { kind: 'signed-in' }>, 'kind'>,
): RouteAccess {
  return { kind: 'signed-in', ...options };
}

/** Users whose role holds the permission. */
export function needs(permission: Permission): RouteAccess {
  return { kind: 'permission', permission };
}

/** Routes under these prefixes are documentation, public by nature. */
export const PUBLIC_PREFIXES = ['/api/docs'] as const;

export function routeKey(method: string, url: string): string {
  return `${method === 'HEAD' ? 'GET' : method} ${url}`;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}
