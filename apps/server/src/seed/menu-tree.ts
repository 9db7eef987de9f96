/**
 * The portal's menu: every module of the route table (spec 001 §2.1) under the heading it
 * belongs to, with the menu ids the spec names (M500_…) and ids of the same pattern elsewhere.
 * Roles are granted menu ids. The migrations hold their own frozen rows of it;
 * shipped-access.test.ts keeps the two in agreement.
 */

export interface MenuSeed {
  id: string;
  label: string;
  route: string;
  icon: string;
  children?: MenuSeed[];
}

const leaves = (prefix: string, routeBase: string, items: [string, string][]): MenuSeed[] =>
  items.map(([slug, label], index) => ({
    id: `${prefix}_${String((index + 1) * 10).padStart(3, '0')}`,
    label,
    route: `${routeBase}/${slug}`,
    icon: 'icon-dot',
  }));

export const MENU_TREE: MenuSeed[] = [
  { id: 'M000', label: 'Dashboard', route: 'dashboard', icon: 'icon-home' },
  { id: 'M050', label: 'IT Dashboard', route: 'it-dashboard', icon: 'icon-monitor' },
  {
    id: 'M100',
    label: 'Portal',
    route: '',
    icon: 'icon-grid',
    children: [
      {
        id: 'M100_100',
        label: 'Sales',
        route: '',
        icon: 'icon-sales',
        children: [
          // Issue 26 (migration 0018): first in the menu, with an id before the leaves' own.
          { id: 'M100_100_005', label: 'Today', route: 'portal/sales/today', icon: 'icon-dot' },
          ...leaves('M100_100', 'portal/sales', [
            ['sales-summary', 'Sales Summary'],
            ['achievement-summary', 'Achievement Summary'],
            ['brand-kpi', 'Brand KPI'],
            ['profit-and-loss', 'Profit and Loss'],
            ['inventory', 'Inventory'],
            ['executive-sales-summary', 'Executive Sales Summary'],
            ['margin', 'Margin'],
          ]),
        ],
      },
      {
        id: 'M100_200',
        label: 'Accounting',
        route: '',
        icon: 'icon-calculator',
        children: leaves('M100_200', 'portal/accounting', [
          ['pegged-rate', 'Pegged Rate'],
          ['laporan-malam', 'Laporan Malam'],
          ['export-laporan-malam', 'Export Laporan Malam'],
          ['buku-bank', 'Buku Bank'],
          ['kesalahan-laporan-malam', 'Kesalahan Laporan Malam'],
          ['outstanding-mall', 'Outstanding Mall'],
          ['improvement', 'Improvement'],
          ['report', 'Report'],
          ['tax', 'Tax'],
          ['coretax-validation', 'Coretax Validation'],
          ['pengkinian-data', 'Pengkinian Data'],
        ]),
      },
      {
        id: 'M100_300',
        label: 'Human Resources',
        route: '',
        icon: 'icon-people',
        children: leaves('M100_300', 'portal/human-resources', [
          ['dashboard', 'HR Dashboard'],
          ['wellness', 'Wellness'],
          ['hr-summary-powerbi', 'HR Summary (Power BI)'],
        ]),
      },
      {
        id: 'M100_400',
        label: 'Business Development',
        route: '',
        icon: 'icon-briefcase',
        children: leaves('M100_400', 'portal/bus-dev', [
          ['dashboard', 'Profit and Loss Summary'],
          ['new-brand', 'New Brand'],
          ['mall-information', 'Mall Information'],
          ['leasing-summary', 'Leasing Summary'],
          ['revenue-sharing', 'Revenue Sharing'],
        ]),
      },
      {
        id: 'M100_500',
        label: 'Logistic & Warehouse',
        route: '',
        icon: 'icon-truck',
        children: leaves('M100_500', 'portal/logistic-warehouse', [
          ['commercial-invoice', 'Commercial Invoice'],
          ['persetujuan-import', 'Persetujuan Import'],
          ['pending-posting', 'Pending Posting'],
          ['leadtime', 'Leadtime'],
          ['defect-powerbi', 'Defect (Power BI)'],
        ]),
      },
      {
        id: 'M100_600',
        label: 'Operation',
        route: '',
        icon: 'icon-store',
        children: leaves('M100_600', 'portal/operation', [
          ['checklist', 'Checklist'],
          ['dashboard', 'Operation Dashboard'],
          ['catalogue', 'Catalogue'],
          ['monitoring-store-capacity', 'Monitoring Store Capacity'],
          ['monitoring-store-distributor', 'Monitoring Store Distributor'],
          ['buying-analysis', 'Buying Analysis'],
          ['customer-profile', 'Customer Profile'],
          ['events', 'Events'],
          ['fitting-room', 'Fitting Room'],
          ['settings-catalogue', 'Settings Catalogue'],
          ['stock-plan-projection', 'Stock Plan Projection'],
        ]),
      },
      { id: 'M100_700', label: 'Legal', route: 'portal/legal/dashboard', icon: 'icon-scale' },
      {
        id: 'M100_800',
        label: 'Stock Opname',
        route: 'portal/business-process/stock-opname',
        icon: 'icon-box',
      },
      { id: 'M100_900', label: 'Bank KOL', route: 'portal/marketing/bank-kol', icon: 'icon-bank' },
    ],
  },
  {
    id: 'M500',
    label: 'Human Capital',
    route: '',
    icon: 'icon-people',
    children: [
      {
        id: 'M500_100',
        label: 'Administration',
        route: '',
        icon: 'icon-folder',
        children: [
          {
            id: 'M500_100_200',
            label: 'Job Title',
            route: 'human-capital/administration/job-title',
            icon: 'icon-dot',
          },
          {
            id: 'M500_100_300',
            label: 'Benefit Type',
            route: 'human-capital/administration/benefit-type',
            icon: 'icon-dot',
          },
          {
            id: 'M500_100_600',
            label: 'Document Request Type',
            route: 'human-capital/administration/document-request-type',
            icon: 'icon-dot',
          },
          {
            id: 'M500_100_700',
            label: 'Nationality and Ethnic Race',
            route: 'human-capital/administration/nationality-and-ethnic-race',
            icon: 'icon-dot',
          },
          {
            id: 'M500_100_800',
            label: 'Workshift',
            route: 'human-capital/administration/workshift',
            icon: 'icon-dot',
          },
          {
            id: 'M500_100_900',
            label: 'Employee Degree',
            route: 'human-capital/administration/employee-degree',
            icon: 'icon-dot',
          },
        ],
      },
      {
        id: 'M500_300',
        label: 'Recruitment',
        route: '',
        icon: 'icon-user-plus',
        children: [
          {
            id: 'M500_300_100',
            label: 'Employee Requisition',
            route: 'human-capital/employee-requisition',
            icon: 'icon-dot',
          },
          {
            id: 'M500_300_200',
            label: 'Prospective Employee',
            route: 'human-capital/prospective-employee',
            icon: 'icon-dot',
          },
          {
            id: 'M500_300_300',
            label: 'Online Registration',
            route: 'human-capital/online-registration',
            icon: 'icon-dot',
          },
          {
            id: 'M500_300_400',
            label: 'Career Website',
            route: 'human-capital/career-website',
            icon: 'icon-dot',
          },
          {
            id: 'M500_300_500',
            label: 'Employee Quota',
            route: 'human-capital/employee-quota',
            icon: 'icon-dot',
          },
          {
            id: 'M500_300_600',
            label: 'Qualification',
            route: 'human-capital/qualification',
            icon: 'icon-dot',
          },
        ],
      },
      {
        id: 'M500_400',
        label: 'Training & Development',
        route: '',
        icon: 'icon-book',
        children: [
          {
            id: 'M500_400_150',
            label: 'Training Request',
            route: 'human-capital/training-development/training-request',
            icon: 'icon-dot',
          },
          {
            id: 'M500_400_810',
            label: 'Learning Management',
            route: 'human-capital/training-development/lms',
            icon: 'icon-dot',
          },
        ],
      },
      {
        id: 'M500_500',
        label: 'Salary Survey',
        route: 'human-capital/salary-survey',
        icon: 'icon-chart',
      },
      {
        id: 'M500_600',
        label: 'Company Structure',
        route: 'human-capital/company-structure',
        icon: 'icon-sitemap',
      },
    ],
  },
  {
    id: 'M600',
    label: 'Budget Projection',
    route: '',
    icon: 'icon-calculator',
    children: leaves('M600', 'accounting/budget-projection', [
      ['bussines-and-development', 'Business and Development'],
      ['finance-accounting', 'Finance Accounting'],
      ['human-capital', 'Human Capital'],
      ['information-technology', 'Information Technology'],
      ['internal-audit', 'Internal Audit'],
      ['learning-development', 'Learning Development'],
      ['logistic-warehouse', 'Logistic Warehouse'],
      ['marketing', 'Marketing'],
      ['operational-ck', 'Operational CK'],
      ['operational-pd', 'Operational PD'],
      ['operational-ea', 'Operational EA'],
      ['operational-pm', 'Operational PM'],
      ['operational-ax', 'Operational AX'],
      ['system-and-prosedur', 'System and Prosedur'],
      ['kcg-office', 'KCG Office'],
    ]),
  },
  {
    id: 'M650',
    label: 'Warehouse & Logistics',
    route: '',
    icon: 'icon-truck',
    children: [
      ...leaves('M650_100', 'lwi/warehouse', [
        ['warehouse-capacity', 'Warehouse Capacity'],
        ['project-plan', 'Project Plan'],
        ['locator-movement', 'Locator Movement'],
        ['quality-control', 'Quality Control'],
        ['warehouse-receive', 'Warehouse Receive'],
        ['packing-ds', 'Packing DS'],
      ]),
      ...leaves('M650_200', 'lwi/import', [
        ['forwarder-schema', 'Forwarder Schema'],
        ['forwarder-invoice', 'Forwarder Invoice'],
      ]),
      ...leaves('M650_300', 'lwi/logistic', [
        ['planning-logistik', 'Planning Logistik'],
        ['cross-docking-receive', 'Cross Docking Receive'],
        ['unloader-receive', 'Unloader Receive'],
        ['logistic-delivery', 'Logistic Delivery'],
        ['loader-delivery', 'Loader Delivery'],
        ['consolidation', 'Consolidation'],
        ['expedisi', 'Expedisi'],
        ['expedition-rates', 'Expedition Rates'],
        ['non-merchandise', 'Non Merchandise'],
        ['non-merchandise-receive', 'Non Merchandise Receive'],
      ]),
      ...leaves('M650_400', 'lwi/administration', [
        ['warehouse-locator', 'Warehouse Locator'],
        ['box-and-dus', 'Box and Dus'],
        ['shipment', 'Shipment'],
        ['packbox-article', 'Packbox Article'],
      ]),
      ...leaves('M650_500', 'lwi/inventory', [
        ['purchase-order', 'Purchase Order'],
        ['proforma-invoice', 'Proforma Invoice'],
        ['sub-branch-movement', 'Sub Branch Movement'],
        ['stock-branch-movement', 'Stock Branch Movement'],
        ['display-plan-stock', 'Display Plan Stock'],
        ['stock-unidentify', 'Stock Unidentify'],
        ['internal-purchase-order', 'Internal Purchase Order'],
        ['master-hs-code', 'Master HS Code'],
        ['shipment-cost', 'Shipment Cost'],
        ['dashboard-import-lwi', 'Dashboard Import LWI'],
      ]),
    ],
  },
  {
    id: 'M700',
    label: 'Operation',
    route: '',
    icon: 'icon-store',
    children: [
      ...leaves('M700_100', 'operation/marketing', [
        ['short-url', 'Short URL'],
        ['vip-point-reward', 'VIP Point Reward'],
        ['setting-catalogue', 'Setting Catalogue'],
        ['setting-linktree', 'Setting Linktree'],
        ['dashboard-ecommerce', 'Dashboard E-commerce'],
      ]),
      ...leaves('M700_200', 'operation/area-in-charge', [
        ['staff-card', 'Staff Card'],
        ['staff-violation', 'Staff Violation'],
      ]),
      ...leaves('M700_300', 'operation/outlet-transaction', [
        ['point-of-sales', 'Point of Sales'],
        ['laporan-malam', 'Laporan Malam'],
        ['vip-member-new', 'VIP Member New'],
        ['outlet-delivery', 'Outlet Delivery'],
        ['outlet-receive', 'Outlet Receive'],
      ]),
      {
        id: 'M700_400',
        label: 'Nimbly Dashboard',
        route: 'operation/nimbly-dashboard',
        icon: 'icon-dot',
      },
    ],
  },
  {
    id: 'M800',
    label: 'Checklist',
    route: '',
    icon: 'icon-check',
    children: leaves('M800', 'checklist/operation', [
      ['master', 'Checklist Master'],
      ['scheduling', 'Scheduling'],
      ['issuetracker', 'Issue Tracker'],
      ['retail-pulse-bi', 'Retail Pulse BI'],
      ['questionnaire', 'Questionnaire'],
    ]),
  },
  {
    id: 'M850',
    label: 'Inventory',
    route: '',
    icon: 'icon-box',
    children: leaves('M850', 'inventory/administration', [
      ['partner-group', 'Partner Group'],
      ['product-category', 'Product Category'],
    ]),
  },
  {
    id: 'M900',
    label: 'Reports',
    route: '',
    icon: 'icon-file',
    children: [
      {
        id: 'M900_010',
        label: 'Recruitment Report',
        route: 'report/recruitment',
        icon: 'icon-dot',
      },
      {
        id: 'M900_020',
        label: 'Sales Operation Summary',
        route: 'report/sales-operation/sales-summary',
        icon: 'icon-dot',
      },
      {
        id: 'M900_030',
        label: 'KPI Pending Document',
        route: 'report/kpi-review/pending-document',
        icon: 'icon-dot',
      },
      {
        id: 'M900_040',
        label: 'Accounting Budget',
        route: 'report/accounting/budget',
        icon: 'icon-dot',
      },
    ],
  },
  {
    id: 'M950',
    label: 'System',
    route: '',
    icon: 'icon-settings',
    children: leaves('M950', 'system', [
      ['branch', 'Branch'],
      ['subbranch', 'Sub Branch'],
      ['user', 'User'],
      ['region', 'Region'],
      ['period-control', 'Period Control'],
      ['role', 'Role'],
      ['audit-log', 'Audit Log'],
      ['data-import', 'Data Import'],
      ['company', 'Company'],
      ['product-category', 'Product Category'],
      ['outlet-type', 'Outlet Type'],
      ['outlet-group', 'Outlet Group'],
      ['employee', 'Employee'],
    ]),
  },
  { id: 'M980', label: 'Helpdesk', route: 'helpdesk-system', icon: 'icon-help' },
  { id: 'M990', label: 'Vote', route: 'vote-app', icon: 'icon-vote' },
];
