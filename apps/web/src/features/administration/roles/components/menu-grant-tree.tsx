/**
 * The menus a role grants, as checkboxes indented by their depth in the menu tree. A menu under
 * a granted heading shows checked and locked: the heading grants it.
 */
import { Checkbox, Input, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { type CatalogMenu, menuCheckStates, menuTreeOrder, toggleMenu } from '../menu-grants';
import classes from './roles.module.css';

/** How far each level of the tree is indented. */
const INDENT_PX = 22;

interface MenuGrantTreeProps {
  menus: readonly CatalogMenu[];
  value: string[];
  onChange: (menuIds: string[]) => void;
  error?: string;
}

export function MenuGrantTree({ menus, value, onChange, error }: MenuGrantTreeProps) {
  const ordered = useMemo(() => menuTreeOrder(menus), [menus]);
  const topDepth = Math.min(...menus.map((menu) => menu.depth));
  const granted = useMemo(() => new Set(value), [value]);
  const states = useMemo(() => menuCheckStates(menus, granted), [menus, granted]);

  return (
    <Input.Wrapper
      label="Menus"
      description="Ticking a heading grants every menu under it, including menus added later."
      error={error}
    >
      <Stack gap={6} mt="xs" p="sm" className={classes.menuTree} role="group" aria-label="Menus">
        {ordered.map((menu) => {
          const state = states.get(menu.id);
          return (
            <Checkbox
              key={menu.id}
              label={menu.label}
              checked={state?.checked ?? false}
              indeterminate={state?.partial ?? false}
              disabled={state?.implied ?? false}
              title={state?.implied ? 'Granted by the heading above' : undefined}
              style={{ paddingLeft: (menu.depth - topDepth) * INDENT_PX }}
              onChange={(event) =>
                onChange([...toggleMenu(menus, granted, menu.id, event.currentTarget.checked)])
              }
            />
          );
        })}
      </Stack>
    </Input.Wrapper>
  );
}
