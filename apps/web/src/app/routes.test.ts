import { describe, expect, it } from 'vitest';
import { ROUTES, titleOf } from './routes';

describe('the route table', () => {
  it('names every path once', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('guards the human-capital pages of §6 and the System screens by their menu ids', () => {
    const menuGuards = Object.fromEntries(
      ROUTES.flatMap((route) =>
        route.guard.kind === 'menu' ? [[route.path, route.guard.menuId]] : [],
      ),
    );
    expect(menuGuards).toEqual({
      'human-capital/prospective-employee': 'M500_300_200',
      'human-capital/training-development/training-request': 'M500_400_150',
      'human-capital/training-development/lms': 'M500_400_810',
      'human-capital/administration/job-title': 'M500_100_200',
      'human-capital/administration/document-request-type': 'M500_100_600',
      'human-capital/administration/benefit-type': 'M500_100_300',
      'human-capital/administration/nationality-and-ethnic-race': 'M500_100_700',
      'human-capital/administration/workshift': 'M500_100_800',
      'human-capital/administration/employee-degree': 'M500_100_900',
      'system/branch': 'M950_010',
      'system/subbranch': 'M950_020',
      'system/user': 'M950_030',
      'system/region': 'M950_040',
      'system/period-control': 'M950_050',
      'system/role': 'M950_060',
      'system/audit-log': 'M950_070',
      'system/data-import': 'M950_080',
      'system/company': 'M950_090',
      'system/product-category': 'M950_100',
      'system/outlet-type': 'M950_110',
      'system/outlet-group': 'M950_120',
      'system/employee': 'M950_130',
    });
  });

  it('keeps every page of the shell behind sign-in', () => {
    const openShellPages = ROUTES.filter(
      (route) =>
        route.layout === 'shell' &&
        (route.guard.kind === 'open' || route.guard.kind === 'signed-out'),
    );
    expect(openShellPages).toEqual([]);
  });

  it('lets into every page of a module only a user whose menu has it (spec 000 §6)', () => {
    // Only the pages every signed-in user has, which are in no menu, need sign-in alone.
    const signedInOnly = ROUTES.filter((route) => route.guard.kind === 'signed-in').map(
      (route) => route.path,
    );
    expect(signedInOnly.sort()).toEqual(['exit', 'log-out', 'myaccount']);
    const byPath = new Map(ROUTES.map((route) => [route.path, route.guard.kind]));
    expect(byPath.get('portal/operation/checklist')).toBe('in-menu');
    expect(byPath.get('portal/sales/achievement-summary')).toBe('in-menu');
    expect(byPath.get('portal/sales/brand-kpi')).toBe('in-menu');
  });

  it('reads slugs as titles', () => {
    expect(titleOf('laporan-malam')).toBe('Laporan Malam');
    expect(titleOf('brand-kpi')).toBe('Brand KPI');
    expect(titleOf('hr-summary-powerbi')).toBe('HR Summary Power BI');
    expect(titleOf('nationality-and-ethnic-race')).toBe('Nationality and Ethnic Race');
  });
});
