/**
 * The saved view a Today request names, or the caller's default one (saved-views module). An
 * id the caller has no view under (unknown, or another user's) is bad input of this call: 400
 * naming `view`, never a 404 that would tell whether someone else's view exists.
 */
import type { AuthContext } from '../../core/caller';
import { DomainError, invalidField } from '../../core/errors';
import type { ReferenceData } from '../../core/reference-data';
import type { Database } from '../../db/database';
import { type ResolvedView, resolveSavedView } from '../saved-views';

export type { ResolvedView };

/** `viewId` null: the caller's default view, or null when there is none. */
export async function resolveView(
  database: Database,
  caller: AuthContext,
  viewId: string | null,
  reference: ReferenceData,
): Promise<ResolvedView | null> {
  try {
    return await resolveSavedView(database, caller, viewId, reference);
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'not-found') {
      throw invalidField('view', `unknown saved view ${viewId}`);
    }
    throw error;
  }
}
