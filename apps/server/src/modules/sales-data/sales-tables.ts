/**
 * The loadable sales tables and their column order in bulk files. The demo generator writes
 * files in this order and the loader copies them with it, so the two cannot drift apart.
 */
/** The amounts a day of sales holds, per outlet and per outlet and category (DOMAIN.md). */
export const SALES_AMOUNT_COLUMNS = ['gross', 'markdown', 'vip', 'promo', 'nett', 'units'] as const;

export const SALES_TABLE_COLUMNS = {
  companies: ['code', 'id', 'name', 'excluded_by_default'],
  outlet_types: ['code', 'name'],
  outlet_groups: ['code', 'name'],
  product_categories: ['code', 'name'],
  outlets: [
    'id',
    'name',
    'company_code',
    'type_code',
    'group_code',
    'city',
    'open_date',
    'close_date',
    'active',
  ],
  daily_sales: ['outlet_id', 'sale_date', ...SALES_AMOUNT_COLUMNS, 'transactions'],
  daily_category_sales: ['outlet_id', 'sale_date', 'category_code', ...SALES_AMOUNT_COLUMNS],
  daily_traffic: ['outlet_id', 'traffic_date', 'visitors'],
  monthly_targets: ['outlet_id', 'year', 'month', 'target'],
} as const;

export type SalesTable = keyof typeof SALES_TABLE_COLUMNS;

export const SALES_TABLES = Object.keys(SALES_TABLE_COLUMNS) as SalesTable[];

/** One header-less CSV file per table, in SALES_TABLE_COLUMNS order. */
export type SalesDataFiles = Record<SalesTable, string>;
