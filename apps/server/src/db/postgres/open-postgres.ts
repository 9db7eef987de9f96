/** Opens a PostgreSQL pool. Several API replicas may share one server. */
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database, RawTransaction } from '../database';
import type { DatabaseSchema } from '../schema';

const PG_INT8 = 20;
const PG_NUMERIC = 1700;
const PG_DATE = 1082;

/**
 * The one place where PostgreSQL values become plain JavaScript, matching DuckDB's boundary:
 * bigint and numeric (sums of bigint) become numbers, DATE stays a 'YYYY-MM-DD' string.
 */
const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === PG_INT8 || oid === PG_NUMERIC) return (text: string) => Number(text);
    if (oid === PG_DATE) return (text: string) => text;
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types: typeParsers });
  // Fail at start, with the server's own words, rather than at the first request.
  const probe = await pool.connect();
  probe.release();
  const kysely = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });

  return {
    engine: 'postgres',
    kysely,
    async rawTransaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const session: RawTransaction = {
          async execute(sql) {
            await client.query(sql);
          },
          async query<Row>(sql: string) {
            return (await client.query(sql)).rows as Row[];
          },
          async copyCsvFile(table, columns, csvFile) {
            const copy = client.query(
              copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN (FORMAT csv)`),
            );
            await pipeline(createReadStream(csvFile), copy);
          },
        };
        const result = await work(session);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async sizeInBytes() {
      const { rows } = await pool.query<{ bytes: number }>(
        `SELECT coalesce(sum(pg_total_relation_size(c.oid)), 0) AS bytes
           FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = current_schema() AND c.relkind = 'r'`,
      );
      return Number(rows[0]?.bytes ?? 0);
    },
    async close() {
      await kysely.destroy();
    },
  };
}
