/** Says in an error toast why a call failed, with the server's own message. */
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/notices';

export function reportFailure(title: string, error: Error, details: readonly string[] = []): void {
  // An ended session has already said 'Session Expired!' and is on its way to the sign-in page.
  if (error instanceof ApiError && error.status === 401) return;
  toast('error', title, [error.message, ...details].join(' '), { service: true });
}
