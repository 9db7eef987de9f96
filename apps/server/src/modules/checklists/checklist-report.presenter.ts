/**
 * The checklist calls' wire format (spec 001 §3.7): the only code that knows its names
 * (`docnumber`, `TOTALRED`, `Flag`, `attachfile`, …).
 */
import type { ChecklistReport } from '@outlet-pulse/contracts';
import type { ChecklistSummary } from './checklist-report.repository';
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
  const totals = reportTotals(lines);
  return {
    docnumber: document.number,
    branchname: document.branchName,
    TOTALRED: totals.red,
    TOTALYELLOW: totals.yellow,
    TOTALGREEN: totals.green,
    TOTALNA: totals.na,
    TOTALSCORE: totals.score,
    docnumberlinedate: document.checkedOn,
    name: document.picName,
    checklistname: document.formatName,
    departmentName: document.departmentName,
    remark: document.remark,
    data: lines.map((line) => ({
      category: line.category,
      subcategory: line.subcategory,
      Flag: flagOf(line.flag),
      linequestion: line.lineNumber,
      question: line.question,
      weight: line.weight,
      ScoreFinal: line.scoreFinal,
      remark: line.remark,
      attachfile: photos
        .filter((photo) => photo.questionId === line.questionId)
        .map((photo) => ({ urlfile: photoLink(linkId, photo.id), filename: photo.fileName })),
    })),
  };
}

export function presentChecklistPage({ count, rows }: { count: number; rows: ChecklistSummary[] }) {
  return {
    count,
    rows: rows.map((row) => ({
      id: row.id,
      docnumber: row.number,
      company: row.company,
      branchname: row.branchName,
      checklistname: row.formatName,
      name: row.picName,
      checkedOn: row.checkedOn,
      completed: row.completedAt !== null,
      TOTALRED: row.red,
      TOTALYELLOW: row.yellow,
      TOTALGREEN: row.green,
      TOTALNA: row.na,
      TOTALSCORE: Math.round(row.score * 100) / 100,
      MAXSCORE: Math.round(row.maximum * 100) / 100,
    })),
  };
}
