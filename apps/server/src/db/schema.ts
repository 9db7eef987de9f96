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
  /** Optional when written: the column's default makes a new row active (migration 10). */
  active?: boolean;
}

export interface OutletTypesTable {
  code: string;
  name: string;
  active?: boolean;
}

export interface OutletGroupsTable {
  code: string;
  name: string;
  active?: boolean;
}

/** An outlet as bulk files carry it (SALES_TABLE_COLUMNS.outlets). */
export interface LoadedOutlet {
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

/** Master-data fields kept by the branch screen; NULL until an administrator sets them. */
export interface OutletsTable extends LoadedOutlet {
  description: string | null;
  email: string | null;
  region_code: string | null;
}

export interface RegionsTable {
  code: string;
  name: string;
  description: string;
}

export interface SubbranchesTable {
  id: string;
  outlet_id: string;
  name: string;
  description: string;
}

export interface PeriodControlsTable {
  year: number;
  month: number;
  closed: boolean;
  changed_at: number;
  changed_by: number | null;
}

export interface ImportBatchesTable {
  id: string;
  /** Null for a file refused at the check whose name tells no kind. */
  kind: string | null;
  file_name: string;
  status: string;
  rows_read: number;
  inserted: number;
  updated: number;
  unchanged: number;
  message: string | null;
  user_id: number | null;
  /** Who loaded when no user did: 'cli', 'inbox', 'starter set' (migration 12). */
  actor_label: string | null;
  started_at: number;
  finished_at: number;
  /**
   * Whether import_batch_companies lists every company the batch's rows touched; null or
   * false when they are unknown (migration 13).
   */
  companies_recorded: boolean | null;
}

/** The companies a loaded batch's rows touched, for whom its history row is shown. */
export interface ImportBatchCompaniesTable {
  batch_id: string;
  company_code: string;
}

export interface ImportUploadsTable {
  id: string;
  user_id: number;
  kind: string;
  file_name: string;
  rows_read: number;
  issue_count: number;
  report: string;
  created_at: number;
  expires_at: number;
}

export interface ImportJobsTable {
  id: string;
  upload_id: string;
  batch_id: string;
  user_id: number;
  kind: string;
  file_name: string;
  rows_read: number;
  phase: string;
  inserted: number | null;
  updated: number | null;
  unchanged: number | null;
  message: string | null;
  created_at: number;
  heartbeat_at: number;
  finished_at: number | null;
}

export interface MasterEntriesTable {
  list: string;
  code: string;
  name: string;
  parent_code: string | null;
  company_code: string | null;
  /** JSON object of the list's extra fields. */
  attributes: string | null;
  sort_order: number;
}

export interface ProductCategoriesTable {
  code: string;
  name: string;
  active?: boolean;
}

/** The amounts every sales row and rollup holds. */
export interface SalesAmounts {
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
  /** Transactions of the days that have a reading (DOMAIN.md: the traffic family). */
  transactions: number;
}

/** The running month's windows per outlet (migration 0008): to date, and last year's same days. */
export interface RunningMonthSalesTable extends SalesAmounts {
  outlet_id: string;
  /** 0: 1st of the month to datelast; 1: the same dates a year earlier. */
  part: number;
  year: number;
  month: number;
  transactions: number;
  visitors: number;
  traffic_transactions: number;
  traffic_days: number;
}

export interface DataUpdatesTable {
  type_code: string;
  last_sales_date: string | null;
  loaded_at: Date;
}

export interface ChangeVersionsTable {
  name: string;
  version: number;
}

export interface ChecklistFormatsTable {
  id: number;
  name: string;
  department_name: string;
}

export interface ChecklistQuestionsTable {
  id: number;
  format_id: number;
  category: string;
  subcategory: string;
  line_number: number;
  question: string;
  weight: number;
}

export interface ChecklistDocumentsTable {
  id: number;
  doc_number: string;
  outlet_id: string;
  format_id: number;
  pic_name: string;
  pic_email: string | null;
  branch_email: string | null;
  checked_on: string;
  remark: string;
  completed_at: number | null;
}

export interface ChecklistLinesTable {
  document_id: number;
  question_id: number;
  flag: string;
  score_final: number;
  remark: string;
}

export interface ChecklistPhotosTable {
  id: string;
  document_id: number;
  question_id: number;
  file_name: string;
  caption: string;
  hue: number;
}

export interface ReportLinksTable {
  id_hash: string;
  document_id: number;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
  created_by: number | null;
}

/** A setting an administrator changed (migration 0019); one without a row has its default. */
export interface PortalSettingsTable {
  name: string;
  value: number;
  changed_at: number;
  changed_by: number | null;
}

export interface DatabaseSchema extends AccessSchema {
  change_versions: ChangeVersionsTable;
  checklist_formats: ChecklistFormatsTable;
  checklist_questions: ChecklistQuestionsTable;
  checklist_documents: ChecklistDocumentsTable;
  checklist_lines: ChecklistLinesTable;
  checklist_photos: ChecklistPhotosTable;
  report_links: ReportLinksTable;
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
  running_month_sales: RunningMonthSalesTable;
  data_updates: DataUpdatesTable;
  regions: RegionsTable;
  subbranches: SubbranchesTable;
  period_controls: PeriodControlsTable;
  portal_settings: PortalSettingsTable;
  master_entries: MasterEntriesTable;
  import_batches: ImportBatchesTable;
  import_batch_companies: ImportBatchCompaniesTable;
  import_uploads: ImportUploadsTable;
  import_jobs: ImportJobsTable;
}

export interface RolesTable {
  code: string;
  name: string;
}

export interface RolePermissionsTable {
  role_code: string;
  permission: string;
}

export interface MenusTable {
  id: string;
  parent_id: string | null;
  label: string;
  route: string;
  icon_classes: string;
  sort_order: number;
}

export interface RoleMenusTable {
  role_code: string;
  menu_id: string;
}

export interface EmployeesTable {
  employee_id: string;
  name: string;
  email: string;
  is_active: boolean;
  hired_date: string;
  job_status: string;
  level: string;
  grade_id: string;
  grade_name: string;
  id_active_branch: string | null;
  site_id: string | null;
  structure_id: string;
  structure_name: string;
  structure_company: string;
  department_id: string;
  department_name: string;
  division: string;
  job_title_id: string;
  job_title_name: string;
  dept_head_id: string | null;
  manager_id: string | null;
  structural_superior_id: string | null;
  contract_start: string | null;
  contract_end: string | null;
  office_phone: string | null;
  bank_name: string | null;
  bank_account_name: string | null;
  bank_account_number: string | null;
  reason_update: string | null;
}

export interface UsersTable {
  id: Generated<number>;
  username: string;
  employee_id: string;
  password_hash: string;
  password_is_default: boolean;
  role_code: string;
  all_companies: boolean;
  is_active: boolean;
  /** NULL reads as false (a column added by migration 0006). */
  sees_excluded_companies: boolean | null;
  /** 'today' or 'dashboard'; NULL is the default (migration 0018, start-page.ts). */
  start_page: string | null;
  /** Epoch milliseconds, like every instant of the access tables. */
  created_at: number;
  updated_at: number;
}

export interface UserCompaniesTable {
  user_id: number;
  company_code: string;
}

export interface UserOutletsTable {
  user_id: number;
  outlet_id: string;
}

export interface SessionsTable {
  id: string;
  user_id: number;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  remember: boolean;
  revoked_at: number | null;
  revoked_reason: string | null;
}

export interface SharedLinksTable {
  id: string;
  token_hash: string;
  user_id: number;
  company: string;
  year: number;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
  revoked_reason: string | null;
}

/** A user's TOTP secret (migration 15): on, or waiting for its first code. */
export interface SecondFactorsTable {
  user_id: number;
  /** AES-256-GCM, second-factor-codes.ts; never the secret itself. */
  secret_ciphertext: string;
  enabled: boolean;
  created_at: number;
  enabled_at: number | null;
  /** The last RFC 6238 time step a code was accepted for; a code must be of a later one. */
  last_used_step: number | null;
}

export interface RecoveryCodesTable {
  user_id: number;
  /** SHA-256 (hex) of the code as normalised (second-factor-codes.ts). */
  code_hash: string;
  created_at: number;
  used_at: number | null;
}

/** A user's named sales filter (migration 0018); `filter` is SavedViewFilter as JSON text. */
export interface SavedViewsTable {
  id: string;
  user_id: number;
  name: string;
  filter: string;
  is_default: boolean;
  created_at: number;
  updated_at: number;
}

export interface RefreshTokensTable {
  token_hash: string;
  session_id: string;
  issued_at: number;
  used_at: number | null;
}

export interface LoginFailuresTable {
  scope: string;
  failed_at: number;
}

export interface AutoInUsesTable {
  token_id: string;
  used_at: number;
}

export interface AuditLogTable {
  id: string;
  occurred_at: number;
  actor_user_id: number | null;
  action: string;
  entity: string;
  entity_id: string | null;
  details: string | null;
  client_address: string | null;
}

export interface AccessSchema {
  roles: RolesTable;
  role_permissions: RolePermissionsTable;
  menus: MenusTable;
  role_menus: RoleMenusTable;
  employees: EmployeesTable;
  users: UsersTable;
  user_companies: UserCompaniesTable;
  user_outlets: UserOutletsTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  share_links: SharedLinksTable;
  second_factors: SecondFactorsTable;
  recovery_codes: RecoveryCodesTable;
  saved_views: SavedViewsTable;
  login_failures: LoginFailuresTable;
  auto_in_uses: AutoInUsesTable;
  audit_log: AuditLogTable;
}
