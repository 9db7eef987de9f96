/**
 * The callers of recent requests (by session, or by user for shared links), so that a request
 * does not read its session, user, role and entitlements again (one join costs DuckDB about
 * 20 ms). An entry is good only while the `auth` change counter it was read under is current
 * and for at most CALLER_CACHE_MS; this process drops an entry itself when it revokes the
 * session.
 */

import { LRUCache } from 'lru-cache';

export const CALLER_CACHE_MS = 30_000;
const MAX_ENTRIES = 10_000;

interface Entry<Caller> {
  caller: Caller | null;
  authVersion: number;
}

export class CallerCache<Caller> {
  readonly #entries: LRUCache<string, Entry<Caller>>;

  constructor(now: () => number = () => performance.now()) {
    this.#entries = new LRUCache({ max: MAX_ENTRIES, ttl: CALLER_CACHE_MS, perf: { now } });
  }

  get(key: string, authVersion: number): Caller | null | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.authVersion !== authVersion) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.caller;
  }

  set(key: string, authVersion: number, caller: Caller | null): void {
    this.#entries.set(key, { caller, authVersion });
  }

  /** The cached caller whatever its age, to keep it in step with a write this process made. */
  peek(key: string): Caller | null | undefined {
    return this.#entries.peek(key, { allowStale: true })?.caller;
  }

  forget(key: string): void {
    this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }
}
