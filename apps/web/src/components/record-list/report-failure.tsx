/** Says in an error toast why a call failed, with the server's own message and its reference. */
import { ApiError, referenceOf } from '../../lib/api-client';
import { toast } from '../../lib/notices';
import { ErrorReference } from '../error-reference';

export function reportFailure(title: string, error: Error, details: readonly string[] = []): void {
  // An ended session has already said 'Session Expired!' and is on its way to the sign-in page.
  if (error instanceof ApiError && error.status === 401) return;
  const text = [error.message, ...details].join(' ');
  toast(
    'error',
    title,
    referenceOf(error) ? (
      <>
        {text}
        <ErrorReference error={error} />
      </>
    ) : (
      text
    ),
    { service: true },
  );
}
