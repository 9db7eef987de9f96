/**
 * The period-control screen's year (in the address as `?year=`, so it survives a reload) and
 * what closing or opening a month asks and sends. A closed month refuses imports and changes
 * into it (the server's `closedPeriodMessage`).
 */
import { PERIOD_STATUS, type Period } from '@outlet-pulse/contracts';

const YEAR_PARAM = 'year';

/** The years on offer: the two before the current one, the current one and the next. */
export function yearChoices(currentYear: number): number[] {
  return [currentYear - 2, currentYear - 1, currentYear, currentYear + 1];
}

/** The year the address asks for; one not on offer reads as the current year. */
export function readYear(params: URLSearchParams, currentYear: number): number {
  const year = Number(params.get(YEAR_PARAM));
  return yearChoices(currentYear).includes(year) ? year : currentYear;
}

/** The address's parameters for a year; the current year is left out, as the plain address. */
export function writeYear(
  current: URLSearchParams,
  year: number,
  currentYear: number,
): URLSearchParams {
  const next = new URLSearchParams(current);
  if (year === currentYear) next.delete(YEAR_PARAM);
  else next.set(YEAR_PARAM, String(year));
  return next;
}

const MONTH_NAME = new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' });

/** 3 → 'March'. */
export function monthName(month: number): string {
  return MONTH_NAME.format(new Date(Date.UTC(2000, month - 1, 1)));
}

export interface PeriodChangeWords {
  status: Period['status'];
  /** The button: 'Close' or 'Open'. */
  action: string;
  /** 'Close 2026-03 for data changes?'. */
  question: string;
  /** What follows, under the question. */
  consequence: string;
  confirmLabel: string;
  /** The success toast: '2026-03 closed'. */
  done: string;
}

const CLOSING = {
  status: PERIOD_STATUS.closed,
  action: 'Close',
  past: 'closed',
  consequence: 'Imports and changes into this month are refused until it is opened again.',
} as const;

const OPENING = {
  status: PERIOD_STATUS.open,
  action: 'Open',
  past: 'opened',
  consequence: 'Imports and changes into this month are accepted again.',
} as const;

/** Closing an open month, or opening a closed one. */
export function periodChange(period: Pick<Period, 'period' | 'status'>): PeriodChangeWords {
  const { status, action, past, consequence } =
    period.status === PERIOD_STATUS.open ? CLOSING : OPENING;
  return {
    status,
    action,
    question: `${action} ${period.period} for data changes?`,
    consequence,
    confirmLabel: `Yes, ${action} it!`,
    done: `${period.period} ${past}`,
  };
}
