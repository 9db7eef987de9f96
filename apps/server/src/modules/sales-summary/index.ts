/** The sales summary module's front door: what other modules may use of it. */
export { AnswerCache, type CacheLookupCounter } from './answer-cache';
export { allowedYears, checkYear } from './selection';
export { ALL_BRANDS } from './shared-link-calls';
