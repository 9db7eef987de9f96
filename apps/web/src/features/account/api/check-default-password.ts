/** GET auth/check_default_password: whether the user's password is still a default one (§4). */
import { checkDefaultPasswordResponseSchema, type Session } from '@outlet-pulse/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authorizedRequest } from '../../../lib/authorized-api';
import { SIGNED_IN_KEY } from '../../../lib/session';

export function checkDefaultPassword(employeeID: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ employeeID });
  return authorizedRequest(
    `auth/check_default_password?${query}`,
    checkDefaultPasswordResponseSchema,
    { signal },
  );
}

const defaultPasswordQueryOptions = (session: Session) =>
  queryOptions({
    queryKey: [SIGNED_IN_KEY, session.user_id, 'default-password'],
    queryFn: ({ signal }) => checkDefaultPassword(session.employee_info.employeeID, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Checked once after load for a user who has a role. */
export function useDefaultPasswordCheck(session: Session) {
  return useQuery({ ...defaultPasswordQueryOptions(session), enabled: session.role !== '' });
}
