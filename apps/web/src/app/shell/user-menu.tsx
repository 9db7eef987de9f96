/** The signed-in user's photo and name in the top bar, opening My Account, Lock Screen and Logout. */
import { Menu, Text, UnstyledButton } from '@mantine/core';
import type { Session } from '@outlet-pulse/contracts';
import { Link } from 'react-router';
import { Icon } from '../../components/icons';
import { SessionAvatar } from '../../components/session-avatar';
import classes from './shell.module.css';

export function UserMenu({ session, onLock }: { session: Session; onLock: () => void }) {
  return (
    <Menu position="bottom-end" width={220} offset={6}>
      <Menu.Target>
        <UnstyledButton
          className={classes.userButton}
          aria-label={`Account menu of ${session.name}`}
        >
          <SessionAvatar session={session} alt="" variant="white" size={34} />
          <Text size="sm" fw={500} visibleFrom="sm" truncate maw={180}>
            {session.name}
          </Text>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{session.roleName}</Menu.Label>
        <Menu.Item component={Link} to="/myaccount" leftSection={<Icon name="user" />}>
          My Account
        </Menu.Item>
        <Menu.Item onClick={onLock} leftSection={<Icon name="lock" />}>
          Lock Screen
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item component={Link} to="/log-out" color="red" leftSection={<Icon name="logout" />}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
