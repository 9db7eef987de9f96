/** The Today answer as it goes on the wire (contracts/src/sales/today.ts). */
import { ALL_OUTLETS, type TodayAnswer } from '@outlet-pulse/contracts';
import type { TodayResult } from './today.service';

export function presentToday(result: TodayResult): TodayAnswer {
  const { scope } = result;
  return {
    scope: {
      companies: result.companies,
      type: scope.filter.type,
      groups: result.groups,
      outlets:
        scope.selection.outletIds === null || scope.filter.outlets === ALL_OUTLETS
          ? ALL_OUTLETS
          : scope.selection.outletIds,
      view: scope.view,
      droppedCompanies: scope.droppedCompanies,
    },
    freshness: result.freshness,
    days: result.days,
    month: result.month,
    daily: result.daily,
    league: result.league,
    exceptions: result.exceptions,
    drivers: result.drivers,
  };
}
