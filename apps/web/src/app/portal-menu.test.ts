import type { PortalConfig } from '@outlet-pulse/contracts';
import { describe, expect, it } from 'vitest';
import { menuItem as item } from '../lib/test-menu-item';
import { shownMenu } from './portal-menu';

const MENU = [
  item('M100', '', [
    item('M100_100', '', [
      item('M100_100_010', 'portal/sales/sales-summary'),
      item('M100_100_030', 'portal/sales/brand-kpi'),
    ]),
    item('M100_700', 'portal/legal/dashboard'),
  ]),
];

const config = (unbuiltModules: PortalConfig['unbuiltModules']) =>
  ({ unbuiltModules }) as PortalConfig;

describe('the menu the portal shows', () => {
  it('offers the modules not built yet unless the deployment hides them', () => {
    expect(shownMenu(MENU, config('show'))).toEqual(MENU);
    expect(shownMenu(MENU, undefined)).toEqual(MENU);
    expect(shownMenu(MENU, config('hide'))).toEqual([
      item('M100', '', [
        item('M100_100', '', [item('M100_100_010', 'portal/sales/sales-summary')]),
      ]),
    ]);
  });
});
