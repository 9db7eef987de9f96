/** What every sales call needs besides its query: storage, caller, dimensions, calendar. */

import type { AuthContext } from '../../core/caller';
import type { ReferenceData } from '../../core/reference-data';
import type { Database } from '../../db/database';
import { todayIn } from '../../lib/business-date';
import { allowedYears } from './selection';

export interface SalesContext {
  database: Database;
  caller: AuthContext;
  reference: ReferenceData;
  /** The years a request may ask for. */
  years: number[];
  /** Today in the business's time zone. */
  today: string;
}

export function createSalesContext(
  database: Database,
  caller: AuthContext,
  reference: ReferenceData,
  timeZone: string,
  nowMs: number,
): SalesContext {
  return {
    database,
    caller,
    reference,
    years: allowedYears(timeZone, nowMs),
    today: todayIn(timeZone, new Date(nowMs)),
  };
}
