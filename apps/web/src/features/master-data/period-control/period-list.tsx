/**
 * The twelve months of a year: a table on tablet and desktop, cards on a phone. Each shows its
 * status, who changed it last and when, and (for a user allowed to) its Close or Open button.
 */
import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import { PERIOD_STATUS, type Period } from '@outlet-pulse/contracts';
import { TableScrollBox } from '../../../components/record-list/list-table';
import listClasses from '../../../components/record-list/record-list.module.css';
import classes from './period-control.module.css';
import { ChangedBy, PeriodButton, PeriodStatusBadge } from './period-parts';
import { monthName } from './period-view';
import type { PeriodActions } from './use-period-actions';

interface PeriodListProps {
  periods: readonly Period[];
  year: number;
  actions: PeriodActions;
}

const closedClass = (period: Period) =>
  period.status === PERIOD_STATUS.closed ? classes.closed : undefined;

export function PeriodTable({ periods, year, actions }: PeriodListProps) {
  return (
    <TableScrollBox minWidth={640} label={`Months of ${year}`}>
      <Table verticalSpacing="xs" horizontalSpacing="sm" className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Month</Table.Th>
            <Table.Th>Period</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Changed by</Table.Th>
            {actions.canChange && <Table.Th>Action</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {periods.map((period) => (
            <Table.Tr key={period.period} className={closedClass(period)}>
              <Table.Td fw={600}>{monthName(period.month)}</Table.Td>
              <Table.Td className={listClasses.nowrap}>{period.period}</Table.Td>
              <Table.Td>
                <PeriodStatusBadge status={period.status} />
              </Table.Td>
              <Table.Td>
                <ChangedBy period={period} />
              </Table.Td>
              {actions.canChange && (
                <Table.Td>
                  <PeriodButton period={period} actions={actions} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScrollBox>
  );
}

export function PeriodCards({ periods, year, actions }: PeriodListProps) {
  return (
    <Stack
      component="ol"
      gap="sm"
      m={0}
      p={0}
      className={listClasses.cards}
      aria-label={`Months of ${year}`}
    >
      {periods.map((period) => (
        <Paper
          component="li"
          key={period.period}
          withBorder
          radius="md"
          p="sm"
          className={closedClass(period)}
        >
          <article aria-label={`${monthName(period.month)} ${period.year}`}>
            <Stack gap={6}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" fw={700}>
                  {monthName(period.month)}{' '}
                  <Text span size="sm" c="dimmed">
                    {period.period}
                  </Text>
                </Text>
                <PeriodStatusBadge status={period.status} />
              </Group>
              <ChangedBy period={period} />
              {actions.canChange && <PeriodButton period={period} actions={actions} fullWidth />}
            </Stack>
          </article>
        </Paper>
      ))}
    </Stack>
  );
}
