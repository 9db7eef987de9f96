/**
 * A checklist's red, yellow, green and N/A counts as small badges in the flags' colours, and the
 * legend that says, in words, which colour is which (colour alone tells nothing, WCAG 1.4.1).
 */
import { Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import type { ChecklistFlag, ChecklistSummary } from '@outlet-pulse/contracts';
import { FLAG_COLORS } from '../../../lib/checklist-flags';

const FLAG_COUNTS: {
  flag: ChecklistFlag;
  label: string;
  count: (row: ChecklistSummary) => number;
}[] = [
  { flag: 'RED', label: 'Red flags', count: (row) => row.TOTALRED },
  { flag: 'YELLOW', label: 'Yellow flags', count: (row) => row.TOTALYELLOW },
  { flag: 'GREEN', label: 'Green flags', count: (row) => row.TOTALGREEN },
  { flag: 'N/A', label: 'N/A', count: (row) => row.TOTALNA },
];

export function FlagBadges({
  checklist,
  size = 'sm',
}: {
  checklist: ChecklistSummary;
  size?: 'xs' | 'sm';
}) {
  return (
    <Group component="ul" gap={4} wrap="nowrap" m={0} p={0} style={{ listStyle: 'none' }}>
      {FLAG_COUNTS.map(({ flag, label, count }) => (
        <Badge
          component="li"
          key={flag}
          color={FLAG_COLORS[flag]}
          autoContrast
          size={size}
          radius="sm"
          miw={size === 'xs' ? 24 : 28}
          style={{ flexShrink: 0 }}
          title={`${label}: ${count(checklist)}`}
        >
          <VisuallyHidden>{label}: </VisuallyHidden>
          {count(checklist)}
        </Badge>
      ))}
    </Group>
  );
}

/** What the badges' colours mean, in their order: shown once above the list. */
export function FlagLegend() {
  return (
    <Group gap={6} wrap="wrap" aria-label="Flag colours" role="group">
      <Text size="sm" c="dimmed">
        Flags, in this order:
      </Text>
      {FLAG_COUNTS.map(({ flag, label }) => (
        <Badge key={flag} color={FLAG_COLORS[flag]} autoContrast size="sm" radius="sm">
          {label}
        </Badge>
      ))}
    </Group>
  );
}
