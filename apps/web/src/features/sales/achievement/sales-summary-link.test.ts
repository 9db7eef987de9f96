import { describe, expect, it } from 'vitest';
import { betaSalesSummaryPath } from './sales-summary-link';

const budi = { userId: '2', employeeId: '10102', name: 'Budi Santoso' };

describe('the sales summary a month opens', () => {
  it('is the beta sales summary of the brand, for the person, with the year', () => {
    expect(betaSalesSummaryPath(budi, 'KCG01', 2025)).toBe(
      '/beta-sales-summary/KCG01/2/10102/Budi%20Santoso?year=2025',
    );
    expect(betaSalesSummaryPath(budi, 'TOTAL', 2026)).toBe(
      '/beta-sales-summary/TOTAL/2/10102/Budi%20Santoso?year=2026',
    );
  });

  it("leads a shared link's visitor to the link's own page, which names nobody", () => {
    expect(betaSalesSummaryPath(budi, 'KCG03', 2026, 'Zk9_x-Q')).toBe(
      '/beta-sales-summary/Zk9_x-Q',
    );
  });

  it('escapes names that would break the path', () => {
    const path = betaSalesSummaryPath({ ...budi, name: 'A/B & C?' }, 'KCG01', 2026);
    expect(path).toBe('/beta-sales-summary/KCG01/2/10102/A%2FB%20%26%20C%3F?year=2026');
  });
});
