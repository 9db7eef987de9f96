/**
 * beta-sales-summary/<link id>: the page a shared link opens (issue 17), outside the shell. The
 * address holds the link's opaque id alone; who shared it and the company and year it shows
 * come from the server, and every sales call carries the id. An id the server refuses (unknown,
 * expired, revoked), now or later, shows the 'link expired or invalid' page and no data, for
 * a signed-in viewer too: the page shows what the link shows, not the viewer's own view.
 */
import { Container } from '@mantine/core';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { ApiError } from '../../../lib/api-client';
import { linkSalesApi } from '../api/sales-api';
import { useSharedLinkView } from '../api/shared-link';
import { useRefusedLink } from '../hooks/use-link-sales-api';
import { LinkInvalidPage } from './link-invalid-page';
import { LinkPage } from './link-page';
import { SalesSummaryScreen } from './sales-summary-screen';

/** Where 'Sign in' on a refused link leads: the viewer's own sales summary. */
const OWN_SALES_SUMMARY = '/portal/sales/sales-summary';

export function SharedSalesSummaryPage() {
  const { linkId = '' } = useParams();
  const link = useSharedLinkView(linkId);
  const shown = link.data;
  const api = useMemo(
    () => (shown ? linkSalesApi(linkId, { company: shown.company, year: shown.year }) : null),
    [linkId, shown],
  );
  const refused = useRefusedLink(api);
  if (link.isError) {
    if (link.error instanceof ApiError && link.error.status === 401) {
      return <LinkInvalidPage returnTo={OWN_SALES_SUMMARY} />;
    }
    return (
      <Container size="sm" py="xl">
        <ErrorState error={link.error} onRetry={() => void link.refetch()} />
      </Container>
    );
  }
  if (!shown) return <LoadingState height={240} label="Opening the shared link" />;
  return (
    <LinkPage api={refused ? null : api} returnTo={OWN_SALES_SUMMARY}>
      <SalesSummaryScreen
        viewer={{ name: shown.sharerName, photoUrl: null }}
        preferredCompany={shown.company}
        standalone
      />
    </LinkPage>
  );
}
