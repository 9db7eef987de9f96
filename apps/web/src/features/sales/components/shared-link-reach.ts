/** What the share dialog says a shared link shows: its company, and its whole reach. */
import { ALL_BRANDS } from '../filter/filter-state';
import { TOTAL_COMPANY } from '../sales-filter';

/** A company as the share dialog names it: 'Aruna Apparel (KCG01)', 'TOTAL', 'all brands'. */
export function companyLabel(company: string, name: string | undefined): string {
  if (company === ALL_BRANDS) return 'all brands';
  if (company === TOTAL_COMPANY) return 'TOTAL (every company you see, added up)';
  return name ? `${name} (${company})` : company;
}

/** What the share dialog promises, which is exactly what the link shows. */
export function sharedLinkReach(company: string, year: number): string {
  return `Anyone with this link sees the sales summary of ${company} for ${year} only, as you, read-only, without signing in. Type, group and outlet can be changed; the company and the year cannot.`;
}
