/**
 * beta-sales-summary/:company/:userid/:empid/:name?token=… (spec 001 §2.11), outside the
 * shell. A signed-in viewer reads it as themself; anyone else needs the link's signed token,
 * which travels with every sales call. No token, or a token the server refuses (401), shows
 * the 'link expired or invalid' page and no data. The company of the address is preselected.
 */
import { useParams } from 'react-router';
import { linkPageLoader, useLinkSalesApi } from '../hooks/use-link-sales-api';
import { TOTAL_COMPANY } from '../sales-filter';
import { LinkPage, useLinkViewer } from './link-page';
import { SalesSummaryScreen } from './sales-summary-screen';

export const betaSalesSummaryLoader = linkPageLoader;

export function BetaSalesSummaryPage() {
  const { company } = useParams();
  const viewer = useLinkViewer();
  const { api } = useLinkSalesApi();
  return (
    <LinkPage api={api}>
      <SalesSummaryScreen viewer={viewer} preferredCompany={company ?? TOTAL_COMPANY} standalone />
    </LinkPage>
  );
}
