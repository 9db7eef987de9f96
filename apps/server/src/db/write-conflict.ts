/**
 * Whether an error is DuckDB refusing a write because another transaction changed the same row
 * first ("Conflict on update"). PostgreSQL never raises it at our isolation level: the second
 * writer waits for the first and then sees its row. A claim (an UPDATE … WHERE that only one
 * request may win) that meets this error has lost the race, on DuckDB as on PostgreSQL.
 */
export function isWriteConflict(error: unknown): boolean {
  return error instanceof Error && /TransactionContext Error: .*Conflict on/i.test(error.message);
}

/**
 * Whether an error is DuckDB refusing an insert of a key that another transaction inserted at
 * the same time: an INSERT … ON CONFLICT cannot see a row not yet committed, so one of two
 * such inserts fails (at the insert or at its commit). Tried again, it sees the row.
 */
export function isConcurrentInsert(error: unknown): boolean {
  return (
    error instanceof Error &&
    /Constraint Error: Duplicate key|Failed to commit: PRIMARY KEY or UNIQUE constraint/.test(
      error.message,
    )
  );
}
