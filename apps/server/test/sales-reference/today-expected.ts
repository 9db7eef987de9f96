/**
 * The Today answer's figures of one shown day (issue 26), worked out from the raw rows apart
 * from the server: the day's nett, its target (the month's spread evenly over its days, exact
 * until shown), and the nett and growth of the day it is compared with last year.
 */
export const round2 = (value: number) => Math.round(value * 100) / 100;

/** Growth %, or null against nothing. */
export const growthOf = (current: number, last: number) =>
  last === 0 ? null : round2(((current - last) / last) * 100);

export interface ShownDay {
  date: string;
  weekday: string;
  /** 364 days before. */
  sameWeekday: string;
  /** The same date last year. */
  sameDate: string;
}

export function expectedDay(nettOn: (date: string) => number, dayTarget: number, day: ShownDay) {
  const nett = nettOn(day.date);
  const compared = (date: string) => ({
    date,
    nett: nettOn(date),
    growthPersen: growthOf(nett, nettOn(date)),
  });
  return {
    date: day.date,
    weekday: day.weekday,
    nett,
    target: dayTarget === 0 ? null : Math.round(dayTarget),
    achievementPersen: dayTarget === 0 ? null : round2((nett / dayTarget) * 100),
    sameWeekday: compared(day.sameWeekday),
    sameDate: compared(day.sameDate),
  };
}
