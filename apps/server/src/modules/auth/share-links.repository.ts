/** Every line of SQL of shared links: kept by the hash of their secret id, listed by user. */
import type { Executor } from '../../db/database';

export interface ShareLinkRecord {
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
}): ShareLinkRecord {
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

export async function insertShareLink(
  db: Executor,
  link: Omit<ShareLinkRecord, 'revokedAt' | 'revokedReason'>,
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

export async function findShareLinkByHash(
  db: Executor,
  tokenHash: string,
): Promise<ShareLinkRecord | null> {
  const row = await db
    .selectFrom('share_links')
    .select(COLUMNS)
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row ? toRecord(row) : null;
}

/** A user's links, newest first. */
export async function findUserShareLinks(db: Executor, userId: number): Promise<ShareLinkRecord[]> {
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
export async function revokeShareLink(
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

export async function revokeUserShareLinks(
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
