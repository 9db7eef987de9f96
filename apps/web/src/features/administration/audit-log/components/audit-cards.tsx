/** The audit log as cards, one under the other, on a phone: nothing to scroll sideways. */
import { Group, Text } from '@mantine/core';
import { type AuditEntry, MASTER_PAGE_SIZE } from '@outlet-pulse/contracts';
import { CardNumber, Fact, Facts, ListCards } from '../../../../components/record-list/list-cards';
import { entityLabel, NO_VALUE, SYSTEM_USER } from '../audit-changes';
import { auditWhen } from '../audit-when';
import { ActionBadge } from './action-badge';
import { ChangeList } from './change-list';

interface AuditCardsProps {
  rows: readonly AuditEntry[];
  page: number;
}

export function AuditCards({ rows, page }: AuditCardsProps) {
  return (
    <ListCards
      rows={rows}
      page={page}
      limit={MASTER_PAGE_SIZE}
      label="Audit log"
      rowKey={(entry) => entry.id}
      rowLabel={(entry) => `${entry.action} ${entityLabel(entry.entity)} ${entry.entityId ?? ''}`}
    >
      {(entry, number) => (
        <>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Group gap={6} wrap="nowrap">
              <CardNumber number={number} mr={0} />
              <ActionBadge action={entry.action} />
            </Group>
            <Text size="xs" c="dimmed" ta="right">
              {auditWhen(entry.occurredAt)}
            </Text>
          </Group>
          <Facts>
            <Fact label="User">{entry.username ?? SYSTEM_USER}</Fact>
            <Fact label="Entity">{entityLabel(entry.entity)}</Fact>
            <Fact label="Id">{entry.entityId ?? NO_VALUE}</Fact>
          </Facts>
          <ChangeList changes={entry.changes} />
        </>
      )}
    </ListCards>
  );
}
