/**
 * The signed-in session. It lives only in the query cache: the access token never reaches
 * storage, and a reloaded page restores the session from the httpOnly refresh cookie. Queries
 * that belong to a signed-in user are keyed under SIGNED_IN_KEY, so ending the session drops
 * every one of them.
 */
import {
  refreshResponseSchema,
  SESSION_COOKIES,
  SESSION_MESSAGES,
  type Session,
  type StartPage,
  TODAY_ROUTE,
} from '@outlet-pulse/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type EarlyAnswer, REFRESH_LOCK, takeEarlyRefresh } from '../early-session';
import { ApiError, apiRequest, readEnvelope } from './api-client';
import { toast } from './notices';
import { queryClient } from './query-client';

/** First element of the key of every query that belongs to the signed-in user. */
export const SIGNED_IN_KEY = 'signed-in';

/** The company structure of the IT department, whose staff land on the IT dashboard (§6). */
const IT_STRUCTURE_ID = 'D05';

const sessionQueryKey = ['session'] as const;

const expiryListeners = new Set<() => void>();
/** Several calls can find the session gone at once; the user hears about it once. */
let expiryAnnounced = false;

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const entry = document.cookie.split('; ').find((cookie) => cookie.startsWith(prefix));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
}

/** The double-submit anti-forgery header for calls that rely on the session cookie. */
export function csrfHeaders(): Record<string, string> {
  const token = readCookie(SESSION_COOKIES.csrf);
  return token === undefined ? {} : { [SESSION_COOKIES.csrfHeader]: token };
}

/**
 * Tabs share the refresh cookie, and the server ends a session whose refresh token comes back
 * a second time. Refreshing one tab at a time lets each tab send the cookie the previous one
 * just received. Web Locks exist only in secure contexts; elsewhere tabs refresh unguarded.
 */
function oneTabAtATime<T>(work: () => Promise<T>): Promise<T> {
  return typeof navigator !== 'undefined' && navigator.locks
    ? navigator.locks.request(REFRESH_LOCK, work)
    : work();
}

/** The session the refresh answered; null when the server has no live session for it. */
async function sessionOf(refresh: () => Promise<Session>): Promise<Session | null> {
  try {
    return await refresh();
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}

/** Trades the refresh cookie for a fresh session; null when there is no live session. */
function refreshNow(): Promise<Session | null> {
  return oneTabAtATime(async () => {
    const headers = csrfHeaders();
    if (Object.keys(headers).length === 0) return null;
    return sessionOf(() =>
      apiRequest('refresh_token', refreshResponseSchema, { method: 'POST', headers }),
    );
  });
}

/**
 * The first restore takes the refresh that early-session.ts sent before the app's code had
 * loaded; when that call could not reach the server, and for every later one, it asks itself.
 */
async function fetchRefreshedSession(): Promise<Session | null> {
  const early = takeEarlyRefresh();
  const answer: EarlyAnswer | null | undefined = early ? await early : undefined;
  if (answer === undefined) return refreshNow();
  if (answer === null) return null;
  return sessionOf(async () => readEnvelope(answer.status, answer.body, refreshResponseSchema));
}

const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: fetchRefreshedSession,
    staleTime: 'static',
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** The signed-in user, or null when nobody is signed in (or the session just ended). */
export function useSession(): Session | null {
  return useQuery(sessionQueryOptions()).data ?? null;
}

export function currentSession(): Session | null | undefined {
  return queryClient.getQueryData(sessionQueryKey);
}

/** Restores the session once per page load; later calls answer from the cache. */
export async function restoreSession(): Promise<Session | null> {
  try {
    return await queryClient.query(sessionQueryOptions());
  } catch {
    return null;
  }
}

/** A fresh access token; null when the server has ended the session. Concurrent calls share one request. */
export function refreshSession(): Promise<Session | null> {
  return queryClient.query({ ...sessionQueryOptions(), staleTime: 0 });
}

export function startSession(session: Session): void {
  expiryAnnounced = false;
  queryClient.removeQueries({ queryKey: [SIGNED_IN_KEY] });
  queryClient.setQueryData(sessionQueryKey, session);
}

export function endSession(): void {
  queryClient.setQueryData(sessionQueryKey, null);
  queryClient.removeQueries({ queryKey: [SIGNED_IN_KEY] });
}

/** The server refused a call until the default password is changed (§4). */
export function requirePasswordChange(): void {
  queryClient.setQueryData<Session | null>(sessionQueryKey, (session) =>
    session ? { ...session, mustChangePassword: true } : session,
  );
}

/** Registers what happens after a session expires (the router sends the user to sign in). */
export function onSessionExpired(listener: () => void): () => void {
  expiryListeners.add(listener);
  return () => expiryListeners.delete(listener);
}

/** Says 'Session Expired!' once, ends the session and tells the listeners. */
export function expireSession(): void {
  if (expiryAnnounced) return;
  expiryAnnounced = true;
  toast('error', SESSION_MESSAGES.expired, undefined, { service: true });
  endSession();
  for (const listener of expiryListeners) listener();
}

/**
 * Where a user goes after signing in when no page asked for them (§2.3): the Today page when
 * that is the user's start page (issue 26; the server offers it only to a role whose menu has
 * it), else the dashboard, the IT department's own for its staff.
 */
export function homePath(session: Session): string {
  if (session.startPage === 'today') return `/${TODAY_ROUTE}`;
  return session.employee_info.company_structure.idStructure === IT_STRUCTURE_ID
    ? '/it-dashboard'
    : '/dashboard';
}

/** The start page the user just chose in My Account, for the session's home from now on. */
export function setStartPage(startPage: StartPage): void {
  queryClient.setQueryData<Session | null>(sessionQueryKey, (session) =>
    session ? { ...session, startPage } : session,
  );
}
