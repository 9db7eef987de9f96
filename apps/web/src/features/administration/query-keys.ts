/**
 * The query keys of the administration screens, all under one prefix: a change to a user or a
 * role can alter every list here (a role's user count, a user's role name, the audit log), so a
 * change marks them all stale at once.
 */
import { MASTER_PAGE_SIZE } from '@outlet-pulse/contracts';
import { pagedQueryOptions } from '../../components/record-list/paged-query';
import { queryClient } from '../../lib/query-client';
import { SIGNED_IN_KEY } from '../../lib/session';

const ADMINISTRATION_KEY = [SIGNED_IN_KEY, 'administration'] as const;

export function administrationKey(...parts: unknown[]) {
  return [...ADMINISTRATION_KEY, ...parts] as const;
}

/** The query of a page of an administration list (15 rows), kept under its view. */
export function administrationPageQuery<View extends object, Data extends object>(
  list: string,
  view: View,
  load: (view: View, signal: AbortSignal) => Promise<Data>,
) {
  return pagedQueryOptions(
    administrationKey(list, { ...view, limit: MASTER_PAGE_SIZE }),
    view,
    (signal) => load(view, signal),
  );
}

/** After a change: the lists on screen load again, the others when next shown. */
export function refreshAdministration(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ADMINISTRATION_KEY });
}
