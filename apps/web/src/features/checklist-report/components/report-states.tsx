/**
 * What the report page shows while it loads, when the server refuses the link, and when the
 * report could not be loaded for another reason (with a Retry, never an endless spinner).
 */
import { Paper, Skeleton, Stack, Text } from '@mantine/core';
import { LinkInvalidCard } from '../../../components/link-invalid-card';
import { ListFailed } from '../../../components/record-list/list-states';
import classes from './checklist-report.module.css';

export const LOADING_LABEL = 'Loading the checklist report';
export const FAILED_TITLE = 'The report could not be loaded';

/** The shape of the report, so the page does not jump when it arrives. */
export function ReportSkeleton() {
  return (
    <Stack gap="md" role="status" aria-label={LOADING_LABEL} aria-busy>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          <Skeleton height={12} width="40%" />
          <Skeleton height={28} width="65%" />
          <Skeleton height={44} />
          <div className={classes.totals}>
            {[0, 1, 2, 3, 4].map((index) => (
              <Skeleton key={index} height={64} className={index === 4 ? classes.totalScore : ''} />
            ))}
          </div>
        </Stack>
      </Paper>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} height={120} radius="md" />
      ))}
    </Stack>
  );
}

export function ReportLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return <ListFailed title={FAILED_TITLE} message={message} onRetry={onRetry} />;
}

/**
 * A forged, expired or revoked link: no data, and what to do. Signing in does not open a report
 * (it is read by its link only), so unlike the sales summary's page this offers no sign-in.
 */
export function ReportLinkInvalid() {
  return (
    <LinkInvalidCard className={classes.page}>
      <Text size="sm">
        Report links work for a limited time and can be withdrawn. Ask your area manager or the
        portal administrator to send the checklist report again.
      </Text>
    </LinkInvalidCard>
  );
}
