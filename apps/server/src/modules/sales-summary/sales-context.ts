/** What every sales call needs besides its query: storage, caller, calendar. */
import type { Database } from '../../db/database';
import { todayIn } from '../../lib/business-date';
import { findLastSalesDate } from './dimensions.repository';
import type { SalesCaller } from './selection';
import { allowedYears } from './selection';

export interface SalesContext {
  database: Database;
  caller: SalesCaller;
  /** The years a request may ask for. */
  years: number[];
  /** Today in the business's time zone. */
  today: string;
}

export function createSalesContext(
  database: Database,
  caller: SalesCaller,
  timeZone: string,
  nowMs: number,
): SalesContext {
  return {
    database,
    caller,
    years: allowedYears(timeZone, nowMs),
    today: todayIn(timeZone, new Date(nowMs)),
  };
}

export async function dataLastUpdate(context: SalesContext, type: string) {
  const last = await findLastSalesDate(context.database, type);
  return {
    dateLastViewFormat: last,
    chartsubtitle: last ? `Data until ${last}` : 'No sales loaded',
  };
}
