/**
 * Who is calling: the caller behind a verified access token (or a shared link), as the access
 * plugin puts it on the request. Routes hand it to services with `callerOf(request)`.
 */
import { SESSION_COOKIES, SESSION_MESSAGES } from '@outlet-pulse/contracts';
import type { FastifyRequest } from 'fastify';
import { unauthenticated } from './errors';

/** What a shared link shows: one company (or TOTAL, or All: the all-brand view) and one year. */
export interface SharedLinkScope {
  company: string;
  year: number;
}

export interface AuthContext {
  userId: number;
  employeeId: string;
  roleCode: string;
  permissions: ReadonlySet<string>;
  sessionId: string;
  mustChangePassword: boolean;
  /** Companies the user may see; `all` follows new companies without a grant. */
  companies: 'all' | readonly string[];
  /** Outlets the user is limited to inside those companies; `all` = every outlet of them. */
  outlets: 'all' | readonly string[];
  /** The company of the user's company structure (a brand code, or KCG for the holding). */
  structureCompany: string;
  /** Set when the caller holds a shared link: the company and year it shows, nothing else. */
  sharedLinkScope?: SharedLinkScope;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export function callerOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated(SESSION_MESSAGES.signInRequired);
  return request.auth;
}

/** The double-submit CSRF token a call sends in its header. */
export function csrfHeader(request: FastifyRequest): string | undefined {
  const value = request.headers[SESSION_COOKIES.csrfHeader];
  return Array.isArray(value) ? value[0] : value;
}
