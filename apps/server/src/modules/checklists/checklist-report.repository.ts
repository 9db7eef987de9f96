/**
 * The checklist report's SQL: one document with its lines and photos, and its links. Rows are
 * mapped to the types below here (most by naming the columns as their fields in the select), so
 * no column name leaves this file.
 */
import { sql } from 'kysely';
import { likePattern, selectPage } from '../../core/paging';
import type { Executor } from '../../db/database';
import { findRow } from '../../db/find-row';
import type { ChecklistPhotosTable } from '../../db/schema';

/** A checklist document, named by its outlet and format instead of their ids. */
export interface ChecklistDocument {
  id: number;
  /** The number people know it by (CHK2611XN3X6). */
  number: string;
  outletId: string;
  branchName: string;
  /** The outlet's company; '' when the outlet is no longer in the outlets table. */
  company: string;
  formatName: string;
  departmentName: string;
  picName: string;
  picEmail: string | null;
  branchEmail: string | null;
  checkedOn: string;
  remark: string;
  completedAt: number | null;
}

export interface ChecklistLine {
  questionId: number;
  category: string;
  subcategory: string;
  lineNumber: number;
  question: string;
  weight: number;
  flag: string;
  scoreFinal: number;
  remark: string;
}

export interface ChecklistPhoto {
  id: string;
  documentId: number;
  questionId: number;
  fileName: string;
  caption: string;
  hue: number;
}

export interface ReportLink {
  documentId: number;
  expiresAt: number;
  revokedAt: number | null;
}

/** The fields of a document that both its report and the list of documents show. */
const DOCUMENT_COLUMNS = [
  'd.id',
  'd.doc_number as number',
  'f.name as formatName',
  'd.pic_name as picName',
  'd.checked_on as checkedOn',
  'd.completed_at as completedAt',
] as const;

export function findDocument(
  db: Executor,
  documentId: number,
): Promise<ChecklistDocument | undefined> {
  return db
    .selectFrom('checklist_documents as d')
    .innerJoin('checklist_formats as f', 'f.id', 'd.format_id')
    .leftJoin('outlets as o', 'o.id', 'd.outlet_id')
    .select(DOCUMENT_COLUMNS)
    .select([
      'd.outlet_id as outletId',
      'f.department_name as departmentName',
      'd.pic_email as picEmail',
      'd.branch_email as branchEmail',
      'd.remark',
    ])
    .select((eb) => [
      eb.fn.coalesce('o.name', 'd.outlet_id').as('branchName'),
      eb.fn.coalesce('o.company_code', eb.val('')).as('company'),
    ])
    .where('d.id', '=', documentId)
    .executeTakeFirst();
}

/** The id of the document people know by its number (e.g. CHK2611XN3X6). */
export async function findDocumentIdByNumber(
  db: Executor,
  docNumber: string,
): Promise<number | undefined> {
  const row = await findRow(db, 'checklist_documents', 'doc_number', docNumber, ['id']);
  return row?.id;
}

export async function findLines(db: Executor, documentId: number): Promise<ChecklistLine[]> {
  const rows = await db
    .selectFrom('checklist_lines as l')
    .innerJoin('checklist_questions as q', 'q.id', 'l.question_id')
    .select([
      'l.question_id',
      'q.category',
      'q.subcategory',
      'q.line_number',
      'q.question',
      'q.weight',
      'l.flag',
      'l.score_final',
      'l.remark',
    ])
    .where('l.document_id', '=', documentId)
    .orderBy('q.line_number')
    .execute();
  return rows.map((row) => ({
    questionId: row.question_id,
    category: row.category,
    subcategory: row.subcategory,
    lineNumber: row.line_number,
    question: row.question,
    weight: row.weight,
    flag: row.flag,
    scoreFinal: row.score_final,
    remark: row.remark,
  }));
}

const photos = (db: Executor) =>
  db
    .selectFrom('checklist_photos')
    .select(['id', 'document_id', 'question_id', 'file_name', 'caption', 'hue']);

const photoOf = (row: ChecklistPhotosTable): ChecklistPhoto => ({
  id: row.id,
  documentId: row.document_id,
  questionId: row.question_id,
  fileName: row.file_name,
  caption: row.caption,
  hue: row.hue,
});

export async function findPhotos(db: Executor, documentId: number): Promise<ChecklistPhoto[]> {
  const rows = await photos(db).where('document_id', '=', documentId).orderBy('id').execute();
  return rows.map(photoOf);
}

export async function findPhoto(db: Executor, photoId: string): Promise<ChecklistPhoto | null> {
  const row = await photos(db).where('id', '=', photoId).executeTakeFirst();
  return row ? photoOf(row) : null;
}

export async function insertReportLink(
  db: Executor,
  link: {
    idHash: string;
    documentId: number;
    createdAt: number;
    expiresAt: number;
    createdBy: number | null;
  },
): Promise<void> {
  await db
    .insertInto('report_links')
    .values({
      id_hash: link.idHash,
      document_id: link.documentId,
      created_at: link.createdAt,
      expires_at: link.expiresAt,
      revoked_at: null,
      created_by: link.createdBy,
    })
    .execute();
}

export async function findReportLink(db: Executor, idHash: string): Promise<ReportLink | null> {
  const row = await db
    .selectFrom('report_links')
    .select(['document_id', 'expires_at', 'revoked_at'])
    .where('id_hash', '=', idHash)
    .executeTakeFirst();
  return row
    ? { documentId: row.document_id, expiresAt: row.expires_at, revokedAt: row.revoked_at }
    : null;
}

/** Revokes every live link of a document; answers how many. */
export async function revokeReportLinks(
  db: Executor,
  documentId: number,
  nowMs: number,
): Promise<number> {
  const result = await db
    .updateTable('report_links')
    .set({ revoked_at: nowMs })
    .where('document_id', '=', documentId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function markCompleted(db: Executor, documentId: number, nowMs: number) {
  await db
    .updateTable('checklist_documents')
    .set({ completed_at: nowMs })
    .where('id', '=', documentId)
    .where('completed_at', 'is', null)
    .execute();
}

/** A checklist of the list, with its flag counts and score. */
export interface ChecklistSummary {
  id: number;
  number: string;
  company: string;
  branchName: string;
  formatName: string;
  picName: string;
  checkedOn: string;
  completedAt: number | null;
  red: number;
  yellow: number;
  green: number;
  na: number;
  score: number;
  /** The weights of the lines with a valid flag: checklistMaximumScore (contracts) in SQL. */
  maximum: number;
}

/**
 * A page of checklist documents of the given companies, newest first,
 * with their flag counts and score worked out like report-totals.ts does for one report, and
 * the most the score could be as the report page works it out (checklistMaximumScore).
 */
export async function findDocumentPage(
  db: Executor,
  filter: {
    companies: readonly string[];
    /** null = every outlet of the companies. */
    outletIds: readonly string[] | null;
    keyword: string;
    offset: number;
    limit: number;
  },
): Promise<{ rows: ChecklistSummary[]; count: number }> {
  const flag = sql`upper(trim(l.flag))`;
  const valid = sql`${flag} IN ('GREEN', 'YELLOW', 'RED')`;
  if (filter.companies.length === 0) return { rows: [], count: 0 };
  let query = db
    .selectFrom('checklist_documents as d')
    .innerJoin('checklist_formats as f', 'f.id', 'd.format_id')
    .innerJoin('outlets as o', 'o.id', 'd.outlet_id')
    .where('o.company_code', 'in', filter.companies);
  if (filter.outletIds !== null) query = query.where('d.outlet_id', 'in', [...filter.outletIds]);
  if (filter.keyword !== '') {
    const pattern = likePattern(filter.keyword);
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['d.doc_number']), 'like', pattern),
        eb(eb.fn('lower', ['o.name']), 'like', pattern),
        eb(eb.fn('lower', ['d.outlet_id']), 'like', pattern),
        eb(eb.fn('lower', ['d.pic_name']), 'like', pattern),
      ]),
    );
  }
  return selectPage(query, filter, (page) =>
    page
      .leftJoin('checklist_lines as l', 'l.document_id', 'd.id')
      .leftJoin('checklist_questions as q', 'q.id', 'l.question_id')
      .select(DOCUMENT_COLUMNS)
      .select(['o.company_code as company', 'o.name as branchName'])
      .select([
        sql<number>`count(CASE WHEN ${flag} = 'RED' THEN 1 END)`.as('red'),
        sql<number>`count(CASE WHEN ${flag} = 'YELLOW' THEN 1 END)`.as('yellow'),
        sql<number>`count(CASE WHEN ${flag} = 'GREEN' THEN 1 END)`.as('green'),
        sql<number>`count(CASE WHEN l.flag IS NOT NULL AND NOT (${valid}) THEN 1 END)`.as('na'),
        sql<number>`coalesce(sum(CASE WHEN ${valid} THEN l.score_final END), 0)`.as('score'),
        sql<number>`coalesce(sum(CASE WHEN ${valid} THEN q.weight END), 0)`.as('maximum'),
      ])
      .groupBy([
        'd.id',
        'd.doc_number',
        'o.company_code',
        'o.name',
        'f.name',
        'd.pic_name',
        'd.checked_on',
        'd.completed_at',
      ])
      .orderBy('d.checked_on', 'desc')
      .orderBy('d.id', 'desc'),
  );
}
