/**
 * The callers of recent requests (by session, or by user and link for shared links), so that a
 * request does not read its session, user, role and entitlements again (one join costs DuckDB
 * about 20 ms). An entry is good only while the `auth` change counter it was read under is
 * current and for at most CALLER_CACHE_MS; this process drops an entry itself when it revokes
 * the session.
 */

import { LRUCache } from 'lru-cache';
import type { ChangeVersions } from '../../db/change-versions';

export const CALLER_CACHE_MS = 30_000;
const MAX_ENTRIES = 10_000;

interface Entry<Caller> {
  caller: Caller | null;
  authVersion: number;
}

export class CallerCache<Caller> {
  readonly #entries: LRUCache<string, Entry<Caller>>;

  constructor(
    private readonly changes: ChangeVersions,
    now: () => number = () => performance.now(),
  ) {
    this.#entries = new LRUCache({ max: MAX_ENTRIES, ttl: CALLER_CACHE_MS, perf: { now } });
  }

  /** What is kept under `key` for the current `auth` counter, else read and kept. */
  async get(key: string, read: () => Promise<Caller | null>): Promise<Caller | null> {
    const { auth: authVersion } = await this.changes.current();
    const entry = this.#entries.get(key);
    if (entry?.authVersion === authVersion) return entry.caller;
    const caller = await read();
    this.#entries.set(key, { caller, authVersion });
    return caller;
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
