/**
 * How a page reached by a shared link (beta sales summary, beta achievement summary) calls the
 * sales API: a signed-in viewer reads it as themself; anyone else needs the link's signed
 * token (the `token` search parameter), which travels with every sales call. Null means the
 * page must show 'link expired or invalid' and no data: there is no token, or the server has
 * refused it (a 401 on any sales call of this link, now or later).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { restoreSession, useSession } from '../../../lib/session';
import { linkSalesApi, type SalesApi, sessionSalesApi } from '../api/sales-api';
import { linkScopeOf } from '../filter/link-scope';

/** Whether someone is signed in is known before the page chooses how to call the API. */
export async function linkPageLoader() {
  await restoreSession();
  return null;
}

/**
 * Whether the server has refused the link: any sales query of this link (its key holds the
 * link's cache key) that ended in a 401, now or later.
 */
export function useRefusedLink(api: SalesApi | null): boolean {
  const queryClient = useQueryClient();
  const [refusedKey, setRefusedKey] = useState<string | null>(null);
  useEffect(() => {
    if (!api || api.cacheKey === sessionSalesApi.cacheKey) return;
    const cache = queryClient.getQueryCache();
    const marker = JSON.stringify(api.cacheKey);
    const check = () => {
      const refused = cache
        .findAll()
        .some(
          (query) =>
            query.state.error instanceof ApiError &&
            query.state.error.status === 401 &&
            JSON.stringify(query.queryKey).includes(marker),
        );
      if (refused) setRefusedKey(api.cacheKey);
    };
    check();
    return cache.subscribe(check);
  }, [api, queryClient]);
  return api !== null && refusedKey === api.cacheKey;
}

/**
 * The API the page calls, or null for 'link expired or invalid'; and the link's token. A link's
 * API carries its scope: the company of the address and the year it was opened with (read once:
 * the filter rewrites the address, and the link's year does not follow it).
 */
export function useLinkSalesApi(): { api: SalesApi | null; token: string | null } {
  const [params] = useSearchParams();
  const { company } = useParams();
  const [openedYear] = useState(() => params.get('year'));
  const signedIn = useSession() !== null;
  const token = params.get('token');
  const api = useMemo(
    () =>
      signedIn
        ? sessionSalesApi
        : token
          ? linkSalesApi(token, linkScopeOf(company, openedYear))
          : null,
    [signedIn, token, company, openedYear],
  );
  const refused = useRefusedLink(api);
  return { api: refused ? null : api, token };
}
