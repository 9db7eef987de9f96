/** PUT period-control/:year/:month with {status}: closes or opens a month; answers the month. */
import { type Period, type PeriodChange, periodResponseSchema } from '@outlet-pulse/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authorizedRequest } from '../../../../lib/authorized-api';
import { masterDataKeys } from '../../master-data-keys';

export interface PeriodChangeRequest {
  period: Pick<Period, 'year' | 'month'>;
  change: PeriodChange;
}

export function changePeriod({ period, change }: PeriodChangeRequest) {
  return authorizedRequest(`period-control/${period.year}/${period.month}`, periodResponseSchema, {
    method: 'PUT',
    body: change,
  });
}

export function useChangePeriod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePeriod,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: masterDataKeys.periods }),
  });
}
