import { describe, expect, it } from 'vitest';
import { LFL_TAB, SALES_TAB } from '../filter/filter-state';
import type { AllBrandFilter } from '../sales-filter';
import { tabWidgets } from './tab-layout';
import { buildBrandFilter } from './test-answers';

const brand = buildBrandFilter();
const total = buildBrandFilter({ company: 'TOTAL' });
const allBrands: AllBrandFilter = {
  kind: 'all-brands',
  viewBy: 'TOTAL',
  type: 'STORES',
  group: ['O'],
  year: 2026,
};

const names = (widgets: { name: string }[]) => widgets.map((widget) => widget.name);

describe('the widgets of each tab (spec 001 §2.11)', () => {
  it('shows a brand its four sales widgets and its three LFL widgets', () => {
    expect(names(tabWidgets(brand, SALES_TAB))).toEqual([
      'SalesSummaryWidget',
      'TrafficSummaryWidget',
      'ProfitDilutionWidget',
      'AspUptAtvWidget',
    ]);
    expect(names(tabWidgets(brand, LFL_TAB))).toEqual([
      'LflSalesSummaryWidget',
      'LflTrafficSummaryWidget',
      'LflAspUptAtvWidget',
    ]);
  });

  it('shows TOTAL no traffic and no ASP / UPT / ATV, and all three LFL widgets', () => {
    expect(names(tabWidgets(total, SALES_TAB))).toEqual([
      'SalesSummaryWidget',
      'ProfitDilutionWidget',
    ]);
    expect(names(tabWidgets(total, LFL_TAB))).toHaveLength(3);
  });

  it('shows brand All the two all-brand widgets and no LFL view', () => {
    expect(names(tabWidgets(allBrands, SALES_TAB))).toEqual([
      'SalesSummaryAllBrandWidget',
      'ProfitDilutionAllBrandWidget',
    ]);
    expect(tabWidgets(allBrands, LFL_TAB)).toEqual([]);
  });
});
