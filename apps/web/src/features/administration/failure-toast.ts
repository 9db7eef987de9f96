/**
 * The error toast of a failed change. A call refused because the session ended says nothing more:
 * 'Session Expired!' has been said and the user is on the way to the sign-in page.
 */
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/notices';

export function failureToast(title: string, error: Error): void {
  if (error instanceof ApiError && error.status === 401) return;
  toast('error', title, error.message, { service: true });
}
