/**
 * The first-run set-up, as Metabase and Grafana do it: a server that starts with no user makes
 * a random one-time token, kept only in memory and printed once as a link; whoever opens the
 * link creates the first administrator. The token is void once used, when the process ends, and
 * as soon as any user exists (made by the command, another server or another tab). Without the
 * token, or once it is void, every answer is "Not found". Wrong tokens count towards a
 * per-address limit in the sign-in throttle's table, so guessing stops long before it could
 * matter (the token has 256 bits).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { SETUP_MESSAGES, type SetupRequest } from '@outlet-pulse/contracts';
import { DomainError, notFound, tooManyRequests } from '../../core/errors';
import type { ChangeVersions } from '../../db/change-versions';
import type { Database } from '../../db/database';
import { countFailures, deleteFailuresBefore, insertFailures } from '../auth';
import { countUsers } from './administrators.repository';
import { type CreatedAdministrator, createAdministrator } from './create-administrator';

export const SETUP_THROTTLE = { failures: 10, windowMs: 15 * 60_000 } as const;

const digest = (text: string) => createHash('sha256').update(text).digest();
const setupGone = () => notFound(SETUP_MESSAGES.notFound);

export class FirstRunSetup {
  #tokenDigest: Buffer | null;

  private constructor(
    private readonly database: Database,
    readonly token: string | null,
    private readonly clock: () => number,
  ) {
    this.#tokenDigest = token === null ? null : digest(token);
  }

  /** Open with a new token when the database has no user; closed otherwise. */
  static async start(database: Database, clock: () => number = Date.now): Promise<FirstRunSetup> {
    const open = (await countUsers(database.kysely)) === 0;
    return new FirstRunSetup(database, open ? randomBytes(32).toString('base64url') : null, clock);
  }

  /** A set-up that answers "Not found" to everything (an app started without one). */
  static closed(database: Database): FirstRunSetup {
    return new FirstRunSetup(database, null, Date.now);
  }

  get isOpen(): boolean {
    return this.#tokenDigest !== null;
  }

  /**
   * Whether the portal still waits for its first administrator: the link is open and no user
   * exists (one made by the command or another server closes it here too).
   */
  async isPending(): Promise<boolean> {
    if (this.#tokenDigest === null) return false;
    if ((await countUsers(this.database.kysely)) === 0) return true;
    this.#tokenDigest = null;
    return false;
  }

  /** Refuses (404, or 429 after too many wrong tokens) unless set-up is open for this token. */
  async admit(candidate: unknown, clientAddress: string): Promise<void> {
    const now = this.clock();
    const scope = `setup:${clientAddress}`;
    const since = now - SETUP_THROTTLE.windowMs;
    if ((await countFailures(this.database.kysely, scope, since)) >= SETUP_THROTTLE.failures) {
      throw tooManyRequests('Too many wrong set-up links. Please wait 15 minutes and try again.');
    }
    const expected = this.#tokenDigest;
    const matches =
      expected !== null &&
      typeof candidate === 'string' &&
      timingSafeEqual(digest(candidate), expected);
    if (!matches) {
      await insertFailures(this.database.kysely, [scope], now);
      await deleteFailuresBefore(this.database.kysely, since);
      throw setupGone();
    }
    if ((await countUsers(this.database.kysely)) > 0) {
      this.#tokenDigest = null;
      throw setupGone();
    }
  }

  /** Creates the first administrator (the caller has admitted the token) and voids the token. */
  async complete(
    request: SetupRequest,
    clientAddress: string,
    changeVersions: ChangeVersions,
  ): Promise<CreatedAdministrator> {
    try {
      const created = await createAdministrator(this.database, request, {
        policy: 'first-user',
        via: `set-up page from ${clientAddress}`,
        clock: this.clock,
        changeVersions,
      });
      this.#tokenDigest = null;
      return created;
    } catch (error) {
      // Another tab or server created a user first: the set-up is over for this one too.
      if (error instanceof DomainError && error.kind === 'not-found') this.#tokenDigest = null;
      throw error;
    }
  }
}
