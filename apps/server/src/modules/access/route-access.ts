/**
 * The authorization matrix: every API route and who may call it. The access-control plugin
 * enforces this table on every request and refuses to start when an /api route is missing
 * from it; the matrix test checks every cell for every role.
 */
import { PERMISSIONS, type Permission } from './roles';

export type RouteAccess =
  /** Anyone, signed in or not. */
  | { kind: 'public' }
  /** Relies on the refresh cookie and its CSRF token instead of an access token. */
  | { kind: 'refresh-cookie' }
  | {
      kind: 'signed-in';
      /** Still callable while the password is a default one that must be changed. */
      allowWithDefaultPassword?: boolean;
      /** Also needs the double-submit CSRF token (calls that end what the cookie keeps). */
      csrf?: boolean;
      /** Also answers a shared view link (VIEW_LINK_HEADER) in place of a session. */
      viewLink?: boolean;
    }
  | { kind: 'permission'; permission: Permission };

/** Routes under these prefixes are documentation, public by nature. */
export const PUBLIC_PREFIXES = ['/api/docs'] as const;

const SIGNED_IN: RouteAccess = { kind: 'signed-in' };
const MASTER_DATA: RouteAccess = { kind: 'permission', permission: PERMISSIONS.manageMasterData };
const USERS: RouteAccess = { kind: 'permission', permission: PERMISSIONS.manageUsers };

/**
 * Master data: anyone signed in reads (each answer holds only what the caller may see);
 * changes are for administrators.
 */
const MASTER_DATA_ACCESS: Record<string, RouteAccess> = {
  ...Object.fromEntries(
    [
      '/api/branch',
      '/api/branch/',
      '/api/branch/:id',
      '/api/branch/company/:id',
      '/api/master/branch_types',
      '/api/master/branch_groups',
      '/api/region/',
      '/api/region/view/',
      '/api/region/:id',
      '/api/subbranch/',
      '/api/subbranch/:id',
      '/api/period-control',
      '/api/employee/',
      '/api/employee/:id',
      '/api/employee/division/:id',
      '/api/employeegrade/:id',
      '/api/master/training',
      '/api/master/training/training_batch',
      '/api/master/employee_grade',
      '/api/master/department',
      '/api/master/department/listdepartment',
      '/api/master/company_structure',
      '/api/master/company_structure/listdivision',
      '/api/master/jobtitle',
      '/api/master/site',
      '/api/master/product',
      '/api/master/launch/launch',
      '/api/master/maccount/listaccount',
      '/api/cluster/',
      '/api/payrolschema/',
      '/api/hrd_salary_survey/master_education',
      '/api/destination/province',
      '/api/destination/city/:id',
      '/api/destination/district/:province/:city',
      '/api/master/company',
      '/api/master/employees',
      '/api/master/employees/all_employee',
      '/api/master/branch',
      '/api/master/branch/byemployee',
      '/api/master/branch/byemployeecompany',
      '/api/master/branch/bybilistbranch',
      '/api/master/product/subcategory',
      '/api/master/jobtitle/employee',
      '/api/hrd_salary_survey/store_location',
    ].map((path) => [`GET ${path}`, SIGNED_IN]),
  ),
  'POST /api/branch/outlet': SIGNED_IN,
  'POST /api/branch/brand': SIGNED_IN,
  'POST /api/branch/siteid': SIGNED_IN,
  'POST /api/branch/create': MASTER_DATA,
  'PUT /api/branch/:id': MASTER_DATA,
  'DELETE /api/branch/:id': MASTER_DATA,
  'POST /api/region/create': MASTER_DATA,
  'PUT /api/region/:id': MASTER_DATA,
  'DELETE /api/region/:id': MASTER_DATA,
  'POST /api/subbranch/create': MASTER_DATA,
  'PUT /api/subbranch/:id': MASTER_DATA,
  'DELETE /api/subbranch/:id': MASTER_DATA,
  'PUT /api/period-control/:year/:month': MASTER_DATA,
};

/** Users and roles are for administrators; so is reading the audit log. */
const ADMINISTRATION_ACCESS: Record<string, RouteAccess> = {
  'GET /api/user/': USERS,
  'GET /api/user/:id': USERS,
  'POST /api/user/create': USERS,
  'PUT /api/user/:id': USERS,
  'DELETE /api/user/:id': USERS,
  'POST /api/user/resetpassword/:id': USERS,
  'GET /api/userrole/': USERS,
  'GET /api/userrole/catalog': USERS,
  'GET /api/userrole/:code': USERS,
  'POST /api/userrole/create': USERS,
  'PUT /api/userrole/:code': USERS,
  'DELETE /api/userrole/:code': USERS,
  'GET /api/audit/': { kind: 'permission', permission: PERMISSIONS.readAuditLog },
};

const IMPORT: RouteAccess = { kind: 'permission', permission: PERMISSIONS.importData };

/** Loading files: administrators (the import permission). */
const IMPORT_ACCESS: Record<string, RouteAccess> = {
  'POST /api/import/upload': IMPORT,
  'POST /api/import/confirm': IMPORT,
  'GET /api/import/jobs/:jobId': IMPORT,
  'GET /api/import/history': IMPORT,
  'GET /api/import/template/:kind': IMPORT,
};

export const ROUTE_ACCESS: Record<string, RouteAccess> = {
  'GET /api/health': { kind: 'public' },
  'GET /api/portal_config': { kind: 'public' },
  'POST /api/auth': { kind: 'public' },
  'POST /api/auth/auto_in': { kind: 'public' },
  'POST /api/refresh_token': { kind: 'refresh-cookie' },
  'POST /api/auth/logout': { kind: 'signed-in', allowWithDefaultPassword: true, csrf: true },
  'POST /api/auth/change_password': { kind: 'signed-in', allowWithDefaultPassword: true },
  'GET /api/auth/check_default_password': { kind: 'signed-in', allowWithDefaultPassword: true },
  'POST /api/auth/unlock': { kind: 'signed-in' },
  'POST /api/menu': { kind: 'signed-in' },
  'POST /api/auth/auto_in_link': { kind: 'permission', permission: PERMISSIONS.issueAutoInLinks },
  // Sales calls: any signed-in user; which companies and outlets each may see is checked per
  // request against the user's entitlements (sales-summary/selection.ts).
  ...Object.fromEntries(
    [
      'optionstype',
      'optionsgroup',
      'optionscompany',
      'optionsoutlet',
      'achievementsummary',
      'chartsalessummary',
      'chartsalessummaryviewbyall',
      'chartsalessummarydetail',
      'lflsalessummarydetail',
      'chartprofitdilution',
      'chartprofitdilutionviewbyall',
      'chartprofitdilutiondetail',
      'chartsales',
      'lflsalesAspUptAtv',
      'charttrafficsummary',
      'lflsalessummary',
    ].map((call) => [
      `GET /api/portal/salessummary/${call}`,
      { kind: 'signed-in', viewLink: true } as RouteAccess,
    ]),
  ),
  'POST /api/portal/links/sales-summary': { kind: 'signed-in' },
  // The report link's random id is the key; the service refuses forged, expired or revoked ones.
  'GET /api/checklist_report/reportemail': { kind: 'public' },
  'GET /api/checklist_report/photo/:photoId': { kind: 'public' },
  'GET /api/checklist_report/documents': { kind: 'signed-in' },
  'POST /api/checklist_report/send': {
    kind: 'permission',
    permission: PERMISSIONS.sendChecklistReports,
  },
  'POST /api/checklist_report/complete': {
    kind: 'permission',
    permission: PERMISSIONS.sendChecklistReports,
  },
  'POST /api/checklist_report/revoke_links': {
    kind: 'permission',
    permission: PERMISSIONS.revokeReportLinks,
  },
  ...MASTER_DATA_ACCESS,
  ...ADMINISTRATION_ACCESS,
  ...IMPORT_ACCESS,
};

export function routeKey(method: string, url: string): string {
  return `${method === 'HEAD' ? 'GET' : method} ${url}`;
}
