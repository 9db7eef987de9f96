/** `GET /api/health`: which storage engine answers and how fresh its sales data is. */
import { z } from 'zod';
import { successEnvelope } from './envelope';

export const storageEngineSchema = z.enum(['duckdb', 'postgres']);
export type StorageEngine = z.infer<typeof storageEngineSchema>;

export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date YYYY-MM-DD');

export const healthSchema = z.object({
  engine: storageEngineSchema,
  dataLastUpdate: isoDateSchema.nullable(),
});
export type Health = z.infer<typeof healthSchema>;

export const healthResponseSchema = successEnvelope(healthSchema);
export type HealthResponse = z.infer<typeof healthResponseSchema>;
