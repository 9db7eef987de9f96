/**
 * portal/sales/achievement-summary: the achievement summary as the signed-in user (its route
 * needs a session). Like the spec's page it has no portal shell, so its header offers the way
 * back to the portal.
 */
import { ActionIcon, Container } from '@mantine/core';
import { Link } from 'react-router';
import { Icon } from '../../../components/icons';
import { homePath, useSession } from '../../../lib/session';
import { SalesApiProvider, sessionSalesApi } from '../api/sales-api';
import { TOTAL_COMPANY } from '../sales-filter';
import { AchievementSummaryScreen } from './achievement-summary-screen';

const BACK_TO_PORTAL = 'Back to the portal';

export function PortalAchievementSummaryPage() {
  const session = useSession();
  if (!session) return null;
  return (
    <SalesApiProvider api={sessionSalesApi}>
      <Container component="main" size="xl" py="md" px={{ base: 'xs', sm: 'md' }}>
        <AchievementSummaryScreen
          viewer={{ name: session.name, photoUrl: session.photoUrl }}
          preferredCompany={TOTAL_COMPANY}
          token={null}
          headerActions={
            <ActionIcon
              component={Link}
              to={homePath(session)}
              variant="light"
              size="lg"
              aria-label={BACK_TO_PORTAL}
              title={BACK_TO_PORTAL}
            >
              <Icon name="home" />
            </ActionIcon>
          }
        />
      </Container>
    </SalesApiProvider>
  );
}
