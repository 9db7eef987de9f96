/**
 * The page's first script, an entry of its own that index.html loads beside the app's first
 * chunk: it trades the refresh cookie for a session while the app's code is still on its way
 * (on a phone over 4G that is a second and more, and every guard of the first page waits for
 * the session). lib/session.ts takes this answer for its first restore. It imports nothing, so
 * it stays a chunk of a few hundred bytes that runs at once.
 */

// The names of SESSION_COOKIES in the contracts and the lock of lib/session.ts, written out:
// importing them would bring the contracts (and zod) into this chunk. early-session.test.ts
// checks they agree.
export const CSRF_COOKIE = 'op_csrf';
export const CSRF_HEADER = 'x-csrf-token';
export const REFRESH_LOCK = 'outlet-pulse-refresh';

/** The server's answer to the refresh, unread: lib/session.ts checks it like any other. */
export interface EarlyAnswer {
  status: number;
  body: unknown;
}

function readCsrfCookie(): string | undefined {
  const prefix = `${CSRF_COOKIE}=`;
  const entry = document.cookie.split('; ').find((cookie) => cookie.startsWith(prefix));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
}

let markSent: () => void = () => undefined;
/**
 * Settles once the refresh has been sent, or found needless: the portal's code is asked for
 * after it (app/router.tsx), so the session's call goes first on the wire even when the lock
 * is granted after the app's first chunk has run (it was, now and then, on a busy machine).
 */
export const refreshSent = new Promise<void>((resolve) => {
  markSent = resolve;
});

/**
 * null: no session to restore (no anti-forgery cookie); undefined: the call failed on the way,
 * so lib/session.ts makes it itself. One tab at a time, under the lock lib/session.ts uses.
 */
async function refresh(): Promise<EarlyAnswer | null | undefined> {
  const csrf = readCsrfCookie();
  if (csrf === undefined) {
    markSent();
    return null;
  }
  try {
    const sending = fetch('/api/refresh_token', {
      method: 'POST',
      headers: { accept: 'application/json', [CSRF_HEADER]: csrf },
      credentials: 'same-origin',
    });
    markSent();
    const response = await sending;
    return { status: response.status, body: await response.json().catch(() => undefined) };
  } catch {
    markSent();
    return undefined;
  }
}

let early: Promise<EarlyAnswer | null | undefined> | undefined =
  typeof document === 'undefined'
    ? undefined
    : navigator.locks
      ? navigator.locks.request(REFRESH_LOCK, refresh)
      : refresh();
if (early === undefined) markSent();

/** The early refresh's answer, once: a later restore asks the server itself. */
export function takeEarlyRefresh(): Promise<EarlyAnswer | null | undefined> | undefined {
  const answer = early;
  early = undefined;
  return answer;
}
