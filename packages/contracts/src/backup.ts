/** `POST /api/admin/backup`: the running server writes a consistent copy of its DuckDB file. */
import { z } from 'zod';
import { successEnvelope } from './envelope';

export const backupRequestSchema = z.object({
  /** An absolute path on the server's machine: a new or empty folder. */
  to: z.string().trim().min(1, 'to is required').max(1000, 'to is too long'),
});
export type BackupRequest = z.infer<typeof backupRequestSchema>;

export const backupResultSchema = z.object({
  to: z.string(),
  /** Files written: the schema, the load script and one Parquet file per table. */
  files: z.number(),
});
export type BackupResult = z.infer<typeof backupResultSchema>;
export const backupResponseSchema = successEnvelope(backupResultSchema);
