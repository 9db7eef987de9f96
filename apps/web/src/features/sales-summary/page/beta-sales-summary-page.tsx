/**
 * beta-sales-summary/:company/:userid/:empid/:name?token=… (spec 001 §2.11), outside the
 * shell. A signed-in viewer reads it as themself; anyone else needs the link's signed token,
 * which travels with every sales call. No token, or a token the server refuses (401), shows
 * the 'link expired or invalid' page and no data. The company of the address is preselected.
 */
import { Container } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { restoreSession, useSession } from '../../../lib/session';
import { linkSalesApi, type SalesApi, SalesApiProvider, sessionSalesApi } from '../sales-api';
import { TOTAL_COMPANY } from '../sales-filter';
import { LinkInvalidPage } from './link-invalid-page';
import { SalesSummaryScreen } from './sales-summary-screen';

/** Whether someone is signed in is known before the page chooses how to call the API. */
export async function betaSalesSummaryLoader() {
  await restoreSession();
  return null;
}

/**
 * Whether the server has refused the link: any sales query of this link (its key holds the
 * link's cache key) that ended in a 401, now or later.
 */
function useRefusedLink(api: SalesApi | null): boolean {
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

export function BetaSalesSummaryPage() {
  const { company, empid, name } = useParams();
  const [params] = useSearchParams();
  const session = useSession();
  const signedIn = session !== null;
  const token = params.get('token');
  const api = useMemo(
    () => (signedIn ? sessionSalesApi : token ? linkSalesApi(token) : null),
    [signedIn, token],
  );
  const refused = useRefusedLink(api);

  if (!api || refused) return <LinkInvalidPage />;
  const ownPhoto = session !== null && session.employee_info.employeeID === empid;
  return (
    <SalesApiProvider api={api}>
      <Container component="main" size="xl" py="md" px={{ base: 'xs', sm: 'md' }}>
        <SalesSummaryScreen
          viewer={{ name: name ?? '', photoUrl: ownPhoto ? session.photoUrl : null }}
          preferredCompany={company ?? TOTAL_COMPANY}
          standalone
        />
      </Container>
    </SalesApiProvider>
  );
}
