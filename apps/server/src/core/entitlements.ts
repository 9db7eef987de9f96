/**
 * Which companies and outlets a caller may see: the one rule every area applies (sales, master
 * data, checklists, administration), and the key that tells callers with the same view apart.
 */
import type { AuthContext } from './caller';
import { PERMISSIONS } from './permissions';
import type { Company, ReferenceData } from './reference-data';

/** The companies the caller may see, in company-code order. */
export function visibleCompanies(reference: ReferenceData, caller: AuthContext): Company[] {
  const seesExcluded = caller.permissions.has(PERMISSIONS.viewExcludedCompanies);
  const granted = caller.companies === 'all' ? null : new Set(caller.companies);
  return reference.companies.filter(
    (company) =>
      (granted === null || granted.has(company.code)) &&
      (seesExcluded || !company.excludedByDefault),
  );
}

/** The outlets the caller is limited to, or null when the caller may see every outlet. */
export function entitledOutlets(caller: AuthContext): string[] | null {
  return caller.outlets === 'all' ? null : [...caller.outlets];
}

/**
 * Everything about the caller that a sales answer depends on: two callers with the same key
 * get the same answer to the same question.
 */
export function entitlementKey(caller: AuthContext): string {
  const companies = caller.companies === 'all' ? '*' : [...caller.companies].sort().join(',');
  const seesExcluded = caller.permissions.has(PERMISSIONS.viewExcludedCompanies);
  const outlets = caller.outlets === 'all' ? '*' : [...caller.outlets].sort().join(',');
  const link = caller.sharedLinkScope
    ? `${caller.sharedLinkScope.company}@${caller.sharedLinkScope.year}`
    : '-';
  return `${companies}|${seesExcluded ? 'x' : '-'}|${outlets}|${link}`;
}
