/**
 * What the import history keeps of a bundle refused at the check (the inbox, the CLI): a row
 * per file, each with a short reason — how many problems and the first — so the history and
 * the audit log show the attempt the failed/ folder and the mail already tell of.
 */
import {
  type ImportBundleReport,
  type ImportKind,
  kindOfFileName,
  type RowIssue,
  rowIssueText,
} from '@outlet-pulse/contracts';

export interface RefusedFile {
  /** Null when the file's name tells no kind. */
  kind: ImportKind | null;
  fileName: string;
  rows: number;
  message: string;
}

function refusal(issueCount: number, first: string): string {
  return `Refused at the check, nothing loaded: ${issueCount} ${issueCount === 1 ? 'problem' : 'problems'}; the first: ${first}`;
}

/**
 * A row per file the check read (a zip's files in its place), each with its own problems or,
 * when it had none, the bundle's; a row per file given when the bundle was refused before its
 * files were read (a name of no kind, two files of one kind, a folder in a zip).
 */
export function refusedFiles(
  given: readonly { fileName: string }[],
  report: ImportBundleReport,
): RefusedFile[] {
  const firstOfBundle =
    report.issues[0] ??
    report.files
      .filter((file) => file.issues.length > 0)
      .map((file) => `${file.fileName} ${rowIssueText(file.issues[0] as RowIssue)}`)[0] ??
    'the import was refused';
  const bundleRefusal = refusal(report.issueCount, firstOfBundle);
  if (report.files.length === 0) {
    return given.map(({ fileName }) => ({
      // A zip may hold files of several kinds.
      kind: fileName.toLowerCase().endsWith('.zip') ? null : kindOfFileName(fileName),
      fileName,
      rows: 0,
      message: bundleRefusal,
    }));
  }
  return report.files.map((file) => ({
    kind: file.kind,
    fileName: file.fileName,
    rows: file.rows,
    message:
      file.issues[0] !== undefined
        ? refusal(file.issueCount, rowIssueText(file.issues[0]))
        : bundleRefusal,
  }));
}
