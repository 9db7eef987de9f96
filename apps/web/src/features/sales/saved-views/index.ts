/** Saved views: the control a sales page places by its filter, and its filter helpers. */
export {
  MANAGE_VIEWS_ITEM,
  SAVE_VIEW_ITEM,
  SAVED_VIEWS_BUTTON,
  SavedViewsMenu,
  type SavedViewsMenuProps,
} from './components/saved-views-menu';
export { describeFilter, droppedNotice, filterParamsOf, savedViewFilterOf } from './view-filter';
