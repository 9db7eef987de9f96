/**
 * Calls the API and unwraps its `{status, data}` envelope. Only status 200 counts as success
 * (spec 000 §7); anything else becomes an ApiError carrying the server's message and the
 * request's reference, the id its log lines carry.
 */
import { errorEnvelopeSchema, type FieldError, REQUEST_ID_HEADER } from '@outlet-pulse/contracts';
import type { z } from 'zod';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's message per field, for a form to show beside each field. */
    readonly errors: FieldError[] = [],
    /** The request's id, which the server's log lines of it carry (shown as 'reference …'). */
    readonly reference?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type SuccessSchema<Data> = z.ZodType<{ status: 200; data: Data }>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON, or as it is when a Blob (a file upload); a POST without a body sends none. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

const UNREADABLE_ANSWER = 'The server sent an answer the portal could not read.';
const UNREACHABLE = 'The server cannot be reached. Check your connection and try again.';

/** The reference of a failed call, when the server gave one. */
export function referenceOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.reference : undefined;
}

/**
 * Checks a parsed JSON body against the envelope schema and returns its data. `requestId` is
 * the answer's REQUEST_ID_HEADER: the reference of an error whose body names none (a proxy's).
 */
export function readEnvelope<Data>(
  httpStatus: number,
  body: unknown,
  schema: SuccessSchema<Data>,
  requestId?: string | null,
): Data {
  if (httpStatus === 200) {
    const parsed = schema.safeParse(body);
    if (!parsed.success)
      throw new ApiError(httpStatus, UNREADABLE_ANSWER, [], requestId ?? undefined);
    return parsed.data.data;
  }
  const failure = errorEnvelopeSchema.safeParse(body);
  throw new ApiError(
    httpStatus,
    failure.success ? failure.data.message : `The server answered ${httpStatus}.`,
    failure.success ? (failure.data.errors ?? []) : [],
    (failure.success ? failure.data.reference : undefined) ?? requestId ?? undefined,
  );
}

export async function apiRequest<Data>(
  path: string,
  schema: SuccessSchema<Data>,
  { method = 'GET', body, headers, signal }: RequestOptions = {},
): Promise<Data> {
  const requestHeaders: Record<string, string> = { accept: 'application/json', ...headers };
  const isFile = body instanceof Blob;
  if (body !== undefined && !isFile) requestHeaders['content-type'] = 'application/json';
  if (isFile) requestHeaders['content-type'] = 'application/octet-stream';
  let response: Response;
  try {
    response = await fetch(`/api/${path}`, {
      method,
      headers: requestHeaders,
      body: body === undefined ? undefined : isFile ? body : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, UNREACHABLE);
  }
  const answer: unknown = await response.json().catch(() => undefined);
  return readEnvelope(response.status, answer, schema, response.headers.get(REQUEST_ID_HEADER));
}

export function apiGet<Data>(
  path: string,
  schema: SuccessSchema<Data>,
  signal?: AbortSignal,
): Promise<Data> {
  return apiRequest(path, schema, { signal });
}
