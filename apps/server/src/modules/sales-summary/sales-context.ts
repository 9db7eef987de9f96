/**
 * What every sales call needs besides its query: storage, caller, dimensions, calendar and
 * where the monthly facts come from.
 */

import type { AuthContext } from '../../core/caller';
import type { ReferenceData } from '../../core/reference-data';
import type { Database } from '../../db/database';
import type { ReplicaReads } from '../../db/replica-reads';
import { todayIn } from '../../lib/business-date';
import type { FactsSource } from './facts-cache';
import { allowedYears } from './selection';

export interface SalesContext {
  database: Database;
  caller: AuthContext;
  reference: ReferenceData;
  /** The years a request may ask for. */
  years: number[];
  /** Today in the business's time zone. */
  today: string;
  facts: FactsSource;
  /** Where the sales fact reads run: the standby when it is current, else the primary. */
  reads: ReplicaReads;
}

export function createSalesContext(
  database: Database,
  caller: AuthContext,
  reference: ReferenceData,
  timeZone: string,
  nowMs: number,
  facts: FactsSource,
  reads: ReplicaReads,
): SalesContext {
  return {
    database,
    caller,
    reference,
    years: allowedYears(timeZone, nowMs),
    today: todayIn(timeZone, new Date(nowMs)),
    facts,
    reads,
  };
}
