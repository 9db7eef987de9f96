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
};

export function routeKey(method: string, url: string): string {
  return `${method === 'HEAD' ? 'GET' : method} ${url}`;
}
