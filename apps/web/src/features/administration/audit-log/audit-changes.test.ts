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
  it('is green for CREATED, blue for UPDATED, red for DELETED and grey otherwise', () => {
    expect(actionColor('CREATED')).toBe('green');
    expect(actionColor('UPDATED')).toBe('blue');
    expect(actionColor('DELETED')).toBe('red');
    expect(actionColor('PASSWORD_RESET')).toBe('gray');
  });
});

describe('the entity', () => {
  it('reads as the menu names it, or as itself when unknown', () => {
    expect(entityLabel('subbranch')).toBe('Sub branch');
    expect(entityLabel('invoice')).toBe('invoice');
  });
});

describe('a changed value as text', () => {
  it('writes plain values as they are', () => {
    expect(formatAuditValue('ACTIVE')).toBe('ACTIVE');
    expect(formatAuditValue(15)).toBe('15');
    expect(formatAuditValue(false)).toBe('false');
  });

  it('says when there was no value, or an empty text', () => {
    expect(formatAuditValue(null)).toBe(NO_VALUE);
    expect(formatAuditValue(undefined)).toBe(NO_VALUE);
    expect(formatAuditValue('')).toBe(EMPTY_TEXT);
  });

  it('joins a list of plain values, and writes anything else as JSON', () => {
    expect(formatAuditValue(['KCG01', 'KCG02'])).toBe('KCG01, KCG02');
    expect(formatAuditValue([])).toBe('[]');
    expect(formatAuditValue({ open: '2026-01' })).toBe('{"open":"2026-01"}');
    expect(formatAuditValue([{ id: 1 }])).toBe('[{"id":1}]');
  });
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
