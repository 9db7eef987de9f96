/**
 * portal/sales/sales-summary: the sales summary inside the portal shell, as the signed-in user,
 * who may share it by link (the beta page, reached by such a link, offers no sharing).
 */
import { useSession } from '../../../lib/session';
import { SalesApiProvider, sessionSalesApi } from '../api/sales-api';
import { TOTAL_COMPANY } from '../sales-filter';
import { SalesSummaryScreen } from './sales-summary-screen';
import { SharedLinkButton } from './shared-link-button';

export function PortalSalesSummaryPage() {
  const session = useSession();
  if (!session) return null;
  return (
    <SalesApiProvider api={sessionSalesApi}>
      <SalesSummaryScreen
        viewer={{ name: session.name, photoUrl: session.photoUrl }}
        preferredCompany={TOTAL_COMPANY}
        standalone={false}
        headerActions={(shown) => <SharedLinkButton company={shown.company} year={shown.year} />}
      />
    </SalesApiProvider>
  );
}
