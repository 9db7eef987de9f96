/**
 * Every line of SQL of shared links: kept by the hash of their secret id, listed by user. Their
 * table is `share_links`, the name migration 14 gave it (migrations are frozen).
 */
import type { Executor } from '../../db/database';
import { findRow } from '../../db/find-row';

export interface SharedLinkRecord {
  id: string;
  userId: number;
  company: string;
  year: number;
  createdAt: number;
  expiresAt: number;
  revokedAt: number | null;
  revokedReason: string | null;
}

const COLUMNS = [
  'id',
  'user_id',
  'company',
  'year',
  'created_at',
  'expires_at',
  'revoked_at',
  'revoked_reason',
] as const;

function toRecord(row: {
  id: string;
  user_id: number;
  company: string;
  year: number;
  created_at: number | string | bigint;
  expires_at: number | string | bigint;
  revoked_at: number | string | bigint | null;
  revoked_reason: string | null;
}): SharedLinkRecord {
  return {
    id: row.id,
    userId: Number(row.user_id),
    company: row.company,
    year: Number(row.year),
    createdAt: Number(row.created_at),
    expiresAt: Number(row.expires_at),
    revokedAt: row.revoked_at === null ? null : Number(row.revoked_at),
    revokedReason: row.revoked_reason,
  };
}

export async function insertSharedLink(
  db: Executor,
  link: Omit<SharedLinkRecord, 'revokedAt' | 'revokedReason'>,
  tokenHash: string,
): Promise<void> {
  await db
    .insertInto('share_links')
    .values({
      id: link.id,
      token_hash: tokenHash,
      user_id: link.userId,
      company: link.company,
      year: link.year,
      created_at: link.createdAt,
      expires_at: link.expiresAt,
      revoked_at: null,
      revoked_reason: null,
    })
    .execute();
}

export async function findSharedLinkByHash(
  db: Executor,
  tokenHash: string,
): Promise<SharedLinkRecord | null> {
  const row = await findRow(db, 'share_links', 'token_hash', tokenHash, COLUMNS);
  return row ? toRecord(row) : null;
}

/** A user's links, newest first. */
export async function findUserSharedLinks(
  db: Executor,
  userId: number,
): Promise<SharedLinkRecord[]> {
  const rows = await db
    .selectFrom('share_links')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(toRecord);
}

/** Revokes one link of this user; false when it is not theirs or already revoked. */
export async function revokeSharedLink(
  db: Executor,
  userId: number,
  id: string,
  nowMs: number,
): Promise<boolean> {
  const revoked = await db
    .updateTable('share_links')
    .set({ revoked_at: nowMs, revoked_reason: 'revoked' })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .execute();
  return revoked.length > 0;
}

/** Ends every live link of a user, for the reason their sessions end (a password change, …). */
export async function endUserSharedLinks(
  db: Executor,
  userId: number,
  reason: string,
  nowMs: number,
): Promise<void> {
  await db
    .updateTable('share_links')
    .set({ revoked_at: nowMs, revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
