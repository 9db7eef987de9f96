/**
 * What the screen says about an upload and a load: the upload's progress, the problems found,
 * the months a file covers, the confirm button and question, and the result at the end.
 */
import {
  formatCount,
  type ImportBundleReport,
  type ImportJob,
  type ImportPreview,
  type RowIssue,
  WHOLE_FILE_LINE,
} from '@outlet-pulse/contracts';

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

/**
 * 'Sending the file… 45%' while it goes; 'Checking the file…' once the server has it all
 * ('the files' for several).
 */
export function uploadProgressText(fraction: number, several = false): string {
  const what = several ? 'the files' : 'the file';
  if (fraction >= 1) return `Checking ${what}…`;
  return `Sending ${what}… ${Math.floor(Math.max(0, fraction) * 100)}%`;
}

/** '3 problems — nothing will be loaded'. */
export function problemsTitle(issueCount: number): string {
  return `${plural(issueCount, 'problem')} — nothing will be loaded`;
}

/** When the report keeps fewer problems than the file has: which ones the table shows. */
export function issuesShownNote(shown: number, issueCount: number): string | null {
  if (issueCount <= shown) return null;
  return `The table shows the first ${formatCount(shown)} of ${formatCount(issueCount)} problems. Fix these and upload the file again to see the rest.`;
}

/** '2026-10 to 2026-11 (2 months)', '2026-11', or '—' when the rows have no dates (outlets). */
export function periodsText(preview: Pick<ImportPreview, 'periods'>): string {
  const { periods } = preview;
  const first = periods[0];
  const last = periods[periods.length - 1];
  if (first === undefined || last === undefined) return '—';
  if (periods.length === 1) return first;
  return `${first} to ${last} (${plural(periods.length, 'month')})`;
}

/** '1 Oct 2026 to 31 Oct 2026' in the portal's date form; null when the rows have no dates. */
export function dateRangeText(
  preview: Pick<ImportPreview, 'firstDate' | 'lastDate'>,
  date: (day: string) => string,
) {
  const { firstDate, lastDate } = preview;
  if (firstDate === null || lastDate === null) return null;
  return firstDate === lastDate ? date(firstDate) : `${date(firstDate)} to ${date(lastDate)}`;
}

/** 'Load 21 rows'. */
export function loadButtonLabel(rows: number): string {
  return `Load ${plural(rows, 'row')}`;
}

/** 'All 21 rows are valid' above the confirm button. */
export function validSummary(rows: number): string {
  return rows === 1 ? 'The row is valid' : `All ${formatCount(rows)} rows are valid`;
}

/**
 * A file's problems in two: those about the file as a whole (a daily-sales file loaded without
 * its category sales), said in words above the table, and those of its rows, for the table.
 */
export function splitIssues(issues: readonly RowIssue[]): {
  wholeFile: RowIssue[];
  rows: RowIssue[];
} {
  return {
    wholeFile: issues.filter((issue) => issue.line === WHOLE_FILE_LINE),
    rows: issues.filter((issue) => issue.line !== WHOLE_FILE_LINE),
  };
}

/** A reason as a sentence of its own: 'the category rows …' → 'The category rows ….' */
export function reasonSentence(reason: string): string {
  const text = reason.trim();
  const capital = `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

/** The column of a problem, or 'Whole row' for one that is about the row. */
export function issueColumnText(column: string | null): string {
  return column ?? 'Whole row';
}

/** 'Loaded as IMP2611K7Q2M: 18 inserted, 3 updated, 0 unchanged'. */
export function resultText(job: Pick<ImportJob, 'batchId' | 'counts'>): string {
  const counts = job.counts;
  if (counts === null) return `Loaded as ${job.batchId}.`;
  return `Loaded as ${job.batchId}: ${formatCount(counts.inserted)} inserted, ${formatCount(counts.updated)} updated, ${formatCount(counts.unchanged)} unchanged`;
}

/** Why a load failed, with a fallback when the server gave no reason. */
export function failureText(job: Pick<ImportJob, 'message'>): string {
  return job.message ?? 'The import failed; nothing was loaded.';
}

/** The job's progress as a whole percent between 0 and 100, for the bar. */
export function progressPercent(percent: number): number {
  if (!Number.isFinite(percent)) return 0;
  return Math.min(100, Math.max(0, Math.round(percent)));
}

/** The rows of every file of a bundle. */
export function bundleRows(bundle: Pick<ImportBundleReport, 'files'>): number {
  return bundle.files.reduce((sum, file) => sum + file.rows, 0);
}
