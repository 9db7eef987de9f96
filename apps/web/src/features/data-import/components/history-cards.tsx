/** Past imports as cards, one under the other, on a phone: nothing to scroll sideways. */
import { Group, Paper, Stack, Text } from '@mantine/core';
import { rowNumber } from '@outlet-pulse/contracts';
import { formatCount } from '../../../lib/format';
import { kindLabel } from '../import-labels';
import { HISTORY_PAGE_SIZE } from '../import-params';
import classes from './data-import.module.css';
import { Fact, Facts } from './fact';
import { HISTORY_LABEL, type HistoryRowsProps, whenText } from './history-table';
import { StatusBadge } from './status-badge';

export function HistoryCards({ rows, page }: HistoryRowsProps) {
  return (
    <Stack component="ol" gap="sm" m={0} p={0} className={classes.cards} aria-label={HISTORY_LABEL}>
      {rows.map((row, index) => (
        <Paper component="li" key={row.id} withBorder radius="md" p="sm">
          <article aria-label={row.id}>
            <Stack gap="xs">
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" fw={700}>
                  <Text span c="dimmed" size="sm" mr={6}>
                    {rowNumber(page, HISTORY_PAGE_SIZE, index)}.
                  </Text>
                  {row.id}
                </Text>
                <StatusBadge status={row.status} />
              </Group>
              <Facts>
                <Fact label="When">{whenText(row)}</Fact>
                <Fact label="Who">{row.username ?? '—'}</Fact>
                <Fact label="Kind">{kindLabel(row.kind)}</Fact>
                <Fact label="File">{row.fileName}</Fact>
                <Fact label="Rows">{formatCount(row.rows)}</Fact>
                <Fact label="Inserted">{formatCount(row.inserted)}</Fact>
                <Fact label="Updated">{formatCount(row.updated)}</Fact>
                <Fact label="Unchanged">{formatCount(row.unchanged)}</Fact>
                {row.message !== null && <Fact label="Message">{row.message}</Fact>}
              </Facts>
            </Stack>
          </article>
        </Paper>
      ))}
    </Stack>
  );
}
