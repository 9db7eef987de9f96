/**
 * GET and PUT auth/start_page: where the user lands after signing in (Today or the Dashboard),
 * what they chose, and whether their menu offers Today. A change also moves the session's home,
 * so the brand link and the next visit of the sign-in page lead there at once.
 */
import {
  type StartPage,
  startPageSettingResponseSchema,
  type UpdateStartPageRequest,
} from '@outlet-pulse/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { authorizedRequest } from '../../../lib/authorized-api';
import { SIGNED_IN_KEY, setStartPage } from '../../../lib/session';

const START_PAGE_KEY = [SIGNED_IN_KEY, 'account', 'start-page'] as const;

export const startPageQueryOptions = () =>
  queryOptions({
    queryKey: START_PAGE_KEY,
    queryFn: ({ signal }) =>
      authorizedRequest('auth/start_page', startPageSettingResponseSchema, { signal }),
    staleTime: 0,
  });

export function useChooseStartPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (startPage: StartPage) =>
      authorizedRequest('auth/start_page', startPageSettingResponseSchema, {
        method: 'PUT',
        body: { startPage } satisfies UpdateStartPageRequest,
      }),
    onSuccess: (setting) => {
      queryClient.setQueryData(START_PAGE_KEY, setting);
      setStartPage(setting.startPage);
    },
  });
}
