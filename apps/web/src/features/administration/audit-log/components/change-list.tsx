/**
 * An audit entry's changes, one 'field: from → to' per line. Long values are shortened, with the
 * whole value in a tooltip and a click away (a phone has no hover); a long list folds.
 */
import { Spoiler, Text, Tooltip, UnstyledButton } from '@mantine/core';
import type { AuditChange } from '@outlet-pulse/contracts';
import { useState } from 'react';
import { shownValue } from '../audit-changes';
import classes from './audit-log.module.css';

/** About five changes show before the list folds. */
const FOLDED_HEIGHT_PX = 96;

export function ChangeList({ changes }: { changes: readonly AuditChange[] }) {
  if (changes.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No field changes
      </Text>
    );
  }
  return (
    <Spoiler
      maxHeight={FOLDED_HEIGHT_PX}
      showLabel={`Show all ${changes.length} changes`}
      hideLabel="Show fewer"
      classNames={{ control: classes.spoilerControl }}
    >
      <ul className={classes.changes}>
        {changes.map((change) => (
          <li key={change.field}>
            <Text span fz="inherit" fw={600}>
              {change.field}
            </Text>
            : <ChangedValue value={change.from} /> → <ChangedValue value={change.to} />
          </li>
        ))}
      </ul>
    </Spoiler>
  );
}

function ChangedValue({ value }: { value: unknown }) {
  const [expanded, setExpanded] = useState(false);
  const shown = shownValue(value);
  if (!shown.shortened) return <span className={classes.value}>{shown.full}</span>;
  return (
    <Tooltip
      label={shown.full}
      multiline
      maw={420}
      disabled={expanded}
      classNames={{ tooltip: classes.tooltip }}
    >
      <UnstyledButton
        className={classes.value}
        aria-expanded={expanded}
        aria-label={expanded ? undefined : `${shown.short} (shortened; show the whole value)`}
        onClick={() => setExpanded((current) => !current)}
        fz="inherit"
      >
        {expanded ? shown.full : shown.short}
      </UnstyledButton>
    </Tooltip>
  );
}
