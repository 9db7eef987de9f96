/**
 * Date indexes on the daily facts for PostgreSQL, where a detail request reads one month of
 * daily rows of many outlets; without them it scans every day of every outlet.
 */
import { migration } from '../migration-sql';

export const dateIndexes = migration(
  3,
  'date indexes',
  [],
  [
    'CREATE INDEX daily_sales_date ON daily_sales (sale_date)',
    'CREATE INDEX daily_traffic_date ON daily_traffic (traffic_date)',
    'CREATE INDEX daily_category_sales_date ON daily_category_sales (sale_date)',
  ],
);
