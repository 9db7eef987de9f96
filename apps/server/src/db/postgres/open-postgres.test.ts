import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { TEST_DATABASE_URL } from '../../../test/engines';
import { openPostgres } from './open-postgres';

describe('openPostgres', () => {
  it('keeps serving when the server ends one of its idle connections', async () => {
    const database = await openPostgres(TEST_DATABASE_URL, 1);
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    try {
      const before = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(
        database.kysely,
      );
      const pid = before.rows[0]?.pid;
      // The pool's one connection now sits idle; the server ends it, as a restart would. Without
      // a listener, its 'error' event would end the test process as an unhandled error.
      await admin.query('SELECT pg_terminate_backend($1)', [pid]);
      const after = await vi.waitFor(
        () => sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(database.kysely),
        { timeout: 10_000, interval: 50 },
      );
      expect(after.rows[0]?.pid).not.toBe(pid);
    } finally {
      await admin.end();
      await database.close();
    }
  });
});
