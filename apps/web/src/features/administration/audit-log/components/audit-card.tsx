/** An audit entry as a card, one under the other, on a phone: nothing to scroll sideways. */
import { Group, Text } from '@mantine/core';
import type { AuditEntry } from '@outlet-pulse/contracts';
import { CardNumber, Fact, Facts } from '../../../../components/record-list/list-cards';
import { DateTimeText } from '../../../../lib/dates';
import { entityLabel, NO_VALUE, SYSTEM_USER } from '../audit-changes';
import { ActionBadge } from './action-badge';
import { ChangeList } from './change-list';

export function AuditCard({ entry, number }: { entry: AuditEntry; number: number }) {
  return (
    <>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Group gap={6} wrap="nowrap">
          <CardNumber number={number} mr={0} />
          <ActionBadge action={entry.action} />
        </Group>
        <Text size="xs" c="dimmed" ta="right">
          <DateTimeText value={entry.occurredAt} />
        </Text>
      </Group>
      <Facts>
        <Fact label="User">{entry.username ?? SYSTEM_USER}</Fact>
        <Fact label="Entity">{entityLabel(entry.entity)}</Fact>
        <Fact label="Id">{entry.entityId ?? NO_VALUE}</Fact>
      </Facts>
      <ChangeList changes={entry.changes} />
    </>
  );
}
