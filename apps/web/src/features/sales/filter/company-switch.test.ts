import { describe, expect, it } from 'vitest';
import { companySwitch, companySwitchText, sameSwitch } from './company-switch';

const choices = ['TOTAL', 'All', 'KCG01', 'KCG02'];

describe('the notice that a brand asked for is not one the viewer may see', () => {
  it('tells of a brand that is not among the choices and was replaced', () => {
    expect(companySwitch('KCG05', 'TOTAL', choices)).toEqual({
      requested: 'KCG05',
      shown: 'TOTAL',
    });
  });

  it('says nothing for a brand the viewer sees, or for TOTAL and All', () => {
    expect(companySwitch('KCG01', 'KCG01', choices)).toBeNull();
    // A viewer of one brand gets it instead of TOTAL: TOTAL is a view, not a brand.
    expect(companySwitch('TOTAL', 'KCG03', ['KCG03'])).toBeNull();
    expect(companySwitch('All', 'TOTAL', ['TOTAL', 'KCG01'])).toBeNull();
  });

  it('names the brand asked for and the company shown', () => {
    const text = companySwitchText({ requested: 'KCG05', shown: 'KCG03' }, (code) =>
      code === 'KCG03' ? 'Nusa Denim (KCG03)' : code,
    );
    expect(text).toBe('You may not see KCG05, so this page shows Nusa Denim (KCG03) instead.');
  });

  it('tells two switches apart', () => {
    const one = { requested: 'KCG05', shown: 'TOTAL' };
    expect(sameSwitch(one, { ...one })).toBe(true);
    expect(sameSwitch(one, { ...one, shown: 'KCG01' })).toBe(false);
    expect(sameSwitch(one, null)).toBe(false);
  });
});
