/**
 * One `datelast` for every type (issue 25, DOMAIN.md "Facts"): the running month is the month of
 * the data's last loaded day, the latest of the types' last sales, for every outlet, where
 * migration 0008 gave each type the month of its own last sale (an event type that last sold
 * in June kept June running into November). `running_month_sales` is rebuilt with the one
 * window, and the `sales` change counter moves so that no cached answer outlives it. The SQL
 * below is frozen; the loaders' copy is in modules/sales-data/rollups.ts.
 */
import { migration } from '../migration-sql';

const FIRST_DAY =
  'CAST(last_sales_date - CAST(EXTRACT(DAY FROM last_sales_date) - 1 AS INTEGER) AS DATE)';
const RUNNING = `last_sales_date IS NOT NULL
   AND EXTRACT(MONTH FROM last_sales_date + 1) = EXTRACT(MONTH FROM last_sales_date)`;
const DATELAST = '(SELECT MAX(last_sales_date) AS last_sales_date FROM data_updates) d';

/** Part 0 from the first of the running month to `datelast`, part 1 the same dates a year earlier. */
const WINDOWS = `(
  SELECT 0 AS part, ${FIRST_DAY} AS from_day, last_sales_date AS to_day
    FROM ${DATELAST} WHERE ${RUNNING}
  UNION ALL
  SELECT 1 AS part, CAST(${FIRST_DAY} - INTERVAL '1 year' AS DATE) AS from_day,
         CAST(last_sales_date - INTERVAL '1 year' AS DATE) AS to_day
    FROM ${DATELAST} WHERE ${RUNNING})`;

const MONTH_OF_WINDOW =
  'CAST(EXTRACT(YEAR FROM w.from_day) AS SMALLINT), CAST(EXTRACT(MONTH FROM w.from_day) AS SMALLINT)';

export const oneDatelast = migration(17, 'one datelast', [
  'DELETE FROM running_month_sales',
  `INSERT INTO running_month_sales
     SELECT s.outlet_id, w.part, ${MONTH_OF_WINDOW}, SUM(s.gross), SUM(s.markdown), SUM(s.vip),
            SUM(s.promo), SUM(s.nett), SUM(s.units), SUM(s.transactions), 0, 0, 0
       FROM ${WINDOWS} w
       JOIN daily_sales s ON s.sale_date BETWEEN w.from_day AND w.to_day
      GROUP BY s.outlet_id, w.part, w.from_day
     UNION ALL
     SELECT t.outlet_id, w.part, ${MONTH_OF_WINDOW}, 0, 0, 0, 0, 0, 0, 0,
            SUM(t.visitors), COALESCE(SUM(s.transactions), 0), COUNT(*)
       FROM ${WINDOWS} w
       JOIN daily_traffic t ON t.traffic_date BETWEEN w.from_day AND w.to_day
       LEFT JOIN daily_sales s ON s.outlet_id = t.outlet_id AND s.sale_date = t.traffic_date
      GROUP BY t.outlet_id, w.part, w.from_day`,
  `UPDATE change_versions SET version = version + 1 WHERE name = 'sales'`,
]);
