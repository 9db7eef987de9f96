/**
 * Every line of SQL of saved views: a user's own rows of `saved_views` (migration 0018), the
 * filter kept as JSON text. Each function that reads or changes one view names its owner too,
 * so that no call reaches another user's view.
 */
import { type SavedViewFilter, savedViewFilterSchema } from '@outlet-pulse/contracts';
import type { Executor } from '../../db/database';

export interface SavedViewRecord {
  id: string;
  userId: number;
  name: string;
  filter: SavedViewFilter;
  isDefault: boolean;
  createdAt: number;
  updatedAt: number;
}

const COLUMNS = [
  'id',
  'user_id',
  'name',
  'filter',
  'is_default',
  'created_at',
  'updated_at',
] as const;

function toRecord(row: {
  id: string;
  user_id: number;
  name: string;
  filter: string;
  is_default: boolean;
  created_at: number | string | bigint;
  updated_at: number | string | bigint;
}): SavedViewRecord {
  return {
    id: row.id,
    userId: Number(row.user_id),
    name: row.name,
    // Written only from a checked filter; parsed again so that a hand-edited row cannot pass.
    filter: savedViewFilterSchema.parse(JSON.parse(row.filter)),
    isDefault: row.is_default,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

/** A user's views, in no particular order. */
export async function findUserSavedViews(db: Executor, userId: number): Promise<SavedViewRecord[]> {
  const rows = await db
    .selectFrom('saved_views')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .execute();
  return rows.map(toRecord);
}

/**
 * One view of this user: the one of this id, or with null their default; null when there is
 * none (none by that id, another user's, or no default).
 */
export async function findUserSavedView(
  db: Executor,
  userId: number,
  id: string | null,
): Promise<SavedViewRecord | null> {
  const ofUser = db.selectFrom('saved_views').select(COLUMNS).where('user_id', '=', userId);
  const row = await (id === null
    ? ofUser.where('is_default', '=', true)
    : ofUser.where('id', '=', id)
  ).executeTakeFirst();
  return row ? toRecord(row) : null;
}

export async function insertSavedView(db: Executor, view: SavedViewRecord): Promise<void> {
  await db
    .insertInto('saved_views')
    .values({
      id: view.id,
      user_id: view.userId,
      name: view.name,
      filter: JSON.stringify(view.filter),
      is_default: view.isDefault,
      created_at: view.createdAt,
      updated_at: view.updatedAt,
    })
    .execute();
}

export async function updateSavedView(db: Executor, view: SavedViewRecord): Promise<void> {
  await db
    .updateTable('saved_views')
    .set({
      name: view.name,
      filter: JSON.stringify(view.filter),
      is_default: view.isDefault,
      updated_at: view.updatedAt,
    })
    .where('user_id', '=', view.userId)
    .where('id', '=', view.id)
    .execute();
}

/** Makes no view of the user the default (before another becomes it). */
export async function clearDefaultSavedView(db: Executor, userId: number): Promise<void> {
  await db
    .updateTable('saved_views')
    .set({ is_default: false })
    .where('user_id', '=', userId)
    .where('is_default', '=', true)
    .execute();
}

/** Deletes one view of the user; false when there was none of theirs by that id. */
export async function deleteSavedView(db: Executor, userId: number, id: string): Promise<boolean> {
  const deleted = await db
    .deleteFrom('saved_views')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .returning('id')
    .execute();
  return deleted.length > 0;
}
