/** Saved views as the wire carries them: instants as ISO strings, never the owner's id. */
import type { SavedView } from '@outlet-pulse/contracts';
import type { OwnSavedView } from './saved-views.service';

export function presentSavedView(view: OwnSavedView): SavedView {
  return {
    id: view.id,
    name: view.name,
    filter: view.filter,
    isDefault: view.isDefault,
    droppedCompanies: view.droppedCompanies,
    createdAt: new Date(view.createdAt).toISOString(),
    updatedAt: new Date(view.updatedAt).toISOString(),
  };
}
