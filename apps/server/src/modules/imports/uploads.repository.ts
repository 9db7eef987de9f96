/**
 * Uploads waiting for their confirmation, and the staging table that holds each one's prepared
 * rows until its load. Staging tables are named by upload ids the server drew, never by what a
 * caller sent.
 */
import type { ImportKind, ImportPreview } from '@outlet-pulse/contracts';
import { sql, type Transaction } from 'kysely';
import { copyCsvFile } from '../../db/bulk-copy';
import type { Executor } from '../../db/database';
import { findRow } from '../../db/find-row';
import type { DatabaseSchema } from '../../db/schema';
import { IMPORT_TARGETS } from './import-targets';

type LoadTransaction = Transaction<DatabaseSchema>;

const UPLOAD_ID = /^[0-9a-f]{32}$/;

/** The staging table of an upload's prepared rows; ids are drawn by the server, never sent. */
export function stagingTable(uploadId: string): string {
  if (!UPLOAD_ID.test(uploadId)) throw new Error(`not an upload id: ${uploadId}`);
  return `import_rows_${uploadId}`;
}

export interface UploadRecord {
  id: string;
  userId: number;
  kind: ImportKind;
  fileName: string;
  rows: number;
  issueCount: number;
  createdAt: number;
  expiresAt: number;
}

/**
 * Keeps an upload with the report its user saw and, when its file has no issue, its prepared
 * rows (a header-less CSV in the target's column order) in a staging table of its own, so
 * that any server can load it.
 */
export async function insertUpload(
  transaction: LoadTransaction,
  upload: UploadRecord,
  report: ImportPreview,
  preparedCsv: string | null,
): Promise<void> {
  if (preparedCsv !== null) {
    const target = IMPORT_TARGETS[upload.kind];
    const table = stagingTable(upload.id);
    await sql`CREATE TABLE ${sql.table(table)} AS SELECT ${columnList(target.columns)}
                FROM ${sql.table(target.table)} WHERE 1 = 0`.execute(transaction);
    await copyCsvFile(transaction, table, target.columns, preparedCsv);
  }
  await insertUploadRow(transaction, upload, report);
}

/** The upload's row, with the report (or, for a bundle, the list of its files) it keeps. */
export async function insertUploadRow(
  db: Executor,
  upload: UploadRecord,
  report: ImportPreview | { bundle: readonly string[] },
): Promise<void> {
  await db
    .insertInto('import_uploads')
    .values({
      id: upload.id,
      user_id: upload.userId,
      kind: upload.kind,
      file_name: upload.fileName.slice(0, 255),
      rows_read: upload.rows,
      issue_count: upload.issueCount,
      report: JSON.stringify(report),
      created_at: upload.createdAt,
      expires_at: upload.expiresAt,
    })
    .execute();
}

const UPLOAD_COLUMNS = [
  'id',
  'user_id',
  'kind',
  'file_name',
  'rows_read',
  'issue_count',
  'created_at',
  'expires_at',
] as const;

export async function findUpload(db: Executor, id: string): Promise<UploadRecord | null> {
  const row = await findRow(db, 'import_uploads', 'id', id, UPLOAD_COLUMNS);
  if (!row) return null;
  return {
    id: row.id,
    userId: row.user_id,
    kind: row.kind as ImportKind,
    fileName: row.file_name,
    rows: row.rows_read,
    issueCount: row.issue_count,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
  };
}

/** Takes an upload out of the waiting ones; false when another request took it first. */
export async function takeUpload(db: Executor, id: string): Promise<boolean> {
  const result = await db.deleteFrom('import_uploads').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * Takes an upload and its files' uploads (a bundle's) out of the waiting ones, in the caller's
 * transaction; false when another request took the upload first.
 */
export async function takeUploads(
  db: Executor,
  id: string,
  memberIds: readonly string[],
): Promise<boolean> {
  if (!(await takeUpload(db, id))) return false;
  for (const memberId of memberIds) await takeUpload(db, memberId);
  return true;
}

/** Drops an upload's staged rows, if it has any left. */
export async function dropStagedRows(db: Executor, uploadId: string): Promise<void> {
  await sql`DROP TABLE IF EXISTS ${sql.table(stagingTable(uploadId))}`.execute(db);
}

/** Forgets uploads past their expiry, with their staged rows, and finished jobs of long ago. */
export async function deleteExpired(
  db: Executor,
  now: number,
  jobsFinishedBefore: number,
): Promise<void> {
  const expired = await db
    .selectFrom('import_uploads')
    .select('id')
    .where('expires_at', '<=', now)
    .execute();
  for (const { id } of expired) {
    await dropStagedRows(db, id);
    await db.deleteFrom('import_uploads').where('id', '=', id).execute();
  }
  await db.deleteFrom('import_jobs').where('finished_at', '<=', jobsFinishedBefore).execute();
}

/** Refuses an upload after its check: the report gains the issue and its staged rows go. */
export async function refuseUpload(
  transaction: LoadTransaction,
  uploadId: string,
  report: ImportPreview,
): Promise<void> {
  await dropStagedRows(transaction, uploadId);
  await transaction
    .updateTable('import_uploads')
    .set({ issue_count: report.issueCount, report: JSON.stringify(report) })
    .where('id', '=', uploadId)
    .execute();
}

/** Where a load reads an upload's staged rows from. */
export interface StagedRows {
  kind: ImportKind;
  uploadId: string;
}

export const staged = (rows: StagedRows) => sql`${sql.table(stagingTable(rows.uploadId))} s`;

export const columnList = (columns: readonly string[], alias?: string) =>
  sql.join(columns.map((column) => sql.ref(alias ? `${alias}.${column}` : column)));
