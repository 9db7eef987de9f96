import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysInMonth,
  fromDayNumber,
  toDayNumber,
  todayIn,
  weekdayOf,
  yesterdayIn,
} from './business-date';

describe('business dates', () => {
  it('follows the group’s time zone, not the server clock', () => {
    // 18:30 UTC on 31 Dec is already 1 Jan in Jakarta (UTC+7).
    const instant = new Date('2025-12-31T18:30:00Z');
    expect(todayIn('Asia/Jakarta', instant)).toBe('2026-01-01');
    expect(yesterdayIn('Asia/Jakarta', instant)).toBe('2025-12-31');
    expect(todayIn('UTC', instant)).toBe('2025-12-31');
  });

  it('counts days across leap days and month ends', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-02-29', 1)).toBe('2024-03-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2025, 2)).toBe(28);
    expect(fromDayNumber(toDayNumber('2026-11-21'))).toBe('2026-11-21');
  });

  it('knows the weekday', () => {
    expect(weekdayOf(toDayNumber('2026-11-22'))).toBe(0); // a Sunday
    expect(weekdayOf(toDayNumber('2024-02-29'))).toBe(4); // a Thursday
  });
});
