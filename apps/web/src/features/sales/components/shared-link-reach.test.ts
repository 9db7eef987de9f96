import { describe, expect, it } from 'vitest';
import { companyLabel, sharedLinkReach } from './shared-link-reach';

describe('what the share dialog promises', () => {
  it('names the company and the year the link is limited to', () => {
    expect(sharedLinkReach(companyLabel('KCG01', 'Aruna Apparel'), 2026)).toMatch(
      /^Anyone with this link sees the sales summary of Aruna Apparel \(KCG01\) for 2026 only,/,
    );
  });

  it('names TOTAL and the all-brand view for what they are', () => {
    expect(companyLabel('TOTAL', undefined)).toBe('TOTAL (every company you see, added up)');
    expect(companyLabel('All', undefined)).toBe('all brands');
    expect(companyLabel('KCG09', undefined)).toBe('KCG09');
  });
});
