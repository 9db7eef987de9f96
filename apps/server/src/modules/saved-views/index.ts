/** Saved views: what other parts of the server may use of them (the Today page's call). */
export { savedViewsRoutes } from './saved-views.routes';
export { type ResolvedView, resolveSavedView, SavedViewsService } from './saved-views.service';
