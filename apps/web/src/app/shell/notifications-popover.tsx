/** The top bar's notification bell; the portal has no messages to show yet ('no messages'). */
import { ActionIcon, Popover, Text } from '@mantine/core';
import { PAGE_MESSAGES } from '@outlet-pulse/contracts';
import { Icon } from '../../components/icons';

export function NotificationsPopover() {
  return (
    <Popover position="bottom-end" width={240} offset={6} shadow="md">
      <Popover.Target>
        <ActionIcon variant="subtle" color="white" size="lg" aria-label="Notifications">
          <Icon name="bell" size={20} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm" c="dimmed" ta="center">
          {PAGE_MESSAGES.noMessages}
        </Text>
      </Popover.Dropdown>
    </Popover>
  );
}
