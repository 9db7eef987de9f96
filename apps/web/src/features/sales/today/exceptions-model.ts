/**
 * The exceptions as chips (issue 26, point 5), without React: what each kind is called on its
 * chip and in its worklist's title, and which chips show (a kind with no outlet shows none).
 */
import type { ExceptionKind, TodayException } from '@outlet-pulse/contracts';
import { dayName } from './daily-model';

const LABELS: Record<ExceptionKind, string> = {
  'behind-pace': 'Projected below target',
  'not-reported': 'Not reported',
  'traffic-silent': 'Traffic counter silent',
  'no-sales-since': 'No sales since',
  'unusual-day': 'Unusual day',
};

/** What a kind counts, for one outlet and for several. */
const EXPLANATIONS: Record<ExceptionKind, [string, string]> = {
  'behind-pace': [
    'outlet projected to end the month well below its target',
    'outlets projected to end the month well below their target',
  ],
  'not-reported': [
    'outlet with no sales row for the data day although it traded that weekday last week',
    'outlets with no sales row for the data day although they traded that weekday last week',
  ],
  'traffic-silent': [
    'outlet whose door counter has been silent for 2 days or more',
    'outlets whose door counter has been silent for 2 days or more',
  ],
  'no-sales-since': [
    'outlet of a brand or type with no sales since a date',
    'outlets of a brand or type with no sales since a date',
  ],
  'unusual-day': [
    'outlet whose data day was far below its usual same weekday',
    'outlets whose data day was far below their usual same weekday',
  ],
};

/** The chip's words: 'Not reported', 'No sales since 9 Jun 2026'. */
export function exceptionLabel(exception: TodayException): string {
  if (exception.kind === 'no-sales-since' && exception.since) {
    return `${LABELS[exception.kind]} ${dayName(exception.since)}`;
  }
  return LABELS[exception.kind];
}

/** What the chip counts, in a sentence (its tooltip and its worklist's caption). */
export function exceptionExplanation(exception: TodayException): string {
  const [one, many] = EXPLANATIONS[exception.kind];
  return `${exception.count} ${exception.count === 1 ? one : many}`;
}

/** The chips shown: every kind with at least one outlet, in the answer's order. */
export function shownExceptions(exceptions: readonly TodayException[]): TodayException[] {
  return exceptions.filter((exception) => exception.count > 0 && exception.outlets.length > 0);
}
