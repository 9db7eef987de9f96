/**
 * The wire envelope of every API answer: `{status, data}` on success, `{status, message}` on
 * failure, with `status` equal to the HTTP status (spec 000 §7, ARCHITECTURE.md).
 */
import { z } from 'zod';

export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal(200), data });
}

export const fieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
});

/**
 * The header every answer carries its request's id in. The server's log lines of the request
 * carry the same id, so the reference a person reads out from an error leads to them.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

export const errorEnvelopeSchema = z.object({
  status: z.number().int().min(400).max(599),
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
  /** The request's id (REQUEST_ID_HEADER); optional, so older answers still read. */
  reference: z.string().optional(),
});

export type FieldError = z.infer<typeof fieldErrorSchema>;
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const STATUS = { success: 200, error: 500, notFound: 404 } as const;
