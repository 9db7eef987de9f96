/** The side menu of the signed-in user's role (POST menu). */
import { type MenuItem, menuResponseSchema, type Session } from '@outlet-pulse/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authorizedRequest } from './authorized-api';
import { queryClient } from './query-client';
import { SIGNED_IN_KEY, useSession } from './session';

const menuQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: [SIGNED_IN_KEY, userId, 'menu'],
    queryFn: ({ signal }) =>
      authorizedRequest('menu', menuResponseSchema, { method: 'POST', body: {}, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useMenu() {
  const session = useSession();
  return useQuery({ ...menuQueryOptions(session?.user_id ?? 0), enabled: session !== null });
}

export function loadMenu(session: Session): Promise<MenuItem[]> {
  return queryClient.query(menuQueryOptions(session.user_id));
}
