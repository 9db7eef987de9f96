/**
 * The report filed beside an inbox file and e-mailed on failure: for each file its kind, rows
 * and what was loaded, or each problem with its line, column and reason; then the problems
 * across the files.
 */
import { type ImportCounts, type RowIssue, rowIssueText } from '@outlet-pulse/contracts';

export interface InboxFileResult {
  fileName: string;
  kind: string | null;
  rows: number;
  /** All problems found; `issues` may list only the first of them. */
  issueCount: number;
  issues: readonly RowIssue[];
  /** What the load did to the file's rows; null when nothing was loaded. */
  counts: ImportCounts | null;
}

export interface InboxBundleResult {
  loaded: boolean;
  files: readonly InboxFileResult[];
  /** Problems of the bundle as a whole (across files, or a file no check could read). */
  issues: readonly string[];
}

export interface ReportFacts {
  result: InboxBundleResult;
  pickedUpAt: number;
  durationMs: number;
  username: string;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function fileLines(file: InboxFileResult): string[] {
  const name = `${file.fileName}${file.kind ? ` (${file.kind})` : ''}`;
  if (file.counts) {
    const { counts } = file;
    return [
      `${name}: loaded ${plural(counts.rows, 'row')}: ${counts.inserted} inserted, ${counts.updated} updated, ${counts.unchanged} unchanged.`,
    ];
  }
  if (file.issueCount === 0) return [`${name}: ${plural(file.rows, 'row')}, no problem found.`];
  return [
    `${name}: ${plural(file.issueCount, 'problem')} in ${plural(file.rows, 'row')}.`,
    ...file.issues.map((issue) => `  ${rowIssueText(issue)}`),
    ...(file.issueCount > file.issues.length
      ? [`  … and ${file.issueCount - file.issues.length} more`]
      : []),
  ];
}

export function formatInboxReport({
  result,
  pickedUpAt,
  durationMs,
  username,
}: ReportFacts): string {
  return [
    `Picked up ${new Date(pickedUpAt).toISOString()} and imported as ${username}.`,
    result.loaded
      ? `Loaded in ${(durationMs / 1000).toFixed(1)} s.`
      : `Failed after ${(durationMs / 1000).toFixed(1)} s: nothing was loaded.`,
    '',
    ...result.files.flatMap(fileLines),
    ...(result.issues.length > 0
      ? ['', 'Across the files:', ...result.issues.map((issue) => `  ${issue}`)]
      : []),
    '',
  ].join('\n');
}
