/** Opens a PostgreSQL pool. Several API replicas may share one server. */
import { Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from '../database';
import type { DatabaseSchema } from '../schema';
import { PgDialect } from './dialect';
import { typeParsers } from './values';

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types: typeParsers });
  // Fail at start, with the server's own words, rather than at the first request.
  const probe = await pool.connect();
  probe.release();
  const kysely = new Kysely<DatabaseSchema>({ dialect: new PgDialect(pool) });

  return {
    engine: 'postgres',
    kysely,
    async sizeInBytes() {
      const { rows } = await pool.query<{ bytes: number }>(
        `SELECT coalesce(sum(pg_total_relation_size(c.oid)), 0) AS bytes
           FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = current_schema() AND c.relkind = 'r'`,
      );
      return rows[0]?.bytes ?? 0;
    },
    async close() {
      await kysely.destroy();
    },
  };
}
