/**
 * A shared link shows the company and the year it was made for, nothing else (DOMAIN.md,
 * deviations): the server answers 403 to anything outside them, so the filter of a page opened
 * by a link offers only those. Type, group and outlet stay free within the company.
 */
import type { LinkScope } from '../api/sales-api';

/** The link's scope from its address: the company segment and the `year` parameter. */
export function linkScopeOf(company: string | undefined, yearParam: string | null): LinkScope {
  const year = yearParam !== null && /^\d{4}$/.test(yearParam) ? Number(yearParam) : null;
  return { company: company ?? '', year };
}

/**
 * The company choices a link may offer: its own company alone (TOTAL only TOTAL, All only All).
 * When the lists do not hold it (its sharer no longer sees that company), the link's company
 * is still the only choice, so that the widgets say what the server answers instead of
 * silently showing something else.
 */
export function scopedCompanyChoices(
  choices: readonly string[],
  scope: LinkScope | undefined,
): string[] {
  if (!scope) return [...choices];
  return [scope.company];
}

/** The years a link may offer: its own; every year offered when its address names none. */
export function scopedYears(years: readonly number[], scope: LinkScope | undefined): number[] {
  if (!scope || scope.year === null) return [...years];
  return [scope.year];
}

/** What a page opened by a link says it shows: 'This link shows Aruna Apparel (KCG01) for 2026'. */
export function linkScopeText(scope: LinkScope, companyName: string | undefined): string {
  const company =
    scope.company === 'All'
      ? 'all brands'
      : companyName
        ? `${companyName} (${scope.company})`
        : scope.company;
  return `This link shows ${company}${scope.year === null ? '' : ` for ${scope.year}`} only.`;
}
