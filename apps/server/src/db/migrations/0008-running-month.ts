/**
 * The running month, compared like with like (DOMAIN.md):
 * - the traffic family counts only outlet-days with a door-counter reading, so the monthly
 *   traffic rollup keeps the transactions of those days;
 * - `running_month_sales` keeps, per outlet, the running month of its type up to `datelast`
 *   (part 0) and last year's same days (part 1), so that the charts compare them without
 *   reading daily rows. Sales and traffic land as separate rows; readers add them up.
 * Loads refresh both in their transaction. The SQL below is frozen; the loaders' copy is in
 * modules/sales-data/rollups.ts.
 */
import { migration } from '../migration-sql';

/**
 * Each type's running month (its `datelast` before a month's last day): part 0 from the first
 * of the month to `datelast`, part 1 the same dates a year earlier.
 */
const WINDOWS = `(
  SELECT type_code, 0 AS part,
         CAST(last_sales_date - CAST(EXTRACT(DAY FROM last_sales_date) - 1 AS INTEGER) AS DATE) AS from_day,
         last_sales_date AS to_day
    FROM data_updates
   WHERE last_sales_date IS NOT NULL
     AND EXTRACT(MONTH FROM last_sales_date + 1) = EXTRACT(MONTH FROM last_sales_date)
  UNION ALL
  SELECT type_code, 1 AS part,
         CAST(CAST(last_sales_date - CAST(EXTRACT(DAY FROM last_sales_date) - 1 AS INTEGER) AS DATE)
              - INTERVAL '1 year' AS DATE) AS from_day,
         CAST(last_sales_date - INTERVAL '1 year' AS DATE) AS to_day
    FROM data_updates
   WHERE last_sales_date IS NOT NULL
     AND EXTRACT(MONTH FROM last_sales_date + 1) = EXTRACT(MONTH FROM last_sales_date))`;

export const runningMonth = migration(8, 'running-month', [
  'ALTER TABLE monthly_traffic ADD COLUMN transactions INTEGER DEFAULT 0',
  `UPDATE monthly_traffic AS r SET transactions = x.transactions
       FROM (SELECT t.outlet_id,
                    CAST(EXTRACT(YEAR FROM t.traffic_date) AS SMALLINT) AS year,
                    CAST(EXTRACT(MONTH FROM t.traffic_date) AS SMALLINT) AS month,
                    SUM(s.transactions) AS transactions
               FROM daily_traffic t
               JOIN daily_sales s ON s.outlet_id = t.outlet_id AND s.sale_date = t.traffic_date
              GROUP BY t.outlet_id, CAST(EXTRACT(YEAR FROM t.traffic_date) AS SMALLINT),
                       CAST(EXTRACT(MONTH FROM t.traffic_date) AS SMALLINT)) x
      WHERE x.outlet_id = r.outlet_id AND x.year = r.year AND x.month = r.month`,
  `CREATE TABLE running_month_sales (
      outlet_id VARCHAR(20) NOT NULL,
      part SMALLINT NOT NULL,
      year SMALLINT NOT NULL,
      month SMALLINT NOT NULL,
      gross BIGINT NOT NULL,
      markdown BIGINT NOT NULL,
      vip BIGINT NOT NULL,
      promo BIGINT NOT NULL,
      nett BIGINT NOT NULL,
      units BIGINT NOT NULL,
      transactions BIGINT NOT NULL,
      visitors BIGINT NOT NULL,
      traffic_transactions BIGINT NOT NULL,
      traffic_days INTEGER NOT NULL
    )`,
  `INSERT INTO running_month_sales
     SELECT s.outlet_id, w.part, CAST(EXTRACT(YEAR FROM w.from_day) AS SMALLINT),
            CAST(EXTRACT(MONTH FROM w.from_day) AS SMALLINT), SUM(s.gross), SUM(s.markdown),
            SUM(s.vip), SUM(s.promo), SUM(s.nett), SUM(s.units), SUM(s.transactions), 0, 0, 0
       FROM ${WINDOWS} w
       JOIN outlets o ON o.type_code = w.type_code
       JOIN daily_sales s ON s.outlet_id = o.id AND s.sale_date BETWEEN w.from_day AND w.to_day
      GROUP BY s.outlet_id, w.part, w.from_day
     UNION ALL
     SELECT t.outlet_id, w.part, CAST(EXTRACT(YEAR FROM w.from_day) AS SMALLINT),
            CAST(EXTRACT(MONTH FROM w.from_day) AS SMALLINT), 0, 0, 0, 0, 0, 0, 0,
            SUM(t.visitors), COALESCE(SUM(s.transactions), 0), COUNT(*)
       FROM ${WINDOWS} w
       JOIN outlets o ON o.type_code = w.type_code
       JOIN daily_traffic t ON t.outlet_id = o.id AND t.traffic_date BETWEEN w.from_day AND w.to_day
       LEFT JOIN daily_sales s ON s.outlet_id = t.outlet_id AND s.sale_date = t.traffic_date
      GROUP BY t.outlet_id, w.part, w.from_day`,
]);
