/**
 * The callers warming asks as. Warming sends each question through the route itself
 * (app.inject), so the answer it keeps is the one the route would keep for that user: same
 * validation, same access checks, same key, same bytes. The request carries a bearer token
 * that names a caller held here only while that one request runs: 32 random bytes, never
 * written anywhere, so nobody outside this process can present one.
 */
import { randomBytes } from 'node:crypto';
import type { AuthContext } from '../../core/caller';

export class WarmCallers {
  readonly #callers = new Map<string, AuthContext>();

  /** The caller a token names while its request runs, else undefined. */
  callerFor(token: string): AuthContext | undefined {
    return this.#callers.get(token);
  }

  /** Runs `ask` with a token naming `caller`; the token is void once `ask` settles. */
  async as<Result>(caller: AuthContext, ask: (token: string) => Promise<Result>): Promise<Result> {
    const token = randomBytes(32).toString('base64url');
    this.#callers.set(token, caller);
    try {
      return await ask(token);
    } finally {
      this.#callers.delete(token);
    }
  }
}
