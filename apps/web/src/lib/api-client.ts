/**
 * Calls the API and unwraps its `{status, data}` envelope. Only status 200 counts as success
 * (spec 000 §7); anything else becomes an ApiError carrying the server's message.
 */
import { errorEnvelopeSchema } from '@outlet-pulse/contracts';
import type { z } from 'zod';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type SuccessSchema<Data> = z.ZodType<{ status: 200; data: Data }>;

const UNREADABLE_ANSWER = 'The server sent an answer the portal could not read.';

/** Checks a parsed JSON body against the envelope schema and returns its data. */
export function readEnvelope<Data>(
  httpStatus: number,
  body: unknown,
  schema: SuccessSchema<Data>,
): Data {
  if (httpStatus === 200) {
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new ApiError(httpStatus, UNREADABLE_ANSWER);
    return parsed.data.data;
  }
  const failure = errorEnvelopeSchema.safeParse(body);
  throw new ApiError(
    httpStatus,
    failure.success ? failure.data.message : `The server answered ${httpStatus}.`,
  );
}

export async function apiGet<Data>(
  path: string,
  schema: SuccessSchema<Data>,
  signal?: AbortSignal,
): Promise<Data> {
  let response: Response;
  try {
    response = await fetch(`/api/${path}`, { headers: { accept: 'application/json' }, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'The server cannot be reached. Check your connection and try again.');
  }
  const body: unknown = await response.json().catch(() => undefined);
  return readEnvelope(response.status, body, schema);
}
