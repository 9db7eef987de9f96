/**
 * beta-sales-summary/:company/:userid/:empid/:name?token=… (spec 001 §2.11), outside the
 * shell. A signed-in viewer reads it as themself; anyone else needs the link's signed token,
 * which travels with every sales call. No token, or a token the server refuses (401), shows
 * the 'link expired or invalid' page and no data. The company of the address is preselected.
 */
import { Container } from '@mantine/core';
import { useParams } from 'react-router';
import { useSession } from '../../../lib/session';
import { SalesApiProvider } from '../api/sales-api';
import { linkPageLoader, useLinkSalesApi } from '../hooks/use-link-sales-api';
import { TOTAL_COMPANY } from '../sales-filter';
import { LinkInvalidPage } from './link-invalid-page';
import { SalesSummaryScreen } from './sales-summary-screen';

export const betaSalesSummaryLoader = linkPageLoader;

export function BetaSalesSummaryPage() {
  const { company, empid, name } = useParams();
  const session = useSession();
  const { api } = useLinkSalesApi();

  if (!api) return <LinkInvalidPage />;
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
