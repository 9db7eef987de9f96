/**
 * The report's result lines as the page shows them: each flag's badge text and colour (spec 001
 * §2.9: GREEN FLAG, YELLOW FLAG, RED FLAG, or N/A when the flag is not valid), and the lines
 * grouped by category in the order the report lists them.
 */
import {
  type ChecklistReportLine,
  checklistFlagOf,
  checklistMaximumScore,
} from '@outlet-pulse/contracts';

/** GREEN, YELLOW and RED in any case; anything else is not a valid flag. */
export const flagOf = checklistFlagOf;

/** 'GREEN' → 'GREEN FLAG'; a flag that is not valid reads 'N/A'. */
export function flagLabel(value: string): string {
  const flag = flagOf(value);
  return flag === 'N/A' ? 'N/A' : `${flag} FLAG`;
}

export { FLAG_COLORS } from '../../lib/checklist-flags';

/**
 * The most the report could have scored: the weights of its lines with a valid flag (N/A lines
 * count in neither the score nor its maximum). The one rule the checklist list's maximum follows.
 */
export const maximumScore: (lines: readonly ChecklistReportLine[]) => number =
  checklistMaximumScore;

export interface CategoryGroup {
  category: string;
  lines: ChecklistReportLine[];
}

/** Lines of one category together, categories in the order of their first line. */
export function groupByCategory(lines: readonly ChecklistReportLine[]): CategoryGroup[] {
  const groups = new Map<string, ChecklistReportLine[]>();
  for (const line of lines) {
    const group = groups.get(line.category);
    if (group) group.push(line);
    else groups.set(line.category, [line]);
  }
  return [...groups].map(([category, grouped]) => ({ category, lines: grouped }));
}
