/**
 * The checklist calls' wire format (spec 001 §3.7): the only code that knows its names
 * (`docnumber`, `TOTALRED`, `Flag`, `attachfile`, …).
 */
import type { ChecklistReport } from '@outlet-pulse/contracts';
import type { DocumentSummaryRow } from './checklist-report.repository';
import type { LinkedReport } from './checklist-report.service';
import { flagOf, reportTotals } from './report-totals';

/** A photo is read through the report's own link, so it is refused when the link is. */
function photoLink(linkId: string, photoId: string): string {
  return `/api/checklist_report/photo/${encodeURIComponent(photoId)}?id=${encodeURIComponent(linkId)}`;
}

export function presentChecklistReport({
  linkId,
  document,
  lines,
  photos,
}: LinkedReport): ChecklistReport {
  const totals = reportTotals(
    lines.map((line) => ({ flag: line.flag, scoreFinal: line.score_final })),
  );
  return {
    docnumber: document.doc_number,
    branchname: document.branch_name,
    TOTALRED: totals.red,
    TOTALYELLOW: totals.yellow,
    TOTALGREEN: totals.green,
    TOTALNA: totals.na,
    TOTALSCORE: totals.score,
    docnumberlinedate: document.checked_on,
    name: document.pic_name,
    checklistname: document.format_name,
    departmentName: document.department_name,
    remark: document.remark,
    data: lines.map((line) => ({
      category: line.category,
      subcategory: line.subcategory,
      Flag: flagOf(line.flag),
      linequestion: line.line_number,
      question: line.question,
      weight: line.weight,
      ScoreFinal: line.score_final,
      remark: line.remark,
      attachfile: photos
        .filter((photo) => photo.question_id === line.question_id)
        .map((photo) => ({ urlfile: photoLink(linkId, photo.id), filename: photo.file_name })),
    })),
  };
}

export function presentChecklistPage({
  count,
  rows,
}: {
  count: number;
  rows: DocumentSummaryRow[];
}) {
  return {
    count,
    rows: rows.map((row) => ({
      id: row.id,
      docnumber: row.doc_number,
      company: row.company_code,
      branchname: row.branch_name,
      checklistname: row.format_name,
      name: row.pic_name,
      checkedOn: row.checked_on,
      completed: row.completed_at !== null,
      TOTALRED: row.red,
      TOTALYELLOW: row.yellow,
      TOTALGREEN: row.green,
      TOTALNA: row.na,
      TOTALSCORE: Math.round(row.score * 100) / 100,
      MAXSCORE: Math.round(row.maximum * 100) / 100,
    })),
  };
}
