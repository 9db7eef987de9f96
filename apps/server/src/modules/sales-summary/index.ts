/** The sales summary module's front door: what other modules may use of it. */
// What the Today page (modules/today) computes its answer with: the same selection, facts,
// pacing, metrics and answer cache as the sales calls.
export {
  AnswerCache,
  answerEtag,
  answerKey,
  type CacheLookupCounter,
  matchesEtag,
} from './answer-cache';
export { firstOfMonth, isoDate, lastOfMonth, sameDayLastYear } from './calendar';
export { emptyMonth, loadChartFacts } from './chart-facts';
export { findOutletsByIds, type OutletRecord } from './dimensions.repository';
export { type FactsSource, uncachedFacts } from './facts-cache';
export { achievementPercent, growthPercent, nullWhenZero, round2 } from './metrics';
export { pacingFigures, pacingOf, projectionOf } from './pacing';
export { createSalesContext, type SalesContext } from './sales-context';
export { lflOutletCondition, selectionCondition } from './sales-summary.repository';
export type { SalesSummaryRoutesOptions } from './sales-summary.routes';
export {
  allowedYears,
  checkType,
  checkYear,
  resolveGroups,
  resolveSelection,
  type Selection,
} from './selection';
export { ALL_BRANDS } from './shared-link-calls';
