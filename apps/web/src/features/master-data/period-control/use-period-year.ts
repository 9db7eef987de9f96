/** The year the period-control screen shows, read from and written to the address. */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readYear, writeYear, yearChoices } from './period-view';

export function usePeriodYear() {
  const [params, setParams] = useSearchParams();
  // Read once per visit: a screen left open over New Year keeps the years it offered.
  const currentYear = useMemo(() => new Date().getFullYear(), []);
  const year = readYear(params, currentYear);
  const show = useCallback(
    (next: number) => setParams((current) => writeYear(current, next, currentYear)),
    [setParams, currentYear],
  );
  return { year, years: yearChoices(currentYear), show };
}
