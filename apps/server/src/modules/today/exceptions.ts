/**
 * The Today page's exceptions for a scope and a data day: the facts from
 * today-exceptions.repository.ts through the rules of exceptions-rules.ts. The Today service
 * calls it with the scope's selection (already checked against the caller's entitlements), the
 * data's last day and the administrator's thresholds.
 */
import {
  DEFAULT_TODAY_EXCEPTION_SETTINGS,
  type TodayException,
  type TodayExceptionSettings,
} from '@outlet-pulse/contracts';
import type { Executor } from '../../db/database';
import type { Selection } from '../sales-summary';
import { todayExceptions } from './exceptions-rules';
import { findExceptionFacts } from './today-exceptions.repository';

/**
 * Every exception of the selection's outlets on `dataDay` (none without data), in the order
 * of EXCEPTION_KINDS: one item per kind, and one no-sales-since item per quiet brand or type.
 */
export async function loadTodayExceptions(
  db: Executor,
  scope: Selection,
  dataDay: string | null,
  settings: TodayExceptionSettings = DEFAULT_TODAY_EXCEPTION_SETTINGS,
): Promise<TodayException[]> {
  if (dataDay === null) return [];
  return todayExceptions(await findExceptionFacts(db, scope, dataDay), dataDay, settings);
}
