import type { ChecklistReportLine } from '@outlet-pulse/contracts';
import { describe, expect, it } from 'vitest';
import { FLAG_COLORS, flagLabel, flagOf, groupByCategory, maximumScore } from './report-lines';

function buildLine(overrides: Partial<ChecklistReportLine> = {}): ChecklistReportLine {
  return {
    category: 'Sales Floor',
    subcategory: 'Stock',
    Flag: 'GREEN',
    linequestion: 1,
    question: 'No empty fixtures',
    weight: 3,
    ScoreFinal: 3,
    remark: '',
    attachfile: [],
    ...overrides,
  };
}

describe('the flag badge', () => {
  it('names the three valid flags', () => {
    expect(flagLabel('GREEN')).toBe('GREEN FLAG');
    expect(flagLabel('YELLOW')).toBe('YELLOW FLAG');
    expect(flagLabel('RED')).toBe('RED FLAG');
  });

  it('reads a flag in any case and with spaces around it', () => {
    expect(flagLabel(' red ')).toBe('RED FLAG');
    expect(flagOf('Yellow')).toBe('YELLOW');
  });

  it('reads N/A when the flag is not valid', () => {
    expect(flagLabel('N/A')).toBe('N/A');
    expect(flagLabel('NA')).toBe('N/A');
    expect(flagLabel('')).toBe('N/A');
    expect(flagLabel('BLUE')).toBe('N/A');
    expect(flagOf('GREENISH')).toBe('N/A');
  });

  it('has a colour for every flag', () => {
    expect(FLAG_COLORS[flagOf('RED')]).toBe('red');
    expect(FLAG_COLORS[flagOf('whatever')]).toBe('gray');
  });
});

describe('grouping the lines', () => {
  it('keeps the lines of a category together, in the order the report gives', () => {
    const lines = [
      buildLine({ category: 'Front', linequestion: 1 }),
      buildLine({ category: 'Floor', linequestion: 2 }),
      buildLine({ category: 'Front', linequestion: 3 }),
      buildLine({ category: 'Cashier', linequestion: 4 }),
    ];
    const groups = groupByCategory(lines);
    expect(groups.map((group) => group.category)).toEqual(['Front', 'Floor', 'Cashier']);
    expect(groups[0]?.lines.map((line) => line.linequestion)).toEqual([1, 3]);
  });

  it('has no groups without lines', () => {
    expect(groupByCategory([])).toEqual([]);
  });
});

describe('the maximum score', () => {
  it('adds the weights of the lines with a valid flag, whatever they scored', () => {
    const lines = [
      buildLine({ Flag: 'GREEN', weight: 3, ScoreFinal: 3 }),
      buildLine({ Flag: 'yellow', weight: 2.5, ScoreFinal: 1.25 }),
      buildLine({ Flag: 'RED', weight: 1.5, ScoreFinal: 0 }),
    ];
    expect(maximumScore(lines)).toBe(7);
  });

  it('leaves out N/A lines, as the total score does', () => {
    expect(maximumScore([buildLine({ weight: 2 }), buildLine({ Flag: 'skip', weight: 5 })])).toBe(
      2,
    );
  });

  it('is 0 for a report without lines, rounded to the hundredth otherwise', () => {
    expect(maximumScore([])).toBe(0);
    expect(maximumScore([buildLine({ weight: 0.1 }), buildLine({ weight: 0.2 })])).toBe(0.3);
  });
});
