/**
 * PROFIT DILUTION (chartprofitdilution) and PROFIT DILUTION ALL BRAND
 * (chartprofitdilutionviewbyall), spec 000 §2: markdown, VIP, promo and total dilution as % of
 * gross per month of the chosen year, and the MARKDOWN / VIP / PROMO / TOTAL table. A click on
 * a line opens that kind's 'MONTHLY CATEGORY <kind>' detail, and so does a kind's button in the
 * table (for the data's last month). All brands: the chart adds every brand up and its lines
 * open TOTAL's detail; the table has the TOTAL block, then one block per company, whose buttons
 * open that company's detail.
 */
import type { ProfitDilution, ProfitDilutionAllBrand } from '@outlet-pulse/contracts';
import {
  profitDilutionAllBrandCall,
  profitDilutionCall,
  type SalesQuery,
} from '../api/sales-queries';
import { allBrandDetailFilter } from '../detail/detail-query';
import { type AllBrandFilter, type BrandFilter, brandQuery, TOTAL_COMPANY } from '../sales-filter';
import { DILUTION_WIDGET, dilutionView } from './dilution-view';
import {
  type DilutionEntry,
  dilutionFocusColumn,
  dilutionRows,
  kindRows,
} from './profit-dilution-model';
import type { WidgetDefinition } from './widget-definition';

const TITLE = 'PROFIT DILUTION';

export const profitDilutionWidget: WidgetDefinition<BrandFilter, ProfitDilution, DilutionEntry> = {
  name: 'ProfitDilutionWidget',
  title: TITLE,
  call: profitDilutionCall,
  query: brandQuery,
  ...DILUTION_WIDGET,
  views: (data, { filter, query, select }) => {
    const focusColumn = dilutionFocusColumn(data.runningMonth, data);
    return [
      dilutionView(
        data,
        { select },
        {
          year: filter.year,
          chartRows: kindRows(data),
          chartLabel: `${TITLE} chart: markdown, VIP, promo and total dilution per month`,
          lineQuery: query,
          rowDetail: () => ({ query }),
          table: {
            sections: [{ id: 'dilution', rows: dilutionRows(filter.company, data) }],
            ...(focusColumn ? { focusColumn } : {}),
          },
          tableLabel: `${TITLE} by kind and month`,
          fileName: `${TITLE} ${filter.company} ${filter.year}`,
        },
      ),
    ];
  },
};

const ALL_BRAND_TITLE = 'PROFIT DILUTION ALL BRAND';

/** The call takes the single-brand query; it counts every visible company whatever is sent. */
function allBrandDilutionQuery(filter: AllBrandFilter): SalesQuery {
  return { ...allBrandDetailFilter(filter, TOTAL_COMPANY), year: String(filter.year) };
}

export const profitDilutionAllBrandWidget: WidgetDefinition<
  AllBrandFilter,
  ProfitDilutionAllBrand,
  DilutionEntry
> = {
  name: 'ProfitDilutionAllBrandWidget',
  title: ALL_BRAND_TITLE,
  call: profitDilutionAllBrandCall,
  query: allBrandDilutionQuery,
  ...DILUTION_WIDGET,
  views: (data, { filter, select }) => {
    const total = data.rows.find((row) => row.company === TOTAL_COMPANY);
    const names = new Map(data.rows.map((row) => [row.company, row.companyName]));
    const first = data.rows[0];
    const focusColumn = first ? dilutionFocusColumn(data.runningMonth, first) : undefined;
    return [
      dilutionView(
        data,
        { select },
        {
          year: filter.year,
          chartRows: total ? kindRows(total) : [],
          chartLabel: `${ALL_BRAND_TITLE} chart: markdown, VIP, promo and total dilution of all brands per month`,
          lineQuery: allBrandDetailFilter(filter, TOTAL_COMPANY),
          rowDetail: (entry) => ({
            who: entry.company === TOTAL_COMPANY ? TOTAL_COMPANY : names.get(entry.company),
            query: allBrandDetailFilter(filter, entry.company),
          }),
          table: {
            sections: data.rows.map((row) => ({
              id: row.company,
              title:
                row.company === TOTAL_COMPANY
                  ? TOTAL_COMPANY
                  : `${row.companyName} (${row.company})`,
              rows: dilutionRows(row.company, row),
            })),
            isTotal: (entry) => entry.company === TOTAL_COMPANY,
            ...(focusColumn ? { focusColumn } : {}),
          },
          tableLabel: `${ALL_BRAND_TITLE} by company, kind and month`,
          fileName: `${ALL_BRAND_TITLE} ${filter.year}`,
        },
      ),
    ];
  },
};
