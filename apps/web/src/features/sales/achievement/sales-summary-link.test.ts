import { describe, expect, it } from 'vitest';
import { salesSummaryPath } from './sales-summary-link';

describe('the sales summary a month opens', () => {
  it("is the portal's sales summary of the brand and year, naming nobody", () => {
    expect(salesSummaryPath('KCG01', 2025)).toBe(
      '/portal/sales/sales-summary?company=KCG01&year=2025',
    );
    expect(salesSummaryPath('TOTAL', 2026)).toBe(
      '/portal/sales/sales-summary?company=TOTAL&year=2026',
    );
  });

  it("leads a shared link's visitor to the link's own page, which names nobody", () => {
    expect(salesSummaryPath('KCG03', 2026, 'Zk9_x-Q')).toBe('/beta-sales-summary/Zk9_x-Q');
  });

  it('escapes a brand code that would break the address', () => {
    expect(salesSummaryPath('A&B', 2026)).toBe(
      '/portal/sales/sales-summary?company=A%26B&year=2026',
    );
  });
});
