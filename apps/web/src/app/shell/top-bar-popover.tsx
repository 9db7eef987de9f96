/** A top-bar icon button that opens a small panel under it (the bell, the layout settings). */
import { ActionIcon, Popover } from '@mantine/core';
import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../components/icons';

interface TopBarPopoverProps {
  /** The button's accessible name. */
  label: string;
  icon: IconName;
  children: ReactNode;
}

export function TopBarPopover({ label, icon, children }: TopBarPopoverProps) {
  return (
    <Popover position="bottom-end" width={240} offset={6} shadow="md">
      <Popover.Target>
        <ActionIcon variant="subtle" color="white" size="lg" aria-label={label}>
          <Icon name={icon} size={20} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>{children}</Popover.Dropdown>
    </Popover>
  );
}
