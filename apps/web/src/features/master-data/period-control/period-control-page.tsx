/**
 * system/period-control: the twelve months of a year, each open or closed for data changes.
 * A closed month refuses imports and changes into it. The year (the two before the current
 * one, the current one and the next) lives in the address; a user allowed to manage master
 * data closes and opens months, after a question.
 */
import { Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { ListFailed, ListSkeleton } from '../../../components/record-list/list-states';
import listClasses from '../../../components/record-list/record-list.module.css';
import { usePhone } from '../../../components/record-list/use-phone';
import { usePeriods } from './api/get-periods';
import { PeriodCards, PeriodTable } from './period-list';
import { usePeriodActions } from './use-period-actions';
import { usePeriodYear } from './use-period-year';

export function PeriodControlPage() {
  const { year, years, show } = usePeriodYear();
  const list = usePeriods(year);
  const actions = usePeriodActions();
  const phone = usePhone();
  const refreshing = list.isPlaceholderData && list.isFetching;

  function content() {
    // A retry after an error shows the skeleton again, not the old error.
    if (list.isError && !list.isFetching) {
      return (
        <ListFailed
          title="The months could not be loaded"
          message={list.error.message}
          onRetry={() => void list.refetch()}
        />
      );
    }
    if (!list.data || list.isError) return <ListSkeleton phone={phone} label="Loading months" />;
    // While another year loads, the months shown are still those of the year before.
    const shownYear = list.data.rows[0]?.year ?? year;
    const rows = { periods: list.data.rows, year: shownYear, actions };
    return (
      <div className={refreshing ? listClasses.fetching : undefined} aria-busy={refreshing}>
        {phone ? <PeriodCards {...rows} /> : <PeriodTable {...rows} />}
      </div>
    );
  }

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" gap="sm" align="center">
          <Stack gap={2} miw={0} style={{ flex: '1 1 260px' }}>
            <Title order={2} size="h4">
              Period Control
            </Title>
            <Text size="sm" c="dimmed">
              A closed month refuses imports and changes into it until it is opened again.
            </Text>
          </Stack>
          <SegmentedControl
            aria-label="Year"
            data={years.map(String)}
            value={String(year)}
            onChange={(value) => show(Number(value))}
            fullWidth={phone}
            w={phone ? '100%' : undefined}
          />
        </Group>
      </Paper>
      {content()}
    </Stack>
  );
}
