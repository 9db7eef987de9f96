/**
 * The users as a table (tablet and desktop). It scrolls sideways inside its own box when the
 * page is narrower, with the buttons kept in view at its right edge; the box takes the keyboard
 * focus so it can be scrolled without a mouse.
 */
import { Table, Text } from '@mantine/core';
import { MASTER_PAGE_SIZE, rowNumber, type User } from '@outlet-pulse/contracts';
import classes from '../../components/administration.module.css';
import type { UserActions } from '../hooks/use-user-actions';
import { companiesSummary } from '../user-options';
import { UserRowActions } from './user-row-actions';
import { UserStatus } from './user-status';

interface UserTableProps {
  rows: readonly User[];
  page: number;
  actions: UserActions;
}

/** Narrower than this, the table scrolls sideways in its box. */
const TABLE_MIN_WIDTH = 960;

export function UserTable({ rows, page, actions }: UserTableProps) {
  return (
    <Table.ScrollContainer
      minWidth={TABLE_MIN_WIDTH}
      type="native"
      className={classes.scrollBox}
      tabIndex={0}
      role="region"
      aria-label="Users"
    >
      <Table highlightOnHover verticalSpacing="xs" horizontalSpacing={8} className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th className={classes.numberCell}>No</Table.Th>
            <Table.Th>Username</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Employee ID</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Companies</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th className={classes.actionsCell}>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((user, index) => (
            <Table.Tr key={user.id}>
              <Table.Td className={classes.numberCell}>
                {rowNumber(page, MASTER_PAGE_SIZE, index)}
              </Table.Td>
              <Table.Td>
                <Text span fz="inherit" fw={600}>
                  {user.username}
                </Text>
              </Table.Td>
              <Table.Td>{user.name}</Table.Td>
              <Table.Td className={classes.nowrap}>{user.employeeID}</Table.Td>
              <Table.Td>{user.roleName}</Table.Td>
              <Table.Td>{companiesSummary(user)}</Table.Td>
              <Table.Td className={classes.nowrap}>
                <UserStatus user={user} />
              </Table.Td>
              <Table.Td className={classes.actionsCell}>
                <UserRowActions user={user} actions={actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
