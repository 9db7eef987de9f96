/** portal/sales/sales-summary: the sales summary inside the portal shell, as the signed-in user. */
import { useSession } from '../../../lib/session';
import { SalesApiProvider, sessionSalesApi } from '../sales-api';
import { TOTAL_COMPANY } from '../sales-filter';
import { SalesSummaryScreen } from './sales-summary-screen';

export function PortalSalesSummaryPage() {
  const session = useSession();
  if (!session) return null;
  return (
    <SalesApiProvider api={sessionSalesApi}>
      <SalesSummaryScreen
        viewer={{ name: session.name, photoUrl: session.photoUrl }}
        preferredCompany={TOTAL_COMPANY}
        standalone={false}
      />
    </SalesApiProvider>
  );
}
