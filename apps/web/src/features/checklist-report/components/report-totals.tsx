/**
 * The report's totals (spec 001 §2.9): red, yellow and green flags, N/A and the total score with
 * the most it could have been ('23,5 of 25'), so that the number means something on its own.
 */
import { Text } from '@mantine/core';
import type { ChecklistFlag, ChecklistReport } from '@outlet-pulse/contracts';
import type { CSSProperties } from 'react';
import { formatScoreOf } from '../report-format';
import { FLAG_COLORS, maximumScore } from '../report-lines';
import classes from './checklist-report.module.css';

interface Total {
  label: string;
  value: string;
  color: string;
  wide?: boolean;
}

function totalsOf(report: ChecklistReport): Total[] {
  const count = (flag: ChecklistFlag, label: string, value: number): Total => ({
    label,
    value: String(value),
    color: FLAG_COLORS[flag],
  });
  return [
    count('RED', 'Red flags', report.TOTALRED),
    count('YELLOW', 'Yellow flags', report.TOTALYELLOW),
    count('GREEN', 'Green flags', report.TOTALGREEN),
    count('N/A', 'N/A', report.TOTALNA),
    {
      label: 'Total score',
      value: formatScoreOf(report.TOTALSCORE, maximumScore(report.data)),
      color: 'blue',
      wide: true,
    },
  ];
}

const toneOf = (color: string) =>
  ({
    '--total-color': `var(--mantine-color-${color}-filled)`,
    '--total-background': `var(--mantine-color-${color}-light)`,
    // Yellow text on its light background is too faint to read: the dark shade instead.
    '--total-text':
      color === 'yellow'
        ? 'var(--mantine-color-yellow-9)'
        : `var(--mantine-color-${color}-light-color)`,
  }) as CSSProperties;

export function ReportTotals({ report }: { report: ChecklistReport }) {
  return (
    <ul className={classes.totals} aria-label="Totals">
      {totalsOf(report).map((total) => (
        <li
          key={total.label}
          className={`${classes.total} ${total.wide ? classes.totalScore : ''}`}
          style={toneOf(total.color)}
        >
          <Text component="span" display="block" size="xs" fw={700} tt="uppercase">
            {total.label}
          </Text>
          <span className={classes.totalValue}>{total.value}</span>
        </li>
      ))}
    </ul>
  );
}
