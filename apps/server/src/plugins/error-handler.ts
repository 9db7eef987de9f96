/**
 * The one error handler: every failure becomes `{status, message, reference}` with a message a
 * person understands and the request's id as the reference its log lines carry. Validation
 * failures name the fields; server faults are logged in full and answered without internals
 * (no stack, no SQL).
 */
import { type ErrorEnvelope, type FieldError, SESSION_MESSAGES } from '@outlet-pulse/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DomainError, type ProblemKind } from '../core/errors';

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';

/** The HTTP status of each kind of refusal: the one place a domain error meets HTTP. */
const STATUS_OF: Record<ProblemKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  'too-many-requests': 429,
  unavailable: 503,
  'upstream-failed': 502,
};

/** Refusals of the plugins we use, which speak to developers, in words meant for people. */
const PLUGIN_MESSAGES: Record<string, string> = {
  FST_CSRF_MISSING_SECRET: SESSION_MESSAGES.csrfMissing,
  FST_CSRF_INVALID_TOKEN: SESSION_MESSAGES.csrfMissing,
};

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
      const body: ErrorEnvelope = {
        status: 400,
        message: `Invalid request: ${summary}`,
        errors,
        reference: request.id,
      };
      return reply.status(400).send(body);
    }
    const domain = error instanceof DomainError ? (error as DomainError) : null;
    const statusCode = domain ? STATUS_OF[domain.kind] : (error.statusCode ?? 500);
    // A domain error's message is written for people (a 503 says what is not set up); other
    // 5xx errors may carry internals and get the generic message.
    if (domain || (statusCode >= 400 && statusCode < 500)) {
      if (statusCode >= 500) request.log.warn({ err: error }, 'request refused by the server');
      // A body refused for its size is left unread: a client sending it chunked would go on
      // and wait for ever, so the connection ends with the answer.
      if (statusCode === 413) reply.header('connection', 'close');
      const problemErrors = domain?.fieldErrors ?? [];
      const body: ErrorEnvelope = {
        status: statusCode,
        message: PLUGIN_MESSAGES[error.code] ?? error.message,
        ...(problemErrors.length > 0 ? { errors: problemErrors } : {}),
        reference: request.id,
      };
      return reply.status(statusCode).send(body);
    }
    request.log.error({ err: error }, 'request failed');
    const body: ErrorEnvelope = {
      status: 500,
      message: INTERNAL_ERROR_MESSAGE,
      reference: request.id,
    };
    return reply.status(500).send(body);
  });
});
