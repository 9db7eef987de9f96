import type { MenuItem } from '@outlet-pulse/contracts';
import { describe, expect, it } from 'vitest';
import { findMenuTrail, menuHasId, menuHasRoute, narrowMenu, withoutRoutes } from './menu-tree';
import { menuItem as item } from './test-menu-item';

const MENU = [
  item('M000', 'dashboard'),
  item('M500', '', [
    item('M500_300', '', [
      item('M500_300_100', 'human-capital/employee-requisition'),
      item('M500_300_200', 'human-capital/prospective-employee'),
    ]),
  ]),
];

describe('the menu tree', () => {
  it('knows whether an entry leads to a route', () => {
    expect(menuHasRoute(MENU, 'human-capital/prospective-employee')).toBe(true);
    expect(menuHasRoute(MENU, 'dashboard')).toBe(true);
    expect(menuHasRoute(MENU, 'portal/operation/checklist')).toBe(false);
    // A heading's empty route is no page.
    expect(menuHasRoute(MENU, '')).toBe(false);
  });

  it('leaves out the given routes and the headings left empty', () => {
    const both = new Set([
      'human-capital/employee-requisition',
      'human-capital/prospective-employee',
    ]);
    expect(withoutRoutes(MENU, both)).toEqual([item('M000', 'dashboard')]);
    const one = new Set(['human-capital/employee-requisition']);
    expect(withoutRoutes(MENU, one)).toEqual([
      item('M000', 'dashboard'),
      item('M500', '', [
        item('M500_300', '', [item('M500_300_200', 'human-capital/prospective-employee')]),
      ]),
    ]);
    expect(withoutRoutes(MENU, new Set())).toEqual(MENU);
  });

  it('finds a menu id at any depth', () => {
    expect(menuHasId(MENU, 'M500_300_200')).toBe(true);
    expect(menuHasId(MENU, 'M000')).toBe(true);
    expect(menuHasId(MENU, 'M500_100_200')).toBe(false);
  });

  it('gives the headings down to the item of a route', () => {
    const trail = findMenuTrail(MENU, 'human-capital/prospective-employee');
    expect(trail.map((entry) => entry.id)).toEqual(['M500', 'M500_300', 'M500_300_200']);
  });

  it('gives nothing for a route outside the menu, and never matches a heading’s empty route', () => {
    expect(findMenuTrail(MENU, 'system/user')).toEqual([]);
    expect(findMenuTrail(MENU, '')).toEqual([]);
  });
});

describe('narrowing the menu', () => {
  const item = (id: string, children: MenuItem[] = []): MenuItem => ({
    id,
    label: id,
    route: id === 'M100' ? '' : id,
    iconClasses: '',
    children,
  });
  const menu = [
    item('M000'),
    item('M100', [item('M100_100', [item('M100_100_010')]), item('M100_200')]),
    item('M950'),
  ];

  it('keeps the entry, everything under it and the headings above it', () => {
    expect(narrowMenu(menu, 'M100_100')).toEqual([
      item('M100', [item('M100_100', [item('M100_100_010')])]),
    ]);
  });

  it('keeps the whole menu when the entry is not in it', () => {
    expect(narrowMenu(menu, 'M999')).toEqual(menu);
  });
});
