/**
 * Imports of several files at once (issue 15): chosen together, a .zip, a folder or several
 * paths. Each file's kind comes from its name; the files load together in one transaction in
 * the load order below, so master lists come before the rows that name them.
 */
import { z } from 'zod';
import { markControlCharacters } from './control-characters';
import { successEnvelope } from './envelope';
import type { ImportCounts } from './import-jobs';
import { IMPORT_KINDS, type ImportKind, importPreviewSchema, numberFormatSchema } from './imports';

/** The order the files of a bundle load in: what others refer to first. */
export const IMPORT_LOAD_ORDER: readonly ImportKind[] = [
  'companies',
  'categories',
  'outlet-types',
  'outlet-groups',
  'outlets',
  'employees',
  'targets',
  'daily-sales',
  'category-sales',
  'traffic',
];

/** Longest first, so that `outlet-types.csv` is never read as `outlets`. */
const KINDS_BY_LENGTH = [...IMPORT_KINDS].sort((a, b) => b.length - a.length);

/**
 * The kind a file name stands for: its lower-cased base name without extension equals a kind,
 * or starts with one followed by `-`, `_`, `.` or a space (`daily-sales-2026-11-23.xlsx`).
 */
export function kindOfFileName(fileName: string): ImportKind | null {
  const base = (fileName.split(/[\\/]/).pop() ?? '').toLowerCase();
  const stem = base.includes('.') ? base.slice(0, base.lastIndexOf('.')) : base;
  return (
    KINDS_BY_LENGTH.find(
      (kind) => stem === kind || (stem.startsWith(kind) && /[-_. ]/.test(stem[kind.length] ?? '')),
    ) ?? null
  );
}

/** Most files one bundle may hold. */
export const IMPORT_BUNDLE_MAX_FILES = 20;

export const IMPORT_BUNDLE_MESSAGES = {
  noFiles: 'Choose at least one file.',
  tooManyFiles: (count: number) =>
    `${count} files is more than the ${IMPORT_BUNDLE_MAX_FILES} one import may hold.`,
  /** The name quoted with its control characters marked (the answer must not carry them). */
  controlCharacterInName: (fileName: string) =>
    `the file name ${markControlCharacters(fileName)} holds a control character: rename the file`,
  unknownName: (fileName: string) =>
    `unknown file name ${fileName}: it must start with one of ${IMPORT_KINDS.join(', ')}`,
  duplicateKind: (kind: string, first: string, second: string) =>
    `two files of kind ${kind}: ${first} and ${second}`,
  folderInZip: (zipName: string, entry: string) =>
    `${zipName} holds the folder ${entry}: put the files at the top level of the zip`,
  zipInZip: (zipName: string, entry: string) =>
    `${zipName} holds another zip, ${entry}: put its files at the top level instead`,
  fileTooLarge: (fileName: string, limitMb: number) =>
    `${fileName} is larger than the ${limitMb} MB limit`,
  corruptZip: (zipName: string) => `${zipName} is damaged: its ZIP directory cannot be read`,
  tooManyEntries: (zipName: string) =>
    `${zipName} holds more than ${IMPORT_BUNDLE_MAX_FILES} files`,
  /** A rule of the database the files break only together, found by a trial load. */
  wouldNotLoad: (reason: string) => `the files would not load together: ${reason}`,
} as const;

export const importBundleReportSchema = z.object({
  /** One per file, in load order, each checked as a single upload is. */
  files: z.array(importPreviewSchema),
  /** Reasons about the bundle as a whole (names, zip, rules across files). */
  issues: z.array(z.string()),
  /** The files' issues and the bundle's together; 0 = it can load. */
  issueCount: z.number().int(),
});
export type ImportBundleReport = z.infer<typeof importBundleReportSchema>;

/** `POST /api/import/bundle` (multipart, one part per file, or a .zip): the report to confirm. */
export const importBundleUploadSchema = importBundleReportSchema.extend({
  /** Confirms the bundle with `POST /api/import/confirm`; null when it has issues. */
  uploadId: z.string().nullable(),
});
export type ImportBundleUpload = z.infer<typeof importBundleUploadSchema>;
export const importBundleUploadResponseSchema = successEnvelope(importBundleUploadSchema);

export interface LoadedBundle {
  /** The bundle's reference: its first file's history row; the others add -2, -3, … */
  bundleId: string;
  files: { kind: ImportKind; fileName: string; batchId: string; counts: ImportCounts }[];
}

/** `POST /api/import/bundle?numberFormat=`: how the CSV files write numbers (by default, each file's own). */
export const importBundleQuerySchema = z.object({
  numberFormat: numberFormatSchema.optional(),
});
