/** The sales data module's front door: what other modules may use of the fact tables. */
export {
  type DailyFact,
  refreshDataUpdates,
  refreshRollupOf,
  refreshRunningMonth,
} from './rollups';
export { SALES_TABLE_COLUMNS, type SalesTable } from './sales-tables';
