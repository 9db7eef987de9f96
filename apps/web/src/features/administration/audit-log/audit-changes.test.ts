import { describe, expect, it } from 'vitest';
import {
  actionColor,
  EMPTY_TEXT,
  entityLabel,
  formatAuditValue,
  NO_VALUE,
  SHORT_VALUE_LENGTH,
  shownValue,
} from './audit-changes';

describe('the action badge', () => {
  it.each([
    ['CREATED', 'green'],
    ['UPDATED', 'blue'],
    ['DELETED', 'red'],
    ['PASSWORD_RESET', 'gray'],
  ])(
    'is green for CREATED, blue for UPDATED, red for DELETED and grey otherwise (%s is %s)',
    (action, color) => {
      expect(actionColor(action)).toBe(color);
    },
  );
});

describe('the entity', () => {
  it('reads as the menu names it, or as itself when unknown', () => {
    expect(entityLabel('subbranch')).toBe('Sub branch');
    expect(entityLabel('invoice')).toBe('invoice');
  });
});

describe('a changed value as text', () => {
  it.each([
    ['ACTIVE', 'ACTIVE'],
    [15, '15'],
    [false, 'false'],
  ])('writes plain values as they are (%s reads %s)', (value, text) => {
    expect(formatAuditValue(value)).toBe(text);
  });

  it.each([
    [null, NO_VALUE],
    [undefined, NO_VALUE],
    ['', EMPTY_TEXT],
  ])('says when there was no value, or an empty text (%j reads %s)', (value, text) => {
    expect(formatAuditValue(value)).toBe(text);
  });

  it.each([
    [['KCG01', 'KCG02'], 'KCG01, KCG02'],
    [[], '[]'],
    [{ open: '2026-01' }, '{"open":"2026-01"}'],
    [[{ id: 1 }], '[{"id":1}]'],
  ])(
    'joins a list of plain values, and writes anything else as JSON (%j reads %s)',
    (value, text) => {
      expect(formatAuditValue(value)).toBe(text);
    },
  );
});

describe('shortening long values', () => {
  it('keeps a short value whole', () => {
    expect(shownValue('Mall A')).toEqual({ full: 'Mall A', short: 'Mall A', shortened: false });
  });

  it('cuts a long value to the length with an ellipsis, keeping the whole value', () => {
    const long = 'x'.repeat(SHORT_VALUE_LENGTH + 10);
    const shown = shownValue(long);
    expect(shown.shortened).toBe(true);
    expect(shown.full).toBe(long);
    expect(shown.short).toHaveLength(SHORT_VALUE_LENGTH);
    expect(shown.short.endsWith('…')).toBe(true);
  });

  it('does not cut a value exactly at the length', () => {
    expect(shownValue('y'.repeat(SHORT_VALUE_LENGTH)).shortened).toBe(false);
  });
});
