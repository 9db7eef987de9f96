/**
 * Opens a PostgreSQL pool. Several API replicas may share one server, and the heavy sales
 * reads may go to a hot standby of it (`readUrl`, DATABASE_READ_URL; see replica-reads.ts).
 */
import { Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from '../database';
import type { DatabaseSchema } from '../schema';
import { PgDialect } from './dialect';
import { typeParsers } from './values';

/**
 * A connection the server ends while it sits idle in the pool (a restart, a fail-over, an
 * administrator's pg_terminate_backend or DROP DATABASE … WITH (FORCE)) is an 'error' event of
 * the pool, which would end the process unheard; pg has already dropped that client, and the next
 * query opens a new one. An error during a query still reaches that query's caller.
 */
function idleErrorsIgnored(pool: pg.Pool): pg.Pool {
  pool.on('error', () => undefined);
  return pool;
}

export async function openPostgres(
  url: string,
  poolSize = 10,
  readUrl?: string,
): Promise<Database> {
  const pool = idleErrorsIgnored(
    new pg.Pool({ connectionString: url, max: poolSize, types: typeParsers }),
  );
  // Fail at start, with the server's own words, rather than at the first request.
  const probe = await pool.connect();
  probe.release();
  const kysely = new Kysely<DatabaseSchema>({ dialect: new PgDialect(pool) });
  const standby = readUrl
    ? idleErrorsIgnored(
        new pg.Pool({ connectionString: readUrl, max: poolSize, types: typeParsers }),
      )
    : undefined;
  // Kysely ends only a pool it has used: a command that never reads the standby leaves it open.
  const endPools = () =>
    Promise.all([pool, standby].map((open) => (open && !open.ended ? open.end() : null)));
  if (standby) {
    try {
      await checkStandbyOf(pool, standby);
    } catch (error) {
      await endPools();
      throw error;
    }
  }
  const readKysely = standby
    ? new Kysely<DatabaseSchema>({ dialect: new PgDialect(standby) })
    : kysely;

  return {
    engine: 'postgres',
    kysely,
    readKysely,
    async sizeInBytes() {
      const { rows } = await pool.query<{ bytes: number }>(
        `SELECT coalesce(sum(pg_total_relation_size(c.oid)), 0) AS bytes
           FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = current_schema() AND c.relkind = 'r'`,
      );
      return rows[0]?.bytes ?? 0;
    },
    /** The primary's pool, which every write and most reads use. */
    connectionUse() {
      return {
        open: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: poolSize,
      };
    },
    async close() {
      await Promise.all([kysely.destroy(), readKysely === kysely ? null : readKysely.destroy()]);
      await endPools();
    },
  };
}

/**
 * Refuses a read address that is not a hot standby of the primary: a standby of another
 * cluster would pass every replay check with figures that are not ours, and a server out of
 * recovery could never be shown to be current (every read would fall back to the primary).
 * A physical standby shares its primary's system identifier.
 */
async function checkStandbyOf(primary: pg.Pool, standby: pg.Pool): Promise<void> {
  const identity =
    'SELECT system_identifier::text AS id, pg_is_in_recovery() AS standby FROM pg_control_system()';
  let readServer: { id: string; standby: boolean } | undefined;
  try {
    readServer = (await standby.query<{ id: string; standby: boolean }>(identity)).rows[0];
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`DATABASE_READ_URL: cannot reach the standby (${reason})`, { cause: error });
  }
  const primaryServer = (await primary.query<{ id: string }>(identity)).rows[0];
  if (!readServer?.standby || readServer.id !== primaryServer?.id)
    throw new Error(
      'DATABASE_READ_URL must name a hot standby of the DATABASE_URL server (one made with ' +
        'pg_basebackup from it, in recovery); the server it names is ' +
        (readServer?.standby ? 'a standby of another cluster.' : 'not in recovery.'),
    );
}
