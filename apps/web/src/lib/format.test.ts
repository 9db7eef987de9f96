import { describe, expect, it } from 'vitest';
import { formatLongDate } from './format';

describe('long dates', () => {
  it('reads dd MMMM yyyy', () => {
    expect(formatLongDate('2025-09-01')).toBe('01 September 2025');
    expect(formatLongDate('2026-12-31')).toBe('31 December 2026');
  });

  it('keeps a missing date missing', () => {
    expect(formatLongDate(null)).toBeNull();
  });
});
