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

/**
 * `GET /api/health/ready`: whether this server takes new requests, for a load balancer's
 * check. 200 while serving; 503 (an error envelope) from the moment it starts shutting down,
 * so the balancer sends new requests elsewhere before it stops listening.
 */
export const readinessResponseSchema = successEnvelope(z.object({ ready: z.literal(true) }));
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;

export const HEALTH_MESSAGES = {
  draining: 'This server is shutting down; the other servers answer in its place.',
} as const;
