import {
  DEFAULT_TIME_ZONE,
  formatDate,
  IMPORT_MESSAGES,
  WHOLE_FILE_LINE,
} from '@outlet-pulse/contracts';
import { describe, expect, it } from 'vitest';
import {
  bundleRows,
  dateRangeText,
  failureText,
  issueColumnText,
  issuesShownNote,
  loadButtonLabel,
  periodsText,
  problemsTitle,
  progressPercent,
  reasonSentence,
  resultText,
  splitIssues,
  uploadProgressText,
  validSummary,
} from './import-report';

describe('the upload', () => {
  it.each([
    [0, 'Sending the file… 0%'],
    [0.456, 'Sending the file… 45%'],
    [1, 'Checking the file…'],
  ])(
    'shows how much of the file has gone, then that the server checks it (%s: %s)',
    (fraction, text) => {
      expect(uploadProgressText(fraction)).toBe(text);
    },
  );

  it('speaks of the files when several go together', () => {
    expect(uploadProgressText(0.5, true)).toBe('Sending the files… 50%');
    expect(uploadProgressText(1, true)).toBe('Checking the files…');
  });
});

describe('the validation report', () => {
  it('counts the problems and says nothing loads', () => {
    expect(problemsTitle(1)).toBe('1 problem — nothing will be loaded');
    expect(problemsTitle(1234)).toBe('1.234 problems — nothing will be loaded');
  });

  it('notes when the table shows only the first problems', () => {
    expect(issuesShownNote(3, 3)).toBeNull();
    expect(issuesShownNote(200, 1234)).toBe(
      'The table shows the first 200 of 1.234 problems. Fix these and upload the file again to see the rest.',
    );
  });

  it('names the column of a problem, or the whole row', () => {
    expect(issueColumnText('nett')).toBe('nett');
    expect(issueColumnText(null)).toBe('Whole row');
  });

  it('says a problem of the whole file in words, apart from the rows’ table', () => {
    const alone = IMPORT_MESSAGES.categoriesDoNotAddUpAlone(
      'KCG01-0001',
      '2026-10-01',
      'gross',
      'category-sales',
    );
    const row = { line: 3, column: 'nett', reason: 'nett does not equal gross − discounts' };
    const wholeFile = { line: WHOLE_FILE_LINE, column: null, reason: alone };
    expect(splitIssues([wholeFile, row])).toEqual({ wholeFile: [wholeFile], rows: [row] });
    expect(reasonSentence(alone)).toBe(
      "The category rows of KCG01-0001 on 2026-10-01 do not add up to that day's gross: load it together with its category-sales file (same import or a zip).",
    );
  });

  it('says which months and days the file covers', () => {
    expect(periodsText({ periods: [] })).toBe('—');
    expect(periodsText({ periods: ['2026-11'] })).toBe('2026-11');
    expect(periodsText({ periods: ['2026-10', '2026-11', '2026-12'] })).toBe(
      '2026-10 to 2026-12 (3 months)',
    );
    const date = (day: string) => formatDate(day, DEFAULT_TIME_ZONE);
    expect(dateRangeText({ firstDate: null, lastDate: null }, date)).toBeNull();
    expect(dateRangeText({ firstDate: '2026-11-01', lastDate: '2026-11-01' }, date)).toBe(
      '1 Nov 2026',
    );
    expect(dateRangeText({ firstDate: '2026-10-01', lastDate: '2026-11-30' }, date)).toBe(
      '1 Oct 2026 to 30 Nov 2026',
    );
  });

  it('offers to load the rows', () => {
    expect(loadButtonLabel(1)).toBe('Load 1 row');
    expect(loadButtonLabel(21)).toBe('Load 21 rows');
    expect(loadButtonLabel(1_000_000)).toBe('Load 1.000.000 rows');
    expect(validSummary(1)).toBe('The row is valid');
    expect(validSummary(21)).toBe('All 21 rows are valid');
  });
});

describe('the result', () => {
  it('names the batch and its counts', () => {
    expect(
      resultText({
        batchId: 'IMP2611K7Q2M',
        counts: { rows: 21, inserted: 18, updated: 3, unchanged: 0 },
      }),
    ).toBe('Loaded as IMP2611K7Q2M: 18 inserted, 3 updated, 0 unchanged');
    expect(resultText({ batchId: 'IMP2611K7Q2M', counts: null })).toBe('Loaded as IMP2611K7Q2M.');
  });

  it('says why a load failed', () => {
    expect(failureText({ message: 'month 2025-03 is closed' })).toBe('month 2025-03 is closed');
    expect(failureText({ message: null })).toBe('The import failed; nothing was loaded.');
  });

  it.each([
    [42.6, 43],
    [-1, 0],
    [140, 100],
    [Number.NaN, 0],
  ])('keeps the bar between 0 and 100 (%s shows %s)', (percent, bar) => {
    expect(progressPercent(percent)).toBe(bar);
  });
});

describe('bundleRows', () => {
  it('adds up the rows of every file', () => {
    expect(bundleRows({ files: [] })).toBe(0);
    expect(bundleRows({ files: [{ rows: 10 }, { rows: 40 }] as never })).toBe(50);
  });
});
