import { describe, expect, it } from 'vitest';
import { formatInboxReport } from './inbox-report';

const FACTS = {
  pickedUpAt: Date.parse('2026-11-24T01:00:00Z'),
  durationMs: 2345,
  username: 'system-import',
};

describe('formatInboxReport', () => {
  it('says what each file of a loaded import did', () => {
    const report = formatInboxReport({
      ...FACTS,
      result: {
        loaded: true,
        issues: [],
        files: [
          {
            fileName: 'daily-sales.csv',
            kind: 'daily-sales',
            rows: 3,
            issueCount: 0,
            issues: [],
            counts: { rows: 3, inserted: 2, updated: 1, unchanged: 0 },
          },
        ],
      },
    });
    expect(report).toBe(
      [
        'Picked up 2026-11-24T01:00:00.000Z and imported as system-import.',
        'Loaded in 2.3 s.',
        '',
        'daily-sales.csv (daily-sales): loaded 3 rows: 2 inserted, 1 updated, 0 unchanged.',
        '',
      ].join('\n'),
    );
  });

  it('lists each problem with its line, column and reason, and those across the files', () => {
    const report = formatInboxReport({
      ...FACTS,
      result: {
        loaded: false,
        issues: ['the category rows of KCG01-0002 on 2026-10-01 do not add up to that day’s gross'],
        files: [
          {
            fileName: 'traffic.csv',
            kind: 'traffic',
            rows: 40,
            issueCount: 3,
            issues: [
              { line: 3, column: 'visitors', reason: 'visitors must be a whole number' },
              { line: 9, column: null, reason: 'the same outlet and date as line 4' },
            ],
            counts: null,
          },
          {
            fileName: 'outlets.csv',
            kind: 'outlets',
            rows: 2,
            issueCount: 0,
            issues: [],
            counts: null,
          },
        ],
      },
    });
    expect(report).toBe(
      [
        'Picked up 2026-11-24T01:00:00.000Z and imported as system-import.',
        'Failed after 2.3 s: nothing was loaded.',
        '',
        'traffic.csv (traffic): 3 problems in 40 rows.',
        '  line 3, visitors: visitors must be a whole number',
        '  line 9: the same outlet and date as line 4',
        '  … and 1 more',
        'outlets.csv (outlets): 2 rows, no problem found.',
        '',
        'Across the files:',
        '  the category rows of KCG01-0002 on 2026-10-01 do not add up to that day’s gross',
        '',
      ].join('\n'),
    );
  });
});
