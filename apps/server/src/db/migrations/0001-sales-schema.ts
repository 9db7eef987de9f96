/**
 * Dimensions and facts of DOMAIN.md, plus the monthly rollups that loading keeps up to date.
 *
 * No foreign keys: DuckDB refuses to update a row that another table references (an update is
 * a delete and an insert there), which would forbid renaming a brand or editing an outlet.
 * Referential integrity is kept by the loaders and the master-data services instead.
 * Amounts are whole rupiah in BIGINT; sums stay exact far beyond any group's turnover.
 */
import { codeNameTable, createTable, migration } from '../migration-sql';

const salesAmountColumns = `
  gross BIGINT NOT NULL,
  markdown BIGINT NOT NULL,
  vip BIGINT NOT NULL,
  promo BIGINT NOT NULL,
  nett BIGINT NOT NULL,
  units INTEGER NOT NULL`;

/** The key of a monthly row: an outlet's month. */
const outletMonth = `
  outlet_id VARCHAR(20) NOT NULL,
  year SMALLINT NOT NULL,
  month SMALLINT NOT NULL`;

export const salesSchema = migration(1, 'sales schema', [
  codeNameTable(
    'companies',
    20,
    'id INTEGER NOT NULL UNIQUE',
    'excluded_by_default BOOLEAN NOT NULL DEFAULT FALSE',
  ),
  codeNameTable('outlet_types', 20),
  codeNameTable('outlet_groups', 20),
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
  codeNameTable('product_categories', 20),
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
  createTable(
    'monthly_targets',
    'outlet_id VARCHAR(20) NOT NULL',
    'year SMALLINT NOT NULL',
    'month SMALLINT NOT NULL CHECK (month BETWEEN 1 AND 12)',
    'target BIGINT NOT NULL',
    'PRIMARY KEY (outlet_id, year, month)',
  ),
  `CREATE TABLE monthly_sales (${outletMonth},${salesAmountColumns},
    transactions INTEGER NOT NULL,
    sales_days SMALLINT NOT NULL,
    PRIMARY KEY (outlet_id, year, month)
  )`,
  `CREATE TABLE monthly_category_sales (${outletMonth},
    category_code VARCHAR(20) NOT NULL,${salesAmountColumns},
    PRIMARY KEY (outlet_id, year, month, category_code)
  )`,
  `CREATE TABLE monthly_traffic (${outletMonth},
    visitors INTEGER NOT NULL,
    traffic_days SMALLINT NOT NULL,
    PRIMARY KEY (outlet_id, year, month)
  )`,
  `CREATE TABLE data_updates (
    type_code VARCHAR(20) PRIMARY KEY,
    last_sales_date DATE,
    loaded_at TIMESTAMP NOT NULL
  )`,
]);
