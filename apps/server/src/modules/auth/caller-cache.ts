/**
 * The callers of recent requests, by session, so that a request does not read its session,
 * user, role and entitlements again (one join costs DuckDB about 20 ms). An entry is good only
 * while the `auth` change counter it was read under is current and for at most
 * CALLER_CACHE_MS; this process drops an entry itself when it revokes the session.
 */
import type { CallerRecord } from './auth.repository';

export const CALLER_CACHE_MS = 30_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  caller: CallerRecord | null;
  authVersion: number;
  readAt: number;
}

export class CallerCache {
  readonly #entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = () => performance.now()) {}

  get(sessionId: string, authVersion: number): CallerRecord | null | undefined {
    const entry = this.#entries.get(sessionId);
    if (!entry) return undefined;
    if (entry.authVersion !== authVersion || this.now() - entry.readAt > CALLER_CACHE_MS) {
      this.#entries.delete(sessionId);
      return undefined;
    }
    return entry.caller;
  }

  set(sessionId: string, authVersion: number, caller: CallerRecord | null): void {
    this.#entries.delete(sessionId);
    if (this.#entries.size >= MAX_ENTRIES) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(sessionId, { caller, authVersion, readAt: this.now() });
  }

  /** Keeps the idle check of a cached caller in step with the session row. */
  touched(sessionId: string, lastSeenAt: number): void {
    const caller = this.#entries.get(sessionId)?.caller;
    if (caller) caller.session.lastSeenAt = lastSeenAt;
  }

  forget(sessionId: string): void {
    this.#entries.delete(sessionId);
  }

  clear(): void {
    this.#entries.clear();
  }
}
