/**
 * The callers of recent requests (by session, or by user for shared links), so that a request
 * does not read its session, user, role and entitlements again (one join costs DuckDB about
 * 20 ms). An entry is good only while the `auth` change counter it was read under is current
 * and for at most CALLER_CACHE_MS; this process drops an entry itself when it revokes the
 * session.
 */

export const CALLER_CACHE_MS = 30_000;
const MAX_ENTRIES = 10_000;

interface Entry<Caller> {
  caller: Caller | null;
  authVersion: number;
  readAt: number;
}

export class CallerCache<Caller> {
  readonly #entries = new Map<string, Entry<Caller>>();

  constructor(private readonly now: () => number = () => performance.now()) {}

  get(key: string, authVersion: number): Caller | null | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.authVersion !== authVersion || this.now() - entry.readAt > CALLER_CACHE_MS) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.caller;
  }

  set(key: string, authVersion: number, caller: Caller | null): void {
    this.#entries.delete(key);
    if (this.#entries.size >= MAX_ENTRIES) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(key, { caller, authVersion, readAt: this.now() });
  }

  /** The cached caller whatever its age, to keep it in step with a write this process made. */
  peek(key: string): Caller | null | undefined {
    return this.#entries.get(key)?.caller;
  }

  forget(key: string): void {
    this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }
}
