/**
 * When the address (or a link's company) names a brand the viewer may not see, the page shows
 * another company (TOTAL, or the only one they see) and says so, instead of switching without
 * a word (issue 13, item 18).
 */
import { TOTAL_COMPANY } from '../sales-filter';
import { ALL_BRANDS } from './filter-state';

export interface CompanySwitch {
  /** The brand asked for. */
  requested: string;
  /** The company shown instead. */
  shown: string;
}

/**
 * The switch to tell the viewer about, or null: a brand (not TOTAL or All, which are views
 * rather than brands) that is not among the choices and was replaced.
 */
export function companySwitch(
  requested: string,
  shown: string,
  choices: readonly string[],
): CompanySwitch | null {
  if (requested === TOTAL_COMPANY || requested === ALL_BRANDS) return null;
  if (requested === shown || choices.includes(requested)) return null;
  return { requested, shown };
}

export function sameSwitch(one: CompanySwitch | null, other: CompanySwitch | null): boolean {
  return one?.requested === other?.requested && one?.shown === other?.shown;
}

/** What the notice says, with the company names the lists give. */
export function companySwitchText(
  change: CompanySwitch,
  nameOf: (company: string) => string,
): string {
  return `You may not see ${change.requested}, so this page shows ${nameOf(change.shown)} instead.`;
}
