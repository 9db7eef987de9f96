/**
 * A throwaway PostgreSQL schema for one benchmark run, so runs never share or leave tables
 * behind: BENCH_DATABASE_URL (or the local test database) with search_path set to a new schema.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface BenchSchema {
  /** The database URL whose connections work in the new schema. */
  url: string;
  /** Drops the schema with everything in it. */
  drop(): Promise<void>;
}

/** A new schema in the database at `databaseUrl` (BENCH_DATABASE_URL's by default). */
export async function createBenchSchema(databaseUrl: string = POSTGRES_URL): Promise<BenchSchema> {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}
