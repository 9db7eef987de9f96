/**
 * What a rule refuses, in words meant for the person asking. Services and repositories throw
 * these; the HTTP edge (plugins/error-handler.ts) turns each kind into its status once, and the
 * CLI prints the message. No code below the routes knows an HTTP status.
 */
import { type FieldError, SESSION_MESSAGES } from '@outlet-pulse/contracts';

export type ProblemKind =
  /** The request or the data it names is wrong (a field, a code, a file). */
  | 'invalid'
  /** Nobody signed in, or a session or link that is no longer good. */
  | 'unauthenticated'
  /** Signed in, but not allowed this. */
  | 'forbidden'
  | 'not-found'
  /** The data as it stands refuses the change (in use, already there, a rule). */
  | 'conflict'
  | 'too-large'
  | 'too-many-requests'
  /** Something the portal relies on is not set up or not reachable. */
  | 'unavailable'
  /** Something the portal relies on answered with a failure. */
  | 'upstream-failed';

export class DomainError extends Error {
  constructor(
    readonly kind: ProblemKind,
    message: string,
    readonly fieldErrors: FieldError[] = [],
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const invalid = (message: string, fieldErrors: FieldError[] = []) =>
  new DomainError('invalid', message, fieldErrors);

/** Names the field at fault, like a schema validation failure. */
export function invalidField(field: string, message: string): DomainError {
  return new DomainError('invalid', `Invalid request: ${field}: ${message}`, [{ field, message }]);
}

export const unauthenticated = (message: string) => new DomainError('unauthenticated', message);
export const forbidden = (message: string = SESSION_MESSAGES.forbidden) =>
  new DomainError('forbidden', message);
export const notFound = (message: string) => new DomainError('not-found', message);
export const conflict = (message: string) => new DomainError('conflict', message);
export const tooLarge = (message: string) => new DomainError('too-large', message);
export const tooManyRequests = (message: string) => new DomainError('too-many-requests', message);
export const unavailable = (message: string) => new DomainError('unavailable', message);
export const upstreamFailed = (message: string) => new DomainError('upstream-failed', message);
