/**
 * The marks an outlet row of the detail carries, so that a manager reading the worklist knows
 * which figures do not compare like with like: CLOSED (its status), NEW (opened within the year
 * before the month: after the first of that month last year, so last year's month is partial or
 * empty) and NON-LFL (not like-for-like for the month for another reason, such as closing in
 * it; a new outlet is never like-for-like, and NEW already says why).
 */
export type OutletBadge = 'closed' | 'new' | 'non-lfl';

export const BADGE_TEXT: Record<OutletBadge, string> = {
  closed: 'CLOSED',
  new: 'NEW',
  'non-lfl': 'NON-LFL',
};

export interface BadgeFacts {
  status: string;
  /** YYYY-MM-DD (or a full ISO time). */
  openDate: string | null;
  closeDate: string | null;
  lfl: boolean | null;
}

/** '2026-10-01' → '2025-10-01': the first of the month a year earlier. */
function firstOfMonthLastYear(monthStart: string): string {
  const year = Number(monthStart.slice(0, 4));
  return `${year - 1}${monthStart.slice(4, 7)}-01`;
}

/** The badges of an outlet for the month that starts on `monthStart` (YYYY-MM-DD). */
export function badgesOf(outlet: BadgeFacts, monthStart: string): OutletBadge[] {
  const badges: OutletBadge[] = [];
  if (outlet.status === 'CLOSED') badges.push('closed');
  const opened = outlet.openDate?.slice(0, 10);
  const isNew = opened !== undefined && opened > firstOfMonthLastYear(monthStart);
  if (isNew) badges.push('new');
  if (outlet.lfl === false && !isNew) badges.push('non-lfl');
  return badges;
}

/** What a badge means, for its hover text and for screen readers. */
export function badgeTitle(badge: OutletBadge, outlet: BadgeFacts): string {
  switch (badge) {
    case 'closed':
      return outlet.closeDate ? `Closed on ${outlet.closeDate.slice(0, 10)}` : 'Closed';
    case 'new':
      return `New: opened on ${outlet.openDate?.slice(0, 10) ?? '?'}, within the year before this month`;
    case 'non-lfl':
      return 'Not like-for-like: did not trade the whole month in both years';
  }
}
