/**
 * The business day: today's date as the group sees it, in its time zone (DOMAIN.md), not the
 * server's clock nor the viewer's. One function for the server's sales context and the web
 * app's freshness lines, so that both count the same day.
 */
import { zonedFormat } from './zoned-format';

// en-CA formats as YYYY-MM-DD.
const isoDayFormat = zonedFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date (YYYY-MM-DD) in the time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return isoDayFormat(timeZone).format(now);
}
