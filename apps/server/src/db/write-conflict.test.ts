import { describe, expect, it } from 'vitest';
import { retryOnWriteConflict } from './write-conflict';

/** DuckDB's words for a write that met another transaction's (as @duckdb/node-api throws them). */
const conflict = () => new Error('TransactionContext Error: Conflict on update!');
const duplicate = () => new Error('Constraint Error: Duplicate key "user_id: 7"');

/** A write that is refused `refusals` times with `error`, then answers 'written'. */
function writeRefused(refusals: number, error: () => Error) {
  const write = async () => {
    write.runs++;
    if (write.runs <= refusals) throw error();
    return 'written';
  };
  write.runs = 0;
  return write;
}

describe('retryOnWriteConflict', () => {
  it('runs a write again after a conflict until it goes through', async () => {
    const write = writeRefused(2, conflict);
    await expect(retryOnWriteConflict(write, { attempts: 3 })).resolves.toBe('written');
    expect(write.runs).toBe(3);
  });

  it('throws the last conflict after its attempts, or answers whenLost', async () => {
    const thrown = writeRefused(5, conflict);
    await expect(retryOnWriteConflict(thrown, { attempts: 3 })).rejects.toThrow('Conflict on');
    expect(thrown.runs).toBe(3);
    const lost = writeRefused(5, conflict);
    await expect(
      retryOnWriteConflict(lost, { attempts: 1, whenLost: { answer: false } }),
    ).resolves.toBe(false);
    expect(lost.runs).toBe(1);
  });

  it('tries a concurrent insert again only when asked to', async () => {
    const upsert = writeRefused(1, duplicate);
    await expect(
      retryOnWriteConflict(upsert, { attempts: 2, concurrentInserts: true }),
    ).resolves.toBe('written');
    const insert = writeRefused(1, duplicate);
    await expect(
      retryOnWriteConflict(insert, { attempts: 2, whenLost: { answer: false } }),
    ).rejects.toThrow('Duplicate key');
    expect(insert.runs).toBe(1);
  });
});
