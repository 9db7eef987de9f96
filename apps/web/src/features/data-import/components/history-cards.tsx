/** Past imports as cards, one under the other, on a phone: nothing to scroll sideways. */
import { Group, Text } from '@mantine/core';
import { formatCount } from '@outlet-pulse/contracts';
import { CardNumber, Fact, Facts, ListCards } from '../../../components/record-list/list-cards';
import { kindLabel } from '../import-labels';
import { HISTORY_PAGE_SIZE } from '../import-params';
import { HISTORY_LABEL, type HistoryRowsProps, whenText } from './history-table';
import { StatusBadge } from './status-badge';

export function HistoryCards({ rows, page }: HistoryRowsProps) {
  return (
    <ListCards
      rows={rows}
      page={page}
      limit={HISTORY_PAGE_SIZE}
      label={HISTORY_LABEL}
      rowKey={(row) => row.id}
      rowLabel={(row) => row.id}
    >
      {(row, number) => (
        <>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" fw={700}>
              <CardNumber number={number} />
              {row.id}
            </Text>
            <StatusBadge status={row.status} />
          </Group>
          <Facts wide>
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
        </>
      )}
    </ListCards>
  );
}
