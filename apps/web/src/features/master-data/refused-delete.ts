/** Whether a failed delete is the server's 'in use' refusal, after which deactivating is offered. */
import { CODE_LIST_MESSAGES } from '@outlet-pulse/contracts';
import { ApiError } from '../../lib/api-client';

export function offersDeactivation(error: Error): boolean {
  return (
    error instanceof ApiError &&
    error.status === 409 &&
    error.message.endsWith(CODE_LIST_MESSAGES.deactivateInstead)
  );
}
