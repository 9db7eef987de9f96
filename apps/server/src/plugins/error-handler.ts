/**
 * The one error handler: every failure becomes `{status, message}` with a message a person
 * understands. Validation failures name the fields; server faults are logged in full and
 * answered without internals (no stack, no SQL).
 */
import type { ErrorEnvelope, FieldError } from '@outlet-pulse/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';

/** An error whose message is meant for the caller, with the HTTP status that goes with it. */
export class HttpProblem extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors: FieldError[] = [],
  ) {
    super(message);
    this.name = 'HttpProblem';
  }
}

/** A 400 naming the field at fault, shaped like a schema validation failure. */
export function invalidField(field: string, message: string): HttpProblem {
  return new HttpProblem(400, `Invalid request: ${field}: ${message}`, [{ field, message }]);
}

function fieldErrors(error: FastifyError): FieldError[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  return error.validation.flatMap((issue) => {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    // A field the caller may not send is named itself, not the object that holds it.
    const keys = (issue.params as { keys?: unknown }).keys;
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
      return keys.map((key) => ({
        field: path ? `${path}.${String(key)}` : String(key),
        message: `${String(key)} cannot be set here`,
      }));
    }
    return [
      {
        field: path || (error.validationContext ?? 'request'),
        message: issue.message ?? 'is invalid',
      },
    ];
  });
}

export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const errors = fieldErrors(error);
    if (errors.length > 0) {
      const summary = errors.map((item) => `${item.field}: ${item.message}`).join('; ');
      const body: ErrorEnvelope = { status: 400, message: `Invalid request: ${summary}`, errors };
      return reply.status(400).send(body);
    }
    const statusCode = error instanceof HttpProblem ? error.statusCode : (error.statusCode ?? 500);
    // An HttpProblem's message is written for people (a 503 says what is not set up); other
    // 5xx errors may carry internals and get the generic message.
    if (error instanceof HttpProblem || (statusCode >= 400 && statusCode < 500)) {
      if (statusCode >= 500) request.log.warn({ err: error }, 'request refused by the server');
      const problemErrors = error instanceof HttpProblem ? error.fieldErrors : [];
      const body: ErrorEnvelope = {
        status: statusCode,
        message: error.message,
        ...(problemErrors.length > 0 ? { errors: problemErrors } : {}),
      };
      return reply.status(statusCode).send(body);
    }
    request.log.error({ err: error }, 'request failed');
    const body: ErrorEnvelope = { status: 500, message: INTERNAL_ERROR_MESSAGE };
    return reply.status(500).send(body);
  });
});
