/**
 * The change counters of migration 0004. Whatever changes who may do what bumps `auth`;
 * whatever changes sales data or its dimensions bumps `sales`. Caches keep what they hold
 * only while the counter they stored it under is current.
 */
import { sql } from 'kysely';
import type { Database, Executor } from './database';

export type ChangeKind = 'auth' | 'sales';
export type Versions = Record<ChangeKind, number>;

/**
 * How stale a process's view of the counters may get before a request reads them again. Half a
 * second, so that a change made through one server shows on every other within a second even
 * when a read that started just before the change's commit is the one kept (one small read per
 * server every half second while requests come).
 */
export const VERSION_POLL_MS = 500;

/**
 * Bumps a counter in the caller's transaction, so that it commits with the change it
 * announces (a load, an administrator's change).
 */
export async function bumpChangeVersion(executor: Executor, kind: ChangeKind): Promise<void> {
  await executor
    .updateTable('change_versions')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('name', '=', kind)
    .execute();
}

export class ChangeVersions {
  #known: { versions: Promise<Versions>; readAt: number } | undefined;
  /**
   * With a hot standby: the primary's WAL position when this process first read the newest
   * `sales` counter it knows. Every sales change that counter announces had committed by then,
   * so a standby replayed that far answers as the counter says (replica-reads.ts).
   */
  #salesMark: { version: number; walPosition: string } | undefined;

  constructor(
    private readonly database: Database,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The counters as of at most VERSION_POLL_MS ago, or now after this process changed one. */
  current(): Promise<Versions> {
    const now = this.now();
    if (!this.#known || now - this.#known.readAt > VERSION_POLL_MS) {
      const versions = this.#read();
      this.#known = { versions, readAt: now };
      versions.catch(() => {
        this.#known = undefined;
      });
    }
    return this.#known.versions;
  }

  /** Records a change made by this process; the next `current()` reads the counters again. */
  async bump(kind: ChangeKind): Promise<void> {
    await bumpChangeVersion(this.database.kysely, kind);
    this.#known = undefined;
  }

  /** Forgets the counters after a change committed elsewhere in this process (a data load). */
  expire(): void {
    this.#known = undefined;
  }

  /**
   * How far a standby must have replayed the primary's WAL to hold the data of every `sales`
   * counter this process has used so far; undefined without a standby.
   */
  async salesWalPosition(): Promise<string | undefined> {
    await this.current();
    return this.#salesMark?.walPosition;
  }

  async #read(): Promise<Versions> {
    const { kysely, readKysely } = this.database;
    // The position is read in the statement that reads the counters, after its snapshot was
    // taken: every commit the snapshot sees (synchronous_commit, the default, flushes a commit
    // before others see it) lies before it.
    const rows = await kysely
      .selectFrom('change_versions')
      .select(['name', 'version'])
      .$if(readKysely !== kysely, (query) =>
        query.select(sql<string>`pg_current_wal_lsn()::text`.as('walPosition')),
      )
      .execute();
    const versionOf = (kind: ChangeKind) => rows.find((row) => row.name === kind)?.version ?? 0;
    const versions = { auth: versionOf('auth'), sales: versionOf('sales') };
    const walPosition = rows[0]?.walPosition;
    // The first position seen with a counter will do (any later one is further on), and an
    // older read finishing late must not move the mark back.
    if (walPosition && (!this.#salesMark || versions.sales > this.#salesMark.version))
      this.#salesMark = { version: versions.sales, walPosition };
    return versions;
  }
}
