/**
 * beta-achievement-summary/:company/:userid/:empid/:name?token=… (spec 001 §2.10), outside the
 * shell, with the rules of the beta sales summary: a signed-in viewer reads it as themself;
 * anyone else needs the link's signed token; no token, or one the server refuses, shows
 * 'link expired or invalid' and no data. A month opens the portal's sales summary for a
 * signed-in viewer and the link's own page for anyone else (no address names the person).
 */
import { useParams } from 'react-router';
import { linkPageLoader, useLinkSalesApi } from '../hooks/use-link-sales-api';
import { TOTAL_COMPANY } from '../sales-filter';
import { AchievementSummaryScreen } from './achievement-summary-screen';
import { LinkPage, useLinkViewer } from './link-page';

export const betaAchievementSummaryLoader = linkPageLoader;

export function BetaAchievementSummaryPage() {
  const { company } = useParams();
  const viewer = useLinkViewer();
  const { api, token } = useLinkSalesApi();
  return (
    <LinkPage api={api}>
      <AchievementSummaryScreen
        viewer={viewer}
        preferredCompany={company ?? TOTAL_COMPANY}
        token={token}
      />
    </LinkPage>
  );
}
