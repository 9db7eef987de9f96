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

export interface WriteConflictRetry<Lost> {
  /** How many times the write runs at most. */
  attempts: number;
  /** Whether a concurrent insert of the same key (an upsert's race) is tried again too. */
  concurrentInserts?: boolean;
  /**
   * What the write answers when its last attempt is refused too: a claim that lost its race, a
   * clean-up left to a later one. Without it the last refusal is thrown.
   */
  whenLost?: { answer: Lost };
}

/**
 * Runs a write that concurrent requests may be making of the same rows, again each time DuckDB
 * refuses it for another transaction's write (isWriteConflict, or with `concurrentInserts`
 * isConcurrentInsert), up to `attempts` runs in all. Any other error is thrown at once.
 */
export async function retryOnWriteConflict<Answer, Lost = never>(
  write: () => Promise<Answer>,
  { attempts, concurrentInserts = false, whenLost }: WriteConflictRetry<Lost>,
): Promise<Answer | Lost> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      const raced = isWriteConflict(error) || (concurrentInserts && isConcurrentInsert(error));
      if (!raced) throw error;
      if (attempt >= attempts) {
        if (whenLost) return whenLost.answer;
        throw error;
      }
    }
  }
}
