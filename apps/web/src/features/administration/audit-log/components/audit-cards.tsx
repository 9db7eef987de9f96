/** The audit log as cards, one under the other, on a phone: nothing to scroll sideways. */
import { Group, Paper, Stack, Text } from '@mantine/core';
import { type AuditEntry, MASTER_PAGE_SIZE, rowNumber } from '@outlet-pulse/contracts';
import classes from '../../components/administration.module.css';
import { Fact } from '../../components/fact';
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
    <Stack component="ol" gap="sm" m={0} p={0} className={classes.cards} aria-label="Audit log">
      {rows.map((entry, index) => (
        <Paper component="li" key={entry.id} withBorder radius="md" p="sm">
          <article
            aria-label={`${entry.action} ${entityLabel(entry.entity)} ${entry.entityId ?? ''}`}
          >
            <Stack gap="xs">
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Group gap={6} wrap="nowrap">
                  <Text span c="dimmed" size="sm">
                    {rowNumber(page, MASTER_PAGE_SIZE, index)}.
                  </Text>
                  <ActionBadge action={entry.action} />
                </Group>
                <Text size="xs" c="dimmed" ta="right">
                  {auditWhen(entry.occurredAt)}
                </Text>
              </Group>
              <dl className={classes.facts}>
                <Fact label="User">{entry.username ?? SYSTEM_USER}</Fact>
                <Fact label="Entity">{entityLabel(entry.entity)}</Fact>
                <Fact label="Id">{entry.entityId ?? NO_VALUE}</Fact>
              </dl>
              <ChangeList changes={entry.changes} />
            </Stack>
          </article>
        </Paper>
      ))}
    </Stack>
  );
}
