/** The sales summary module's front door: what other modules may use of it. */
export { AnswerCache, type CacheLookupCounter } from './answer-cache';
export { findOutletsByIds, type OutletRecord } from './dimensions.repository';
export { allowedYears, checkType, checkYear, resolveGroups } from './selection';
export { ALL_BRANDS } from './shared-link-calls';
