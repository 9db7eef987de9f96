import { describe, expect, it } from 'vitest';
import { todayIn } from './business-day';

describe('the business day', () => {
  it('counts today in the group’s time zone, not the clock’s', () => {
    // 18:30 UTC on 31 Oct is already 1 Nov in Jakarta (UTC+7).
    const evening = new Date('2026-10-31T18:30:00Z');
    expect(todayIn('Asia/Jakarta', evening)).toBe('2026-11-01');
    expect(todayIn('UTC', evening)).toBe('2026-10-31');
  });
});
