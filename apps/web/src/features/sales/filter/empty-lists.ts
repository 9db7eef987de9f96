/**
 * What the filter says when a list it offers is empty. No company for a user who manages master
 * data (an administrator, who sees every company) means none exists yet, as on a fresh install:
 * it says where to add them, never 'No company is assigned to your account', which is for a user
 * whose grant names no company that exists.
 */
export const EMPTY_LIST_NOTICES = {
  noCompanyAssigned: 'No company is assigned to your account.',
  noCompanyYet:
    'No company exists yet: add one on System › Company, or load a companies file on System › Data Import.',
  noSalesYet: 'No sales data has been loaded yet.',
} as const;

/** The lists' lengths (undefined while loading) and whether the user manages master data. */
export function emptyListsNotice(
  lists: { companies: number | undefined; types: number | undefined },
  managesMasterData: boolean,
): string | null {
  const notices: string[] = [];
  if (lists.companies === 0) {
    notices.push(
      managesMasterData ? EMPTY_LIST_NOTICES.noCompanyYet : EMPTY_LIST_NOTICES.noCompanyAssigned,
    );
  }
  if (lists.types === 0) notices.push(EMPTY_LIST_NOTICES.noSalesYet);
  return notices.length === 0 ? null : notices.join(' ');
}
