/**
 * Where the heavy sales reads run: on the hot standby of DATABASE_READ_URL when it is current
 * enough, else on the primary. Everything else (sign-in, writes, loads, master data, the change
 * counters) stays on the primary.
 *
 * Why "current enough": answers are cached under the `sales` change counter, which is read from
 * the primary. A standby that had not yet replayed the load behind a new counter would give the
 * old figures, and they would be kept and served under the new counter until the next load. So
 * a read goes to the standby only once it has replayed the primary's WAL up to the position at
 * which this process read its newest counter (change-versions.ts); while it lags, the read waits
 * briefly, then runs on the primary. The check runs on the connection that then runs the read,
 * so a read address spread over several standbys is checked per standby.
 */
import { sql } from 'kysely';
import type { ChangeVersions } from './change-versions';
import type { Database, Executor } from './database';

export interface ReplicaReads {
  /** Runs `read` on the standby if it holds the data of the current counters, else on the primary. */
  run<T>(read: (db: Executor) => Promise<T>): Promise<T>;
}

/**
 * How long a read waits for a lagging standby before the primary answers it. A standby on the
 * same network replays a committed load within milliseconds of receiving it; longer lags come
 * from a load still streaming, and the primary is better than a wait then.
 */
export const STANDBY_WAIT_MS = 200;
const RECHECK_MS = 10;

export function replicaReads(
  database: Database,
  changeVersions: ChangeVersions,
  waitMs: number = STANDBY_WAIT_MS,
): ReplicaReads {
  const { kysely: primary, readKysely: standby } = database;
  if (standby === primary) return { run: (read) => read(primary) };
  return {
    async run(read) {
      const position = await changeVersions.salesWalPosition();
      if (position !== undefined) {
        const onStandby = await standby
          .connection()
          .execute(async (connection) =>
            (await hasReplayed(connection, position, waitMs))
              ? { answer: await read(connection) }
              : null,
          );
        if (onStandby) return onStandby.answer;
      }
      return read(primary);
    },
  };
}

/** Whether the standby has replayed up to `position`, waiting at most `waitMs` for it. */
async function hasReplayed(standby: Executor, position: string, waitMs: number) {
  const deadline = performance.now() + waitMs;
  for (;;) {
    const { rows } = await sql<{ recovering: boolean; replayed: boolean }>`
      SELECT pg_is_in_recovery() AS recovering,
             COALESCE(pg_last_wal_replay_lsn() >= CAST(${position} AS pg_lsn), false) AS replayed`.execute(
      standby,
    );
    const state = rows[0];
    // Promoted, it no longer follows the primary: nothing tells how current it is.
    if (!state?.recovering) return false;
    if (state.replayed) return true;
    if (performance.now() + RECHECK_MS > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, RECHECK_MS));
  }
}
