import { describe, expect, it } from 'vitest';
import { backTo, readBackTo } from './back-to';

describe('the way back a page is opened with', () => {
  it('is read from the route state it was written to', () => {
    expect(readBackTo(backTo('/portal/sales/achievement-summary?year=2026', 'Back'))).toEqual({
      path: '/portal/sales/achievement-summary?year=2026',
      label: 'Back',
    });
  });

  it('is nothing without one, or when it would leave the portal', () => {
    expect(readBackTo(null)).toBeNull();
    expect(readBackTo({ expired: true })).toBeNull();
    expect(readBackTo(backTo('https://elsewhere.example', 'Back'))).toBeNull();
    expect(readBackTo(backTo('//elsewhere.example', 'Back'))).toBeNull();
  });
});
