/** The top bar's notification bell; the portal has no messages to show yet ('no messages'). */
import { Text } from '@mantine/core';
import { PAGE_MESSAGES } from '@outlet-pulse/contracts';
import { TopBarPopover } from './top-bar-popover';

export function NotificationsPopover() {
  return (
    <TopBarPopover label="Notifications" icon="bell">
      <Text size="sm" c="dimmed" ta="center">
        {PAGE_MESSAGES.noMessages}
      </Text>
    </TopBarPopover>
  );
}
