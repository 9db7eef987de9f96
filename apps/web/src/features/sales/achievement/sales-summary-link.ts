/**
 * Where a click on a month of the achievement chart leads (spec 001 §2.10): the sales summary
 * of the chosen brand and year. A signed-in viewer goes to the portal's own sales summary (its
 * normal route, behind the menu's guard), with a way back to the achievement summary; a page
 * opened by a shared link leads to that link's own page (its opaque id alone, issue 17), which
 * shows the link's company and year. No address names an employee (issue 25): the portal's
 * route knows its user from the session, and the link's page from the link.
 */

/** The portal's sales summary, the route a signed-in viewer opens. */
export const PORTAL_SALES_SUMMARY_PATH = '/portal/sales/sales-summary';

/** The address of the sales summary a month opens, for a signed-in viewer or a shared link. */
export function salesSummaryPath(
  company: string,
  year: number,
  sharedLinkId: string | null = null,
): string {
  if (sharedLinkId) return `/beta-sales-summary/${encodeURIComponent(sharedLinkId)}`;
  return `${PORTAL_SALES_SUMMARY_PATH}?${new URLSearchParams({ company, year: String(year) })}`;
}
