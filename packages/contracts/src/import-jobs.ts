/**
 * The import flow around a file (issue 8): upload → preview and validation report → confirm →
 * a load job whose progress the screen polls → the result, kept in the import history.
 */
import { z } from 'zod';
import { successEnvelope } from './envelope';
import { importKindSchema, importPreviewSchema, numberFormatSchema } from './imports';
import { pagedResponseSchema, pageQuerySchema } from './paging';

/** Who may import: granted to administrators by migration 0007. */
export const IMPORT_PERMISSION = 'data.import';

export const IMPORT_JOB_MESSAGES = {
  hasIssues: (count: number) =>
    `The file has ${count} ${count === 1 ? 'problem' : 'problems'}; nothing was loaded. Fix ${count === 1 ? 'it' : 'them'} and upload the file again.`,
  uploadExpired: 'This upload has expired or does not exist. Upload the file again.',
  tooLarge: (limitMb: number) => `The file is larger than the ${limitMb} MB limit.`,
  /** A load whose server stopped before it finished: its transaction rolled back with it. */
  interrupted: 'Interrupted: the server stopped during the load; nothing was loaded.',
} as const;

/** `POST /api/import/upload?kind=&fileName=&numberFormat=&sheet=` with the file as the body. */
export const importUploadQuerySchema = z.object({
  kind: importKindSchema,
  fileName: z
    .string({ message: 'fileName is required' })
    .trim()
    .min(1, 'fileName is required')
    .max(255, 'fileName is too long'),
  numberFormat: numberFormatSchema.optional(),
  sheet: z.string().trim().max(100).optional(),
});
export type ImportUploadQuery = z.infer<typeof importUploadQuerySchema>;

export const importUploadSchema = importPreviewSchema.extend({
  /** Confirms this upload; valid for an hour, for the user who uploaded it. */
  uploadId: z.string(),
});
export type ImportUpload = z.infer<typeof importUploadSchema>;
export const importUploadResponseSchema = successEnvelope(importUploadSchema);

export const importConfirmSchema = z.strictObject({
  uploadId: z.string({ message: 'uploadId is required' }).trim().min(1).max(100),
});

export const IMPORT_PHASES = [
  'queued',
  'staging',
  'checking',
  'merging',
  'rollups',
  'done',
  'failed',
] as const;
export type ImportPhase = (typeof IMPORT_PHASES)[number];

export const importCountsSchema = z.object({
  rows: z.number().int(),
  inserted: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;

export const importJobSchema = z.object({
  jobId: z.string(),
  batchId: z.string(),
  kind: importKindSchema,
  fileName: z.string(),
  phase: z.enum(IMPORT_PHASES),
  /** 0 to 100, for the progress bar. */
  percent: z.number(),
  counts: importCountsSchema.nullable(),
  /** Why it failed, for a person. */
  message: z.string().nullable(),
});
export type ImportJob = z.infer<typeof importJobSchema>;
export const importJobResponseSchema = successEnvelope(importJobSchema);

export const importBatchSchema = z.object({
  id: z.string(),
  /** Null for a file refused at the check whose name tells no kind. */
  kind: importKindSchema.nullable(),
  fileName: z.string(),
  status: z.enum(['LOADED', 'FAILED']),
  ...importCountsSchema.shape,
  message: z.string().nullable(),
  username: z.string().nullable(),
  /** Who loaded when no user did ('cli', 'inbox', 'starter set'); the history shows it then. */
  actorLabel: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string(),
});
export type ImportBatch = z.infer<typeof importBatchSchema>;
export const importHistoryQuerySchema = pageQuerySchema;
export const importHistoryResponseSchema = pagedResponseSchema(importBatchSchema);

export const importTemplateQuerySchema = z.object({
  format: z.enum(['csv', 'xlsx'], { message: 'format must be csv or xlsx' }).default('csv'),
  numberFormat: numberFormatSchema.default('plain'),
});
