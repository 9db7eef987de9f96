import { describe, expect, it } from 'vitest';
import { formatReportDate, formatScore, formatScoreOf } from './report-format';

describe('the report date', () => {
  it.each([
    ['reads dd-MMM-yyyy in upper case', '2026-10-05', '05-OCT-2026'],
    ['reads dd-MMM-yyyy in upper case', '2026-01-31', '31-JAN-2026'],
    ['reads dd-MMM-yyyy in upper case', '2025-12-01', '01-DEC-2025'],
    ['keeps the day as written, whatever the time zone', '2026-03-01T00:00:00Z', '01-MAR-2026'],
    ['knows leap days', '2024-02-29', '29-FEB-2024'],
    ['knows leap days', '2026-02-29', '2026-02-29'],
    ['shows a value that is not a calendar day unchanged', '2026-13-01', '2026-13-01'],
    ['shows a value that is not a calendar day unchanged', '2026-10-00', '2026-10-00'],
    ['shows a value that is not a calendar day unchanged', '05/10/2026', '05/10/2026'],
    ['shows a value that is not a calendar day unchanged', '', ''],
  ])('%s (%j reads %j)', (_rule, value, text) => {
    expect(formatReportDate(value)).toBe(text);
  });
});

describe('a score', () => {
  it.each([
    [3, '3'],
    [1.5, '1,5'],
    [45.25, '45,25'],
    [2.3333, '2,33'],
    [1234.5, '1.234,5'],
    [0, '0'],
  ])(
    'has no decimals when whole and at most two otherwise, with a decimal comma (%s reads %s)',
    (score, text) => {
      expect(formatScore(score)).toBe(text);
    },
  );
});

describe('a score with its maximum', () => {
  it.each([
    [23.5, 25, '23,5 of 25'],
    [43, 50, '43 of 50'],
    [0, 0, '0 of 0'],
  ])('reads "score of maximum" (%s of %s reads %s)', (score, maximum, text) => {
    expect(formatScoreOf(score, maximum)).toBe(text);
  });
});
