import { describe, expect, it } from 'vitest';
import { readReturnUrl, signInPath } from './return-url';

describe('the page to come back to after signing in', () => {
  it('keeps the page and its query in the sign-in address', () => {
    expect(signInPath('/myaccount')).toBe('/sign-in?returnUrl=%2Fmyaccount');
    expect(readReturnUrl('?returnUrl=%2Fportal%2Fsales%2Fmargin%3Fyear%3D2026')).toBe(
      '/portal/sales/margin?year=2026',
    );
  });

  it('adds nothing for the home page or the sign-in page itself', () => {
    expect(signInPath('/')).toBe('/sign-in');
    expect(signInPath('/sign-in?returnUrl=%2Fdashboard')).toBe('/sign-in');
    expect(readReturnUrl('?returnUrl=%2Fsign-in')).toBeNull();
  });

  it('refuses an address outside the portal', () => {
    expect(readReturnUrl('?returnUrl=https%3A%2F%2Fevil.example')).toBeNull();
    expect(readReturnUrl('?returnUrl=%2F%2Fevil.example')).toBeNull();
    expect(readReturnUrl('?returnUrl=%2F%5Cevil.example')).toBeNull();
    expect(readReturnUrl('')).toBeNull();
  });
});
