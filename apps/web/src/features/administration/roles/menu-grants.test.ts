import { describe, expect, it } from 'vitest';
import {
  type CatalogMenu,
  menuCheckStates,
  menusUnder,
  menuTreeOrder,
  toggleMenu,
} from './menu-grants';

const menu = (id: string, parentId: string | null, depth: number): CatalogMenu => ({
  id,
  parentId,
  label: id,
  depth,
});

// System ─┬─ Users
//         └─ Masters ── Branch
// Sales
const MENUS = [
  menu('sales', null, 0),
  menu('branch', 'masters', 2),
  menu('system', null, 0),
  menu('users', 'system', 1),
  menu('masters', 'system', 1),
];

const ids = (menus: CatalogMenu[]) => menus.map((item) => item.id);

describe('the menu tree', () => {
  it('puts each heading before the menus under it, siblings in catalog order', () => {
    expect(ids(menuTreeOrder(MENUS))).toEqual(['sales', 'system', 'users', 'masters', 'branch']);
  });

  it('shows a menu whose parent is not in the catalog at the top level', () => {
    expect(ids(menuTreeOrder([menu('orphan', 'gone', 1)]))).toEqual(['orphan']);
  });

  it('finds every menu under a heading, however deep', () => {
    expect(menusUnder(MENUS, 'system')).toEqual(new Set(['users', 'masters', 'branch']));
    expect(menusUnder(MENUS, 'branch')).toEqual(new Set());
  });
});

describe('what the checkboxes show', () => {
  it('checks and locks everything under a granted heading', () => {
    const states = menuCheckStates(MENUS, new Set(['system']));
    expect(states.get('system')).toEqual({ checked: true, implied: false, partial: false });
    expect(states.get('users')).toEqual({ checked: true, implied: true, partial: false });
    expect(states.get('branch')).toEqual({ checked: true, implied: true, partial: false });
    expect(states.get('sales')).toEqual({ checked: false, implied: false, partial: false });
  });

  it('shows headings above a granted menu as partly checked', () => {
    const states = menuCheckStates(MENUS, new Set(['branch']));
    expect(states.get('branch')).toEqual({ checked: true, implied: false, partial: false });
    expect(states.get('masters')?.partial).toBe(true);
    expect(states.get('system')?.partial).toBe(true);
    expect(states.get('users')?.checked).toBe(false);
  });

  it('counts a menu granted both itself and through a heading as implied', () => {
    const states = menuCheckStates(MENUS, new Set(['system', 'users']));
    expect(states.get('users')).toEqual({ checked: true, implied: true, partial: false });
  });
});

describe('ticking and unticking', () => {
  it('grants a heading in place of the grants under it', () => {
    expect(toggleMenu(MENUS, new Set(['users', 'branch', 'sales']), 'system', true)).toEqual(
      new Set(['sales', 'system']),
    );
  });

  it('unticks a heading with its whole branch', () => {
    const granted = toggleMenu(MENUS, new Set(['system']), 'system', false);
    expect(granted).toEqual(new Set());
    expect(menuCheckStates(MENUS, granted).get('users')?.checked).toBe(false);
  });

  it('does not change the grants it is given', () => {
    const granted = new Set(['users']);
    toggleMenu(MENUS, granted, 'sales', true);
    expect(granted).toEqual(new Set(['users']));
  });
});
