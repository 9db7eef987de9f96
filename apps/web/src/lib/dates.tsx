/**
 * Dates on screen: the one short form of the contracts' formatting ('5 Dec 2026', '5 Dec 2026,
 * 15:43'), read in the group's time zone, which the portal config carries (server setting
 * TIME_ZONE), not in the viewer's. Every screen that shows a date goes through here.
 */
import { DEFAULT_TIME_ZONE, formatDate, formatDateTime } from '@outlet-pulse/contracts';
import { useMemo } from 'react';
import { usePortalConfig } from './portal-config';

type DateValue = string | Date | null;

export interface DateFormats {
  /** '5 Dec 2026'. */
  date: (value: DateValue) => string;
  /** '5 Dec 2026, 15:43'. */
  dateTime: (value: DateValue) => string;
}

/** The group's time zone; its default until the portal config has come. */
export function useGroupTimeZone(): string {
  return usePortalConfig().data?.timeZone ?? DEFAULT_TIME_ZONE;
}

/** The date formats bound to the group's time zone, for text that is built (a question, a label). */
export function useDates(): DateFormats {
  const timeZone = useGroupTimeZone();
  return useMemo(
    () => ({
      date: (value) => formatDate(value, timeZone),
      dateTime: (value) => formatDateTime(value, timeZone),
    }),
    [timeZone],
  );
}

const machineReadable = (value: DateValue) => {
  if (value === null) return undefined;
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
};

/** A day ('5 Dec 2026') in a table cell or a line of text. */
export function DateText({ value }: { value: DateValue }) {
  const text = useDates().date(value);
  const iso = typeof value === 'string' && value.length === 10 ? value : machineReadable(value);
  return <time dateTime={iso}>{text}</time>;
}

/** An instant ('5 Dec 2026, 15:43') in a table cell or a line of text. */
export function DateTimeText({ value }: { value: DateValue }) {
  return <time dateTime={machineReadable(value)}>{useDates().dateTime(value)}</time>;
}
