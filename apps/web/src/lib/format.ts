/** How dates and other values read on screen. */

const LONG_DATE = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-01-05' (or a full ISO time) → '05 January 2026' (dd MMMM yyyy); null stays null. */
export function formatLongDate(isoDate: string | null): string | null {
  if (isoDate === null) return null;
  const date = new Date(isoDate.length === 10 ? `${isoDate}T00:00:00Z` : isoDate);
  return Number.isNaN(date.getTime()) ? isoDate : LONG_DATE.format(date);
}
