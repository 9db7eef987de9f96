/** Tests' menu entry: its id is its label, with a placeholder icon. */
import type { MenuItem } from '@outlet-pulse/contracts';

export const menuItem = (id: string, route: string, children: MenuItem[] = []): MenuItem => ({
  id,
  label: id,
  route,
  iconClasses: 'icon-dot',
  children,
});
