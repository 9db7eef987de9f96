/** A checklist as a card, one under the other, on a phone: nothing to scroll sideways. */
import { Group, Text } from '@mantine/core';
import type { ChecklistSummary } from '@outlet-pulse/contracts';
import { CardNumber, Fact, Facts } from '../../../components/record-list/list-cards';
import listClasses from '../../../components/record-list/record-list.module.css';
import { formatScoreOf } from '../../../lib/checklist-flags';
import { DateText } from '../../../lib/dates';
import { checkedOnDay } from '../checklist-list-params';
import { CompletedBadge } from './completed-badge';
import { FlagBadges } from './flag-badges';

export function ChecklistCard({ row, number }: { row: ChecklistSummary; number: number }) {
  return (
    <>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={700} className={listClasses.cardTitle}>
          <CardNumber number={number} />
          <Text span size="sm" fw={700}>
            {row.docnumber}
          </Text>
        </Text>
        <Text size="sm" c="dimmed" className={listClasses.nowrap}>
          <DateText value={checkedOnDay(row.checkedOn)} />
        </Text>
      </Group>
      <Text fw={600} size="sm">
        {row.branchname}{' '}
        <Text span c="dimmed" size="sm">
          · {row.company}
        </Text>
      </Text>
      <Facts>
        <Fact label="Format">{row.checklistname}</Fact>
        <Fact label="PIC">{row.name}</Fact>
        <Fact label="Flags">
          <FlagBadges checklist={row} />
        </Fact>
        <Fact label="Score">{formatScoreOf(row.TOTALSCORE, row.MAXSCORE)}</Fact>
        <Fact label="Completed">
          <CompletedBadge completed={row.completed} />
        </Fact>
      </Facts>
    </>
  );
}
