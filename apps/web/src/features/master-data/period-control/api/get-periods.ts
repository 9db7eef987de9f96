/** GET period-control?year=: the twelve months of a year, each OPEN or CLOSED. */
import { periodListResponseSchema } from '@outlet-pulse/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { authorizedRequest } from '../../../../lib/authorized-api';
import { masterDataKeys } from '../../master-data-keys';

export const periodsQueryOptions = (year: number) =>
  queryOptions({
    queryKey: [...masterDataKeys.periods, year],
    queryFn: ({ signal }) =>
      authorizedRequest(`period-control?year=${year}`, periodListResponseSchema, { signal }),
  });

/** The months of the year; while another year loads, the one before stays on screen. */
export function usePeriods(year: number) {
  return useQuery({ ...periodsQueryOptions(year), placeholderData: keepPreviousData });
}
