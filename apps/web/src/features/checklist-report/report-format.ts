/**
 * How the checklist report writes its date and its scores (spec 001 §2.9): the day as
 * dd-MMM-yyyy in upper case, and weights and scores with at most two decimals, Indonesian style.
 */
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/**
 * '2026-10-05' → '05-OCT-2026'. The day is taken as written (no time-zone shift); a value that is
 * not a calendar day is shown unchanged rather than as a wrong date.
 */
export function formatReportDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(isoDate.trim());
  if (!match) return isoDate;
  const [, year = '', month = '', day = ''] = match;
  const monthName = MONTHS[Number(month) - 1];
  const dayNumber = Number(day);
  const daysInMonth = new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate();
  if (!monthName || dayNumber < 1 || dayNumber > daysInMonth) return isoDate;
  return `${day}-${monthName}-${year}`;
}

export { formatScore, formatScoreOf } from '../../lib/checklist-flags';
