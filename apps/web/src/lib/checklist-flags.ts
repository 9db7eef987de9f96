/**
 * How checklists look wherever the portal shows them (the e-mailed report, the checklist list):
 * the colour of each flag and how a weight or score is written.
 */
import type { ChecklistFlag } from '@outlet-pulse/contracts';
import { formatDecimal } from '@outlet-pulse/contracts';

/** The Mantine colour of each flag, on the badges and the totals alike. */
export const FLAG_COLORS: Record<ChecklistFlag, string> = {
  GREEN: 'green',
  YELLOW: 'yellow',
  RED: 'red',
  'N/A': 'gray',
};

/** A weight or score: 3 → '3', 1.5 → '1,5', 45.25 → '45,25'. */
export function formatScore(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  const decimals = Number.isInteger(rounded) ? 0 : Number.isInteger(rounded * 10) ? 1 : 2;
  return formatDecimal(rounded, decimals);
}

/** A score and the most it could be: (23.5, 25) → '23,5 of 25'. */
export function formatScoreOf(score: number, maximum: number): string {
  return `${formatScore(score)} of ${formatScore(maximum)}`;
}
