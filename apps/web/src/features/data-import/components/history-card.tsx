/** A past import as a card, one under the other, on a phone: nothing to scroll sideways. */
import { Group, Text } from '@mantine/core';
import type { ImportBatch } from '@outlet-pulse/contracts';
import { formatCount } from '@outlet-pulse/contracts';
import { CardNumber, Fact, Facts } from '../../../components/record-list/list-cards';
import { DateTimeText } from '../../../lib/dates';
import { kindLabel } from '../import-labels';
import { FileName } from './file-name';
import { StatusBadge } from './status-badge';

/** The user who loaded it, else the label of what did ('cli', 'inbox', 'starter set'). */
export function whoText(batch: ImportBatch): string {
  return batch.username ?? batch.actorLabel ?? '—';
}

/** A file refused at the check may have a name that tells no kind. */
export function kindText(batch: ImportBatch): string {
  return batch.kind === null ? '—' : kindLabel(batch.kind);
}

export function HistoryCard({ row, number }: { row: ImportBatch; number: number }) {
  return (
    <>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={700}>
          <CardNumber number={number} />
          {row.id}
        </Text>
        <StatusBadge status={row.status} />
      </Group>
      <Facts wide>
        <Fact label="When">
          <DateTimeText value={row.startedAt} />
        </Fact>
        <Fact label="Who">{whoText(row)}</Fact>
        <Fact label="Kind">{kindText(row)}</Fact>
        <Fact label="File">
          <FileName name={row.fileName} />
        </Fact>
        <Fact label="Rows">{formatCount(row.rows)}</Fact>
        <Fact label="Inserted">{formatCount(row.inserted)}</Fact>
        <Fact label="Updated">{formatCount(row.updated)}</Fact>
        <Fact label="Unchanged">{formatCount(row.unchanged)}</Fact>
        {row.message !== null && <Fact label="Message">{row.message}</Fact>}
      </Facts>
    </>
  );
}
