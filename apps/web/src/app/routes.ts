/**
 * The route table of spec 001 §2.1, in one place. Beside each route: its layout ('shell' inside
 * the portal's top bar, sidebar, breadcrumbs and footer; 'custom' for its content alone), its
 * guard ('open'; 'signed-out' sends a signed-in user on; 'signed-in' for the pages every user
 * has, such as My Account; 'in-menu', the rule for every module, lets in only a user whose menu
 * has an entry for the page's address, or whose home page it is; or a menu id that the user's
 * menu must contain) and the screen, loaded on demand. The shell itself needs a signed-in user.
 * Modules not built yet show their title and a 'not available yet' panel.
 */
import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';
import { prefetchSalesSummary } from '../features/sales/api/prefetch-summary';
import { prefetchToday } from '../features/sales/today/today-query';
import { queryClient } from '../lib/query-client';

export type Layout = 'shell' | 'custom';

export type Guard =
  | { kind: 'open' }
  | { kind: 'signed-out' }
  | { kind: 'signed-in' }
  /** The user's menu has an entry for the route's path (or it is the user's home page). */
  | { kind: 'in-menu' }
  | { kind: 'menu'; menuId: string };

export interface Screen {
  Component: ComponentType;
  /** Work the screen needs before it shows, after its guard has let the user in. */
  loader?: LoaderFunction;
}

export interface PortalRoute {
  path: string;
  title: string;
  layout: Layout;
  guard: Guard;
  screen: () => Promise<Screen>;
  /**
   * The page keeps its view (a filter, a tab) in the search parameters: a change of them is
   * not a new page, so its guard and loader do not run again (and no loading overlay shows).
   */
  viewInSearch?: boolean;
  /**
   * Starts the screen's first calls from the address: the loader runs it once the guard has let
   * the user in, while the screen's own code is still loading. Its code is in the app's first
   * chunk, so the calls wait for no chunk (on HTTP/1.1 a chunk waits its turn behind the
   * screen's dozens).
   */
  prefetch?: (url: URL) => void;
  /**
   * The screen imports the stylesheets of the components it shows itself, so the stylesheet
   * of every component (app-styles.ts) is not loaded for it: the sign-in page, which a phone
   * loads first and which should load only what it shows.
   */
  ownStyles?: boolean;
}

/** What a route tells the shell and the document title. */
export interface RouteHandle {
  title: string;
}

const OPEN: Guard = { kind: 'open' };
const SIGNED_OUT: Guard = { kind: 'signed-out' };
const SIGNED_IN: Guard = { kind: 'signed-in' };
const IN_MENU: Guard = { kind: 'in-menu' };
const menu = (menuId: string): Guard => ({ kind: 'menu', menuId });

const SCREENS = {
  signIn: async () => ({
    Component: (await import('../features/auth/components/sign-in-page')).SignInPage,
  }),
  autoIn: async () => {
    const page = await import('../features/auth/components/auto-in-page');
    return { Component: page.AutoInPage, loader: page.autoInLoader };
  },
  setup: async () => {
    const page = await import('../features/setup/components/setup-page');
    return { Component: page.SetupPage, loader: page.setupLoader };
  },
  logOut: async () => ({
    Component: (await import('../features/auth/components/logout-page')).LogoutPage,
  }),
  dashboard: async () => ({
    Component: (await import('../features/dashboard/components/dashboard-page')).DashboardPage,
  }),
  itDashboard: async () => ({
    Component: (await import('../features/dashboard/components/it-dashboard-page')).ItDashboardPage,
  }),
  myAccount: async () => ({
    Component: (await import('../features/account/components/my-account-page')).MyAccountPage,
  }),
  hrSummaryReport: async () => ({
    Component: (await import('../features/embedded-reports/components/embedded-report-page'))
      .HrSummaryReportPage,
  }),
  defectReport: async () => ({
    Component: (await import('../features/embedded-reports/components/embedded-report-page'))
      .DefectReportPage,
  }),
  salesSummary: async () => ({
    Component: (await import('../features/sales/components/portal-sales-summary-page'))
      .PortalSalesSummaryPage,
  }),
  sharedSalesSummary: async () => ({
    Component: (await import('../features/sales/components/shared-sales-summary-page'))
      .SharedSalesSummaryPage,
  }),
  betaSalesSummary: async () => {
    const page = await import('../features/sales/components/beta-sales-summary-page');
    return { Component: page.BetaSalesSummaryPage, loader: page.betaSalesSummaryLoader };
  },
  salesToday: async () => ({
    Component: (await import('../features/sales/today/today-page')).TodayPage,
  }),
  achievementSummary: async () => ({
    Component: (await import('../features/sales/components/portal-achievement-summary-page'))
      .PortalAchievementSummaryPage,
  }),
  betaAchievementSummary: async () => {
    const page = await import('../features/sales/components/beta-achievement-summary-page');
    return {
      Component: page.BetaAchievementSummaryPage,
      loader: page.betaAchievementSummaryLoader,
    };
  },
  checklists: async () => ({
    Component: (await import('../features/checklists/components/checklists-page')).ChecklistsPage,
  }),
  checklistReport: async () => ({
    Component: (await import('../features/checklist-report/components/checklist-report-page'))
      .ChecklistReportPage,
  }),
  branches: async () => ({
    Component: (await import('../features/master-data/branches/branches-page')).BranchesPage,
  }),
  subBranches: async () => ({
    Component: (await import('../features/master-data/sub-branches/sub-branches-page'))
      .SubBranchesPage,
  }),
  regions: async () => ({
    Component: (await import('../features/master-data/regions/regions-page')).RegionsPage,
  }),
  companies: async () => ({
    Component: (await import('../features/master-data/code-lists/code-list-page')).CompaniesPage,
  }),
  productCategories: async () => ({
    Component: (await import('../features/master-data/code-lists/code-list-page'))
      .ProductCategoriesPage,
  }),
  outletTypes: async () => ({
    Component: (await import('../features/master-data/code-lists/code-list-page')).OutletTypesPage,
  }),
  outletGroups: async () => ({
    Component: (await import('../features/master-data/code-lists/code-list-page')).OutletGroupsPage,
  }),
  periodControl: async () => ({
    Component: (await import('../features/master-data/period-control/period-control-page'))
      .PeriodControlPage,
  }),
  users: async () => ({
    Component: (await import('../features/administration/users/users-page')).UsersPage,
  }),
  roles: async () => ({
    Component: (await import('../features/administration/roles/roles-page')).RolesPage,
  }),
  auditLog: async () => ({
    Component: (await import('../features/administration/audit-log/audit-log-page')).AuditLogPage,
  }),
  employees: async () => ({
    Component: (await import('../features/master-data/employees/employees-page')).EmployeesPage,
  }),
  dataImport: async () => ({
    Component: (await import('../features/data-import/data-import-page')).DataImportPage,
  }),
  notFound: async () => ({
    Component: (await import('../components/not-found-page')).NotFoundPage,
  }),
  notAvailable: async () => ({
    Component: (await import('./screens/not-available-page')).NotAvailablePage,
  }),
  standaloneNotAvailable: async () => ({
    Component: (await import('./screens/standalone-not-available-page')).StandaloneNotAvailablePage,
  }),
} satisfies Record<string, () => Promise<Screen>>;

const ACRONYMS = new Set('hr it kpi lms lwi ds hs vip ck pd ea pm ax kcg bi url'.split(' '));
const WORDS: Record<string, string> = {
  powerbi: 'Power BI',
  issuetracker: 'Issue Tracker',
  and: 'and',
  bussines: 'Business',
};

/** 'laporan-malam' reads 'Laporan Malam', 'brand-kpi' 'Brand KPI'. */
export function titleOf(slug: string): string {
  return slug
    .split('-')
    .map((word) => {
      if (ACRONYMS.has(word)) return word.toUpperCase();
      return WORDS[word] ?? `${word.charAt(0).toUpperCase()}${word.slice(1)}`;
    })
    .join(' ');
}

/** 'portal/operation/dashboard' reads 'Operation Dashboard'; other paths their last part. */
function titleOfPath(path: string): string {
  const parts = path.split('/');
  const last = parts[parts.length - 1] ?? path;
  const parent = parts[parts.length - 2];
  return last === 'dashboard' && parent ? `${titleOf(parent)} Dashboard` : titleOf(last);
}

/** Modules under `base` that are not built yet: inside the shell, for users whose menu has them. */
function notAvailable(base: string, slugs: string[], guard: Guard = IN_MENU): PortalRoute[] {
  return slugs.map((slug) => {
    const path = `${base}/${slug}`;
    return {
      path,
      title: titleOfPath(path),
      layout: 'shell',
      guard,
      screen: SCREENS.notAvailable,
    };
  });
}

const OUTLET_TRANSACTION = [
  'point-of-sales',
  'laporan-malam',
  'vip-member-new',
  'outlet-delivery',
  'outlet-receive',
];
const AREA_IN_CHARGE = ['staff-card', 'staff-violation'];

export const ROUTES: readonly PortalRoute[] = [
  // Sign-in and session
  {
    path: 'sign-in',
    title: 'Sign In',
    layout: 'custom',
    guard: SIGNED_OUT,
    screen: SCREENS.signIn,
    ownStyles: true,
  },
  { path: 'auto-in', title: 'Auto Log In', layout: 'custom', guard: OPEN, screen: SCREENS.autoIn },
  // The first-run set-up link the server prints while no user exists; the token is the key.
  { path: 'setup/:token', title: 'Set Up', layout: 'custom', guard: OPEN, screen: SCREENS.setup },
  { path: 'log-out', title: 'Log Out', layout: 'shell', guard: SIGNED_IN, screen: SCREENS.logOut },
  { path: 'exit', title: 'Exit', layout: 'shell', guard: SIGNED_IN, screen: SCREENS.logOut },
  {
    path: 'error',
    title: 'Page not Found',
    layout: 'custom',
    guard: OPEN,
    screen: SCREENS.notFound,
  },

  // Home screens and the account
  {
    path: 'dashboard',
    title: 'Dashboard',
    layout: 'shell',
    guard: IN_MENU,
    screen: SCREENS.dashboard,
  },
  {
    path: 'it-dashboard',
    title: 'IT Dashboard',
    layout: 'shell',
    guard: IN_MENU,
    screen: SCREENS.itDashboard,
  },
  {
    path: 'myaccount',
    title: 'My Account',
    layout: 'shell',
    guard: SIGNED_IN,
    screen: SCREENS.myAccount,
  },
  {
    path: 'helpdesk-system',
    title: 'Helpdesk',
    layout: 'shell',
    guard: IN_MENU,
    screen: SCREENS.notAvailable,
  },
  {
    path: 'vote-app',
    title: 'Vote',
    layout: 'shell',
    guard: IN_MENU,
    screen: SCREENS.notAvailable,
  },

  // Open pages reached by link (their screens come with later issues)
  {
    path: 'pages',
    title: 'Pages',
    layout: 'custom',
    guard: OPEN,
    screen: SCREENS.standaloneNotAvailable,
  },
  {
    path: 'report-email/:id',
    title: 'Checklist Report',
    layout: 'custom',
    guard: OPEN,
    screen: SCREENS.checklistReport,
  },
  {
    // Open, but its data needs the link's signed token or a signed-in viewer (DOMAIN.md).
    path: 'beta-achievement-summary/:company/:userid/:empid/:name',
    title: 'Achievement Summary',
    layout: 'custom',
    guard: OPEN,
    screen: SCREENS.betaAchievementSummary,
    viewInSearch: true,
  },
  {
    // A shared link (issue 17): its opaque id alone; the server says what it shows.
    path: 'beta-sales-summary/:linkId',
    title: 'Sales Summary',
    layout: 'custom',
    guard: OPEN,
    screen: SCREENS.sharedSalesSummary,
    viewInSearch: true,
  },
  {
    // Open, but its data needs the link's signed token or a signed-in viewer (DOMAIN.md).
    path: 'beta-sales-summary/:company/:userid/:empid/:name',
    title: 'Sales Summary',
    layout: 'custom',
    guard: OPEN,
    screen: SCREENS.betaSalesSummary,
    viewInSearch: true,
  },
  {
    // Custom layout as the spec has it, but behind sign-in: the open variant is the beta link.
    path: 'portal/sales/achievement-summary',
    title: 'Achievement Summary',
    layout: 'custom',
    guard: IN_MENU,
    screen: SCREENS.achievementSummary,
    viewInSearch: true,
  },

  // Embedded business-intelligence reports
  {
    path: 'portal/human-resources/hr-summary-powerbi',
    title: 'HR Summary Power BI',
    layout: 'shell',
    guard: IN_MENU,
    screen: SCREENS.hrSummaryReport,
  },
  {
    path: 'portal/logistic-warehouse/defect-powerbi',
    title: 'Defect Power BI',
    layout: 'shell',
    guard: IN_MENU,
    screen: SCREENS.defectReport,
  },

  // Human capital: three areas also need the menu entry of the page (§6)
  {
    path: 'human-capital/prospective-employee',
    title: 'Prospective Employee',
    layout: 'shell',
    guard: menu('M500_300_200'),
    screen: SCREENS.notAvailable,
  },
  ...notAvailable('human-capital/training-development', ['training-request'], menu('M500_400_150')),
  ...notAvailable('human-capital/training-development', ['lms'], menu('M500_400_810')),
  ...notAvailable('human-capital/administration', ['job-title'], menu('M500_100_200')),
  ...notAvailable('human-capital/administration', ['document-request-type'], menu('M500_100_600')),
  ...notAvailable('human-capital/administration', ['benefit-type'], menu('M500_100_300')),
  ...notAvailable(
    'human-capital/administration',
    ['nationality-and-ethnic-race'],
    menu('M500_100_700'),
  ),
  ...notAvailable('human-capital/administration', ['workshift'], menu('M500_100_800')),
  ...notAvailable('human-capital/administration', ['employee-degree'], menu('M500_100_900')),
  ...notAvailable('human-capital', [
    'salary-survey',
    'online-registration',
    'career-website',
    'employee-quota',
    'qualification',
    'company-structure',
    'employee-requisition',
  ]),

  // System administration: the menu grants each screen; the server checks every change.
  ...(
    [
      ['branch', 'Branch', 'M950_010', SCREENS.branches],
      ['subbranch', 'Sub Branch', 'M950_020', SCREENS.subBranches],
      ['user', 'User', 'M950_030', SCREENS.users],
      ['region', 'Region', 'M950_040', SCREENS.regions],
      ['period-control', 'Period Control', 'M950_050', SCREENS.periodControl],
      ['role', 'Role', 'M950_060', SCREENS.roles],
      ['audit-log', 'Audit Log', 'M950_070', SCREENS.auditLog],
      ['data-import', 'Data Import', 'M950_080', SCREENS.dataImport],
      ['company', 'Company', 'M950_090', SCREENS.companies],
      ['product-category', 'Product Category', 'M950_100', SCREENS.productCategories],
      ['outlet-type', 'Outlet Type', 'M950_110', SCREENS.outletTypes],
      ['outlet-group', 'Outlet Group', 'M950_120', SCREENS.outletGroups],
      ['employee', 'Employee', 'M950_130', SCREENS.employees],
    ] as const
  ).map(
    ([slug, title, menuId, screen]): PortalRoute => ({
      path: `system/${slug}`,
      title,
      layout: 'shell',
      guard: menu(menuId),
      screen,
      viewInSearch: true,
    }),
  ),

  // Modules not built yet, inside the shell
  ...notAvailable('portal/accounting', [
    'pegged-rate',
    'laporan-malam',
    'export-laporan-malam',
    'buku-bank',
    'kesalahan-laporan-malam',
    'outstanding-mall',
    'improvement',
    'report',
    'tax',
    'coretax-validation',
    'pengkinian-data',
  ]),
  ...notAvailable('portal/human-resources', ['dashboard', 'wellness']),
  ...notAvailable('portal/bus-dev', [
    'new-brand',
    'mall-information',
    'leasing-summary',
    'revenue-sharing',
  ]),
  {
    path: 'portal/bus-dev/dashboard',
    title: 'Profit and Loss Summary',
    layout: 'shell',
    guard: IN_MENU,
    screen: SCREENS.notAvailable,
  },
  ...notAvailable('portal/business-process', ['stock-opname']),
  ...notAvailable('portal/marketing', ['bank-kol']),
  {
    path: 'portal/sales/sales-summary',
    title: 'Sales Summary',
    layout: 'shell',
    guard: IN_MENU,
    screen: SCREENS.salesSummary,
    viewInSearch: true,
    prefetch: (url) => prefetchSalesSummary(queryClient, url),
  },
  {
    // Issue 26: yesterday, the running month day by day, the brands and the outlets to look at.
    path: 'portal/sales/today',
    title: 'Today',
    layout: 'shell',
    guard: IN_MENU,
    screen: SCREENS.salesToday,
    viewInSearch: true,
    prefetch: (url) => prefetchToday(queryClient, url),
  },
  ...notAvailable('portal/sales', [
    'brand-kpi',
    'profit-and-loss',
    'inventory',
    'executive-sales-summary',
    'margin',
  ]),
  ...notAvailable('portal/logistic-warehouse', [
    'commercial-invoice',
    'persetujuan-import',
    'pending-posting',
    'leadtime',
  ]),
  {
    path: 'portal/operation/checklist',
    title: 'Checklist',
    layout: 'shell',
    guard: IN_MENU,
    screen: SCREENS.checklists,
    viewInSearch: true,
  },
  ...notAvailable('portal/operation', [
    'dashboard',
    'catalogue',
    'monitoring-store-capacity',
    'monitoring-store-distributor',
    'buying-analysis',
    'customer-profile',
    'events',
    'fitting-room',
    'settings-catalogue',
    'stock-plan-projection',
  ]),
  ...notAvailable('portal/legal', ['dashboard']),
  ...notAvailable('report', [
    'recruitment',
    'sales-operation/sales-summary',
    'kpi-review/pending-document',
    'accounting/budget',
  ]),
  ...notAvailable('lwi/warehouse', [
    'warehouse-capacity',
    'project-plan',
    'locator-movement',
    'quality-control',
    'warehouse-receive',
    'packing-ds',
  ]),
  ...notAvailable('lwi/import', ['forwarder-schema', 'forwarder-invoice']),
  ...notAvailable('lwi/logistic', [
    'planning-logistik',
    'cross-docking-receive',
    'unloader-receive',
    'logistic-delivery',
    'loader-delivery',
    'consolidation',
    'expedisi',
    'expedition-rates',
    'non-merchandise',
    'non-merchandise-receive',
  ]),
  ...notAvailable('lwi/administration', [
    'warehouse-locator',
    'box-and-dus',
    'shipment',
    'packbox-article',
  ]),
  ...notAvailable('lwi/inventory', [
    'purchase-order',
    'proforma-invoice',
    'sub-branch-movement',
    'stock-branch-movement',
    'display-plan-stock',
    'stock-unidentify',
    'internal-purchase-order',
    'master-hs-code',
    'shipment-cost',
    'dashboard-import-lwi',
  ]),
  ...notAvailable('operation/marketing', [
    'short-url',
    'vip-point-reward',
    'setting-catalogue',
    'setting-linktree',
    'dashboard-ecommerce',
  ]),
  ...notAvailable('operation/area-in-charge', AREA_IN_CHARGE),
  ...notAvailable('operation/outlet-transaction', OUTLET_TRANSACTION),
  ...notAvailable('operation', ['nimbly-dashboard']),
  ...notAvailable('area-in-charge', AREA_IN_CHARGE),
  ...notAvailable('outlet-transaction', OUTLET_TRANSACTION),
  ...notAvailable('accounting/budget-projection', [
    'bussines-and-development',
    'finance-accounting',
    'human-capital',
    'information-technology',
    'internal-audit',
    'learning-development',
    'logistic-warehouse',
    'marketing',
    'operational-ck',
    'operational-pd',
    'operational-ea',
    'operational-pm',
    'operational-ax',
    'system-and-prosedur',
    'kcg-office',
  ]),
  ...notAvailable('checklist/operation', [
    'master',
    'scheduling',
    'issuetracker',
    'retail-pulse-bi',
    'questionnaire',
  ]),
  ...notAvailable('inventory/administration', ['partner-group', 'product-category']),
];

/** The addresses of modules not built yet, which the deployment may leave out of the menu. */
export const UNBUILT_PATHS: ReadonlySet<string> = new Set(
  ROUTES.filter(
    (route) =>
      route.screen === SCREENS.notAvailable || route.screen === SCREENS.standaloneNotAvailable,
  ).map((route) => route.path),
);
