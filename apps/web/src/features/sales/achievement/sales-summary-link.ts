/**
 * Where a click on a month of the achievement chart leads (spec 001 §2.10): the beta sales
 * summary of the chosen brand and year, for the person the page is shown for. A page opened by
 * a shared link leads to that link's own page (its opaque id alone, issue 17), which shows the
 * link's company and year, so the sales summary opens for a visitor without a session too.
 */

/** The person the page shows: the signed-in user, or the one a shared link names. */
export interface LinkIdentity {
  userId: string;
  employeeId: string;
  name: string;
}

export function betaSalesSummaryPath(
  identity: LinkIdentity,
  company: string,
  year: number,
  token: string | null = null,
): string {
  if (token) return `/beta-sales-summary/${encodeURIComponent(token)}`;
  const segments = [company, identity.userId, identity.employeeId, identity.name].map(
    encodeURIComponent,
  );
  return `/beta-sales-summary/${segments.join('/')}?${new URLSearchParams({ year: String(year) })}`;
}
