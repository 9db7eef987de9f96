/**
 * What a shared link may be made for (DOMAIN.md deviations): a company the sharer may see,
 * TOTAL, or All (the all-brand view), and a year the sales filter offers. The sales calls a
 * link then covers are sales-summary's (shared-link-calls.ts).
 */
import { TOTAL_COMPANY } from '@outlet-pulse/contracts';
import type { AuthContext, SharedLinkScope } from '../../core/caller';
import { visibleCompanies } from '../../core/entitlements';
import { forbidden, invalidField } from '../../core/errors';
import type { ReferenceData } from '../../core/reference-data';
import { ALL_BRANDS, checkYear } from '../sales-summary';

/** The scope of a link the caller asks for, checked: 400 unknown, 403 a company not theirs. */
export function sharedLinkScopeOf(
  reference: ReferenceData,
  caller: AuthContext,
  request: { company: string; year?: number | undefined },
  years: readonly number[],
): SharedLinkScope {
  const year = request.year ?? (years[years.length - 1] as number);
  checkYear(year, years);
  const { company } = request;
  if (company !== TOTAL_COMPANY && company !== ALL_BRANDS) {
    if (!reference.companies.some((known) => known.code === company))
      throw invalidField('company', `unknown company ${company}`);
    if (!visibleCompanies(reference, caller).some((visible) => visible.code === company))
      throw forbidden();
  }
  return { company, year };
}
