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

export const errorEnvelopeSchema = z.object({
  status: z.number().int().min(400).max(599),
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});

export type FieldError = z.infer<typeof fieldErrorSchema>;
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const STATUS = { success: 200, error: 500, notFound: 404 } as const;
