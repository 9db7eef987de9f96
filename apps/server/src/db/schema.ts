/**
 * Kysely's view of the tables. Values are as the repositories see them after the engine
 * boundary has converted them: dates as 'YYYY-MM-DD' strings, amounts and counts as numbers.
 */
import type { Generated } from 'kysely';

export interface SchemaMigrationsTable {
  id: number;
  name: string;
  applied_at: Generated<Date>;
}

export interface CompaniesTable {
  code: string;
  id: number;
  name: string;
  excluded_by_default: boolean;
}

export interface OutletTypesTable {
  code: string;
  name: string;
}

export interface OutletGroupsTable {
  code: string;
  name: string;
}

export interface OutletsTable {
  id: string;
  name: string;
  company_code: string;
  type_code: string;
  group_code: string;
  city: string;
  open_date: string;
  close_date: string | null;
  active: boolean;
}

export interface ProductCategoriesTable {
  code: string;
  name: string;
}

interface SalesAmounts {
  gross: number;
  markdown: number;
  vip: number;
  promo: number;
  nett: number;
  units: number;
}

export interface DailySalesTable extends SalesAmounts {
  outlet_id: string;
  sale_date: string;
  transactions: number;
}

export interface DailyCategorySalesTable extends SalesAmounts {
  outlet_id: string;
  sale_date: string;
  category_code: string;
}

export interface DailyTrafficTable {
  outlet_id: string;
  traffic_date: string;
  visitors: number;
}

export interface MonthlyTargetsTable {
  outlet_id: string;
  year: number;
  month: number;
  target: number;
}

export interface MonthlySalesTable extends SalesAmounts {
  outlet_id: string;
  year: number;
  month: number;
  transactions: number;
  sales_days: number;
}

export interface MonthlyCategorySalesTable extends SalesAmounts {
  outlet_id: string;
  year: number;
  month: number;
  category_code: string;
}

export interface MonthlyTrafficTable {
  outlet_id: string;
  year: number;
  month: number;
  visitors: number;
  traffic_days: number;
}

export interface DataUpdatesTable {
  type_code: string;
  last_sales_date: string | null;
  loaded_at: Date;
}

export interface DatabaseSchema {
  schema_migrations: SchemaMigrationsTable;
  companies: CompaniesTable;
  outlet_types: OutletTypesTable;
  outlet_groups: OutletGroupsTable;
  outlets: OutletsTable;
  product_categories: ProductCategoriesTable;
  daily_sales: DailySalesTable;
  daily_category_sales: DailyCategorySalesTable;
  daily_traffic: DailyTrafficTable;
  monthly_targets: MonthlyTargetsTable;
  monthly_sales: MonthlySalesTable;
  monthly_category_sales: MonthlyCategorySalesTable;
  monthly_traffic: MonthlyTrafficTable;
  data_updates: DataUpdatesTable;
}
