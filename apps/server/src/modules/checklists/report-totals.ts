/** The report's totals, worked out from its lines (spec 001 §2.9). */
import type { ChecklistFlag } from '@outlet-pulse/contracts';

export interface FlaggedLine {
  flag: string;
  scoreFinal: number;
}

export interface ReportTotals {
  red: number;
  yellow: number;
  green: number;
  na: number;
  score: number;
}

/** GREEN, YELLOW and RED as stored; anything else is not a valid flag and reads N/A. */
export function flagOf(stored: string): ChecklistFlag {
  const flag = stored.trim().toUpperCase();
  return flag === 'GREEN' || flag === 'YELLOW' || flag === 'RED' ? flag : 'N/A';
}

export function reportTotals(lines: readonly FlaggedLine[]): ReportTotals {
  const totals: ReportTotals = { red: 0, yellow: 0, green: 0, na: 0, score: 0 };
  for (const line of lines) {
    const flag = flagOf(line.flag);
    if (flag === 'RED') totals.red += 1;
    else if (flag === 'YELLOW') totals.yellow += 1;
    else if (flag === 'GREEN') totals.green += 1;
    else totals.na += 1;
    if (flag !== 'N/A') totals.score += line.scoreFinal;
  }
  totals.score = Math.round(totals.score * 100) / 100;
  return totals;
}

/** A line's final score: its weight when GREEN, half when YELLOW, nothing when RED or N/A. */
export function scoreOf(flag: ChecklistFlag, weight: number): number {
  if (flag === 'GREEN') return weight;
  if (flag === 'YELLOW') return weight / 2;
  return 0;
}
