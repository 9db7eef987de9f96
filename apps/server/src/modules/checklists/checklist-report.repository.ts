/** The checklist report's SQL: one document with its lines and photos, and its links. */
import { sql } from 'kysely';
import { likePattern, selectPage } from '../../core/paging';
import type { Executor } from '../../db/database';
import type { ChecklistDocumentsTable } from '../../db/schema';

/** A checklist document as stored, named by its outlet and format instead of their ids. */
export interface DocumentRow extends Omit<ChecklistDocumentsTable, 'format_id'> {
  branch_name: string;
  company_code: string;
  format_name: string;
  department_name: string;
}

export interface LineRow {
  question_id: number;
  category: string;
  subcategory: string;
  line_number: number;
  question: string;
  weight: number;
  flag: string;
  score_final: number;
  remark: string;
}

export interface PhotoRow {
  id: string;
  question_id: number;
  file_name: string;
  caption: string;
  hue: number;
}

export async function findDocument(
  db: Executor,
  documentId: number,
): Promise<DocumentRow | undefined> {
  return db
    .selectFrom('checklist_documents as d')
    .innerJoin('checklist_formats as f', 'f.id', 'd.format_id')
    .leftJoin('outlets as o', 'o.id', 'd.outlet_id')
    .select([
      'd.id',
      'd.doc_number',
      'd.outlet_id',
      'f.name as format_name',
      'f.department_name',
      'd.pic_name',
      'd.pic_email',
      'd.branch_email',
      'd.checked_on',
      'd.remark',
      'd.completed_at',
    ])
    .select((eb) => [
      eb.fn.coalesce('o.name', 'd.outlet_id').as('branch_name'),
      eb.fn.coalesce('o.company_code', eb.val('')).as('company_code'),
    ])
    .where('d.id', '=', documentId)
    .executeTakeFirst();
}

/** The id of the document people know by its number (e.g. CHK2611XN3X6). */
export async function findDocumentIdByNumber(
  db: Executor,
  docNumber: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('checklist_documents')
    .select('id')
    .where('doc_number', '=', docNumber)
    .executeTakeFirst();
  return row?.id;
}

export async function findLines(db: Executor, documentId: number): Promise<LineRow[]> {
  return db
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
}

export async function findPhotos(db: Executor, documentId: number): Promise<PhotoRow[]> {
  return db
    .selectFrom('checklist_photos')
    .select(['id', 'question_id', 'file_name', 'caption', 'hue'])
    .where('document_id', '=', documentId)
    .orderBy('id')
    .execute();
}

export async function findPhoto(db: Executor, photoId: string) {
  return db
    .selectFrom('checklist_photos')
    .select(['id', 'document_id', 'file_name', 'caption', 'hue'])
    .where('id', '=', photoId)
    .executeTakeFirst();
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

export async function findReportLink(db: Executor, idHash: string) {
  return db
    .selectFrom('report_links')
    .select(['document_id', 'expires_at', 'revoked_at'])
    .where('id_hash', '=', idHash)
    .executeTakeFirst();
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

export interface DocumentSummaryRow {
  id: number;
  doc_number: string;
  company_code: string;
  branch_name: string;
  format_name: string;
  pic_name: string;
  checked_on: string;
  completed_at: number | null;
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
): Promise<{ rows: DocumentSummaryRow[]; count: number }> {
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
      .select([
        'd.id',
        'd.doc_number',
        'o.company_code',
        'o.name as branch_name',
        'f.name as format_name',
        'd.pic_name',
        'd.checked_on',
        'd.completed_at',
      ])
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
