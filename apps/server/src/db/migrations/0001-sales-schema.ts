/**
 * Dimensions and facts of DOMAIN.md, plus the monthly rollups that loading keeps up to date.
 *
 * No foreign keys: DuckDB refuses to update a row that another table references (an update is
 * a delete and an insert there), which would forbid renaming a brand or editing an outlet.
 * Referential integrity is kept by the loaders and the master-data services instead.
 * Amounts are whole rupiah in BIGINT; sums stay exact far beyond any group's turnover.
 */
import type { Migration } from './migration';

const salesAmountColumns = `
  gross BIGINT NOT NULL,
  markdown BIGINT NOT NULL,
  vip BIGINT NOT NULL,
  promo BIGINT NOT NULL,
  nett BIGINT NOT NULL,
  units INTEGER NOT NULL`;

export const salesSchema: Migration = {
  id: 1,
  name: 'sales schema',
  statements: [
    `CREATE TABLE companies (
      code VARCHAR(20) PRIMARY KEY,
      id INTEGER NOT NULL UNIQUE,
      name VARCHAR(100) NOT NULL,
      excluded_by_default BOOLEAN NOT NULL DEFAULT FALSE
    )`,
    `CREATE TABLE outlet_types (
      code VARCHAR(20) PRIMARY KEY,
      name VARCHAR(100) NOT NULL
    )`,
    `CREATE TABLE outlet_groups (
      code VARCHAR(20) PRIMARY KEY,
      name VARCHAR(100) NOT NULL
    )`,
    `CREATE TABLE outlets (
      id VARCHAR(20) PRIMARY KEY,
      name VARCHAR(150) NOT NULL,
      company_code VARCHAR(20) NOT NULL,
      type_code VARCHAR(20) NOT NULL,
      group_code VARCHAR(20) NOT NULL,
      city VARCHAR(100) NOT NULL,
      open_date DATE NOT NULL,
      close_date DATE,
      active BOOLEAN NOT NULL DEFAULT TRUE,
      CHECK (close_date IS NULL OR close_date >= open_date)
    )`,
    'CREATE INDEX outlets_company ON outlets (company_code)',
    `CREATE TABLE product_categories (
      code VARCHAR(20) PRIMARY KEY,
      name VARCHAR(100) NOT NULL
    )`,
    `CREATE TABLE daily_sales (
      outlet_id VARCHAR(20) NOT NULL,
      sale_date DATE NOT NULL,${salesAmountColumns},
      transactions INTEGER NOT NULL,
      PRIMARY KEY (outlet_id, sale_date)
    )`,
    `CREATE TABLE daily_category_sales (
      outlet_id VARCHAR(20) NOT NULL,
      sale_date DATE NOT NULL,
      category_code VARCHAR(20) NOT NULL,${salesAmountColumns},
      PRIMARY KEY (outlet_id, sale_date, category_code)
    )`,
    `CREATE TABLE daily_traffic (
      outlet_id VARCHAR(20) NOT NULL,
      traffic_date DATE NOT NULL,
      visitors INTEGER NOT NULL,
      PRIMARY KEY (outlet_id, traffic_date)
    )`,
    `CREATE TABLE monthly_targets (
      outlet_id VARCHAR(20) NOT NULL,
      year SMALLINT NOT NULL,
      month SMALLINT NOT NULL CHECK (month BETWEEN 1 AND 12),
      target BIGINT NOT NULL,
      PRIMARY KEY (outlet_id, year, month)
    )`,
    `CREATE TABLE monthly_sales (
      outlet_id VARCHAR(20) NOT NULL,
      year SMALLINT NOT NULL,
      month SMALLINT NOT NULL,${salesAmountColumns},
      transactions INTEGER NOT NULL,
      sales_days SMALLINT NOT NULL,
      PRIMARY KEY (outlet_id, year, month)
    )`,
    `CREATE TABLE monthly_category_sales (
      outlet_id VARCHAR(20) NOT NULL,
      year SMALLINT NOT NULL,
      month SMALLINT NOT NULL,
      category_code VARCHAR(20) NOT NULL,${salesAmountColumns},
      PRIMARY KEY (outlet_id, year, month, category_code)
    )`,
    `CREATE TABLE monthly_traffic (
      outlet_id VARCHAR(20) NOT NULL,
      year SMALLINT NOT NULL,
      month SMALLINT NOT NULL,
      visitors INTEGER NOT NULL,
      traffic_days SMALLINT NOT NULL,
      PRIMARY KEY (outlet_id, year, month)
    )`,
    `CREATE TABLE data_updates (
      type_code VARCHAR(20) PRIMARY KEY,
      last_sales_date DATE,
      loaded_at TIMESTAMP NOT NULL
    )`,
  ],
};
