/**
 * The side menu of the signed-in user's role (POST menu). A tab opened by an auto sign-in link
 * shows only Portal > Sales (spec 001 §4), until someone signs in normally.
 */
import { type MenuItem, menuResponseSchema, type Session } from '@outlet-pulse/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authorizedRequest } from './authorized-api';
import { narrowMenu } from './menu-tree';
import { queryClient } from './query-client';
import { SIGNED_IN_KEY, useSession } from './session';

const MENU_SCOPE_KEY = 'outlet-pulse.menu-scope';
/** Portal > Sales, the part of the menu an auto sign-in opens. */
export const SALES_PORTAL_MENU_ID = 'M100_100';

export function narrowMenuTo(menuId: string | null): void {
  if (menuId === null) sessionStorage.removeItem(MENU_SCOPE_KEY);
  else sessionStorage.setItem(MENU_SCOPE_KEY, menuId);
}

const menuQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: [SIGNED_IN_KEY, userId, 'menu', sessionStorage.getItem(MENU_SCOPE_KEY)],
    queryFn: async ({ signal }) => {
      const menu = await authorizedRequest('menu', menuResponseSchema, {
        method: 'POST',
        body: {},
        signal,
      });
      const scope = sessionStorage.getItem(MENU_SCOPE_KEY);
      return scope === null ? menu : narrowMenu(menu, scope);
    },
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useMenu() {
  const session = useSession();
  return useQuery({ ...menuQueryOptions(session?.user_id ?? 0), enabled: session !== null });
}

export function loadMenu(session: Session): Promise<MenuItem[]> {
  return queryClient.query(menuQueryOptions(session.user_id));
}
