import { describe, expect, it } from 'vitest';
import { formatReportDate, formatScore } from './report-format';

describe('the report date', () => {
  it('reads dd-MMM-yyyy in upper case', () => {
    expect(formatReportDate('2026-10-05')).toBe('05-OCT-2026');
    expect(formatReportDate('2026-01-31')).toBe('31-JAN-2026');
    expect(formatReportDate('2025-12-01')).toBe('01-DEC-2025');
  });

  it('keeps the day as written, whatever the time zone', () => {
    expect(formatReportDate('2026-03-01T00:00:00Z')).toBe('01-MAR-2026');
  });

  it('knows leap days', () => {
    expect(formatReportDate('2024-02-29')).toBe('29-FEB-2024');
    expect(formatReportDate('2026-02-29')).toBe('2026-02-29');
  });

  it('shows a value that is not a calendar day unchanged', () => {
    expect(formatReportDate('2026-13-01')).toBe('2026-13-01');
    expect(formatReportDate('2026-10-00')).toBe('2026-10-00');
    expect(formatReportDate('05/10/2026')).toBe('05/10/2026');
    expect(formatReportDate('')).toBe('');
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
