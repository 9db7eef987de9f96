/** The checklists as cards, one under the other, on a phone: nothing to scroll sideways. */
import { Group, Paper, Stack, Text } from '@mantine/core';
import { CHECKLIST_PAGE_SIZE, type ChecklistSummary } from '@outlet-pulse/contracts';
import type { ReactNode } from 'react';
import { formatScore } from '../../../lib/checklist-flags';
import { checkedOnDay, rowNumber } from '../checklist-list-params';
import type { ChecklistReportActions } from '../hooks/use-checklist-report-actions';
import classes from './checklists.module.css';
import { CompletedBadge } from './completed-badge';
import { FlagBadges } from './flag-badges';
import { ReportActions } from './report-actions';

interface ChecklistCardsProps {
  rows: readonly ChecklistSummary[];
  page: number;
  actions: ChecklistReportActions;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function ChecklistCards({ rows, page, actions }: ChecklistCardsProps) {
  const withActions = actions.canSend || actions.canRevoke;
  return (
    <Stack component="ol" gap="sm" m={0} p={0} className={classes.cards} aria-label="Checklists">
      {rows.map((row, index) => (
        <Paper component="li" key={row.id} withBorder radius="md" p="sm">
          <article aria-label={row.docnumber}>
            <Stack gap="xs">
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" fw={700} className={classes.cardTitle}>
                  <Text span c="dimmed" size="sm" mr={6}>
                    {rowNumber(page, CHECKLIST_PAGE_SIZE, index)}.
                  </Text>
                  <Text span size="sm" fw={700}>
                    {row.docnumber}
                  </Text>
                </Text>
                <Text size="sm" c="dimmed" className={classes.nowrap}>
                  {checkedOnDay(row.checkedOn)}
                </Text>
              </Group>
              <Text fw={600} size="sm">
                {row.branchname}{' '}
                <Text span c="dimmed" size="sm">
                  · {row.company}
                </Text>
              </Text>
              <dl className={classes.facts}>
                <Fact label="Format">{row.checklistname}</Fact>
                <Fact label="PIC">{row.name}</Fact>
                <Fact label="Flags">
                  <FlagBadges checklist={row} />
                </Fact>
                <Fact label="Score">{formatScore(row.TOTALSCORE)}</Fact>
                <Fact label="Completed">
                  <CompletedBadge completed={row.completed} />
                </Fact>
              </dl>
              {withActions && <ReportActions checklist={row} actions={actions} fullWidth />}
            </Stack>
          </article>
        </Paper>
      ))}
    </Stack>
  );
}
