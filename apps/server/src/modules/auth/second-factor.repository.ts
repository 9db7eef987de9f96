/**
 * All SQL of the second factor. A code is accepted by claiming its time step (a recovery code
 * by claiming the code): one UPDATE whose WHERE only the first of concurrent requests can meet,
 * judged by its row count, so that one code opens one session on either engine and across
 * servers. On DuckDB a concurrent claim may instead fail with a write conflict: it lost.
 */
import type { Kysely, Updateable } from 'kysely';
import type { Executor } from '../../db/database';
import { findRow } from '../../db/find-row';
import type { DatabaseSchema, SecondFactorsTable } from '../../db/schema';
import { retryOnWriteConflict } from '../../db/write-conflict';

export interface SecondFactorRecord {
  userId: number;
  secretCiphertext: string;
  enabled: boolean;
  enabledAt: number | null;
  lastUsedStep: number | null;
}

const SECOND_FACTOR_COLUMNS = [
  'user_id',
  'secret_ciphertext',
  'enabled',
  'enabled_at',
  'last_used_step',
] as const;

export async function findSecondFactor(
  db: Executor,
  userId: number,
): Promise<SecondFactorRecord | null> {
  const row = await findRow(db, 'second_factors', 'user_id', userId, SECOND_FACTOR_COLUMNS);
  if (!row) return null;
  return {
    userId: row.user_id,
    secretCiphertext: row.secret_ciphertext,
    enabled: row.enabled,
    enabledAt: row.enabled_at === null ? null : Number(row.enabled_at),
    lastUsedStep: row.last_used_step === null ? null : Number(row.last_used_step),
  };
}

/**
 * A new secret waiting for its first code, in place of any earlier one; false when one is on.
 * Two at once (two sign-ins of a user setting one up, a double click) both save, one after the
 * other: on DuckDB the one that meets the other's insert or write tries again.
 */
export async function savePendingSecret(
  db: Executor,
  userId: number,
  secretCiphertext: string,
  nowMs: number,
): Promise<boolean> {
  return retryOnWriteConflict(() => upsertPendingSecret(db, userId, secretCiphertext, nowMs), {
    attempts: 8,
    concurrentInserts: true,
  });
}

async function upsertPendingSecret(
  db: Executor,
  userId: number,
  secretCiphertext: string,
  nowMs: number,
): Promise<boolean> {
  const result = await db
    .insertInto('second_factors')
    .values({
      user_id: userId,
      secret_ciphertext: secretCiphertext,
      enabled: false,
      created_at: nowMs,
      enabled_at: null,
      last_used_step: null,
    })
    .onConflict((conflict) =>
      conflict
        .column('user_id')
        .doUpdateSet({
          secret_ciphertext: secretCiphertext,
          created_at: nowMs,
          last_used_step: null,
        })
        .where('second_factors.enabled', '=', false),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows) === 1;
}

/** Runs a claim; a DuckDB write conflict means another request claimed first. */
function claim(update: () => Promise<boolean>): Promise<boolean> {
  return retryOnWriteConflict(update, { attempts: 1, whenLost: { answer: false } });
}

/**
 * Records `step` as the last one used by the user's factor in this state (on or pending) with
 * this secret, setting `values` with it; false when no such factor had a step as late.
 */
async function claimStepOf(
  db: Executor,
  factor: { userId: number; secretCiphertext: string; enabled: boolean },
  step: number,
  values: Updateable<SecondFactorsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('second_factors')
    .set({ ...values, last_used_step: step })
    .where('user_id', '=', factor.userId)
    .where('enabled', '=', factor.enabled)
    .where('secret_ciphertext', '=', factor.secretCiphertext)
    .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Records `step` as the last one used by the factor that is on with this secret; false when a
 * code of this step or a later one was accepted before (a replay, or a concurrent twin).
 */
export function claimStep(
  db: Executor,
  userId: number,
  secretCiphertext: string,
  step: number,
): Promise<boolean> {
  return claim(() => claimStepOf(db, { userId, secretCiphertext, enabled: true }, step, {}));
}

/**
 * Turns on the pending secret whose first code was of `step`, and gives the user these recovery
 * codes in place of any before, in one transaction; false when the secret is no longer the
 * pending one or the step was used (nothing changes then).
 */
export function enableSecondFactor(
  kysely: Kysely<DatabaseSchema>,
  userId: number,
  secretCiphertext: string,
  step: number,
  recoveryCodeHashes: readonly string[],
  nowMs: number,
): Promise<boolean> {
  return claim(() =>
    kysely.transaction().execute(async (transaction) => {
      const pending = { userId, secretCiphertext, enabled: false };
      const enabled = { enabled: true, enabled_at: nowMs };
      if (!(await claimStepOf(transaction, pending, step, enabled))) return false;
      await replaceRecoveryCodes(transaction, userId, recoveryCodeHashes, nowMs);
      return true;
    }),
  );
}

export async function replaceRecoveryCodes(
  db: Executor,
  userId: number,
  codeHashes: readonly string[],
  nowMs: number,
): Promise<void> {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('recovery_codes')
    .values(
      codeHashes.map((code_hash) => ({
        user_id: userId,
        code_hash,
        created_at: nowMs,
        used_at: null,
      })),
    )
    .execute();
}

/** Uses up one of the user's recovery codes; false when it is not theirs or was used. */
export function claimRecoveryCode(
  db: Executor,
  userId: number,
  codeHash: string,
  nowMs: number,
): Promise<boolean> {
  return claim(async () => {
    const result = await db
      .updateTable('recovery_codes')
      .set({ used_at: nowMs })
      .where('user_id', '=', userId)
      .where('code_hash', '=', codeHash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  });
}

export async function countUnusedRecoveryCodes(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('left'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.left);
}

/** Removes the user's second factor, on or pending, with its recovery codes. */
export async function deleteSecondFactor(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db.deleteFrom('second_factors').where('user_id', '=', userId).execute();
}
