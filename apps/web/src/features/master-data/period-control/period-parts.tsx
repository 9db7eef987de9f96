/** The pieces each month shows, in the table and on the phone cards alike. */
import { Badge, Button, Text } from '@mantine/core';
import { MISSING, PERIOD_STATUS, type Period } from '@outlet-pulse/contracts';
import { Icon } from '../../../components/icons';
import { DateTimeText } from '../../../lib/dates';
import { periodChange } from './period-view';
import type { PeriodActions } from './use-period-actions';

/** A closed month stands out: filled red with a lock; an open one is a quiet green. */
export function PeriodStatusBadge({ status }: { status: Period['status'] }) {
  return status === PERIOD_STATUS.closed ? (
    <Badge color="red" variant="filled" leftSection={<Icon name="lock" size={12} />}>
      {status}
    </Badge>
  ) : (
    <Badge color="teal" variant="light">
      {status}
    </Badge>
  );
}

/** Who last changed the month and when; a month never changed says so. */
export function ChangedBy({ period }: { period: Period }) {
  if (period.changedBy === null && period.changedAt === null) {
    return (
      <Text span size="sm" c="dimmed">
        Never changed
      </Text>
    );
  }
  return (
    <Text span size="sm">
      {period.changedBy ?? MISSING}
      <Text span size="sm" c="dimmed">
        {' '}
        · <DateTimeText value={period.changedAt} />
      </Text>
    </Text>
  );
}

export function PeriodButton({
  period,
  actions,
  fullWidth = false,
}: {
  period: Period;
  actions: PeriodActions;
  fullWidth?: boolean;
}) {
  const words = periodChange(period);
  return (
    <Button
      size={fullWidth ? 'sm' : 'compact-sm'}
      fullWidth={fullWidth}
      variant="light"
      color={words.status === PERIOD_STATUS.closed ? 'red' : 'teal'}
      loading={actions.isChanging(period)}
      aria-label={`${words.action} ${period.period}`}
      onClick={() => actions.toggle(period)}
    >
      {words.action}
    </Button>
  );
}
