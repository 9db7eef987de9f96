/**
 * The users' rows: a table on tablet and desktop, its buttons kept in view at its right edge
 * while it scrolls sideways, and cards on a phone.
 */
import { Text } from '@mantine/core';
import { MASTER_PAGE_SIZE, type User } from '@outlet-pulse/contracts';
import type { ListRowsDefinition } from '../../../../components/record-list/list-rows';
import type { RecordColumn } from '../../../../components/record-list/record-list-types';
import type { UserActions } from '../hooks/use-user-actions';
import { companiesSummary } from '../user-options';
import { UserCard } from './user-card';
import { UserRowActions } from './user-row-actions';
import { UserStatus } from './user-status';

const USER_COLUMNS: readonly RecordColumn<User>[] = [
  {
    header: 'Username',
    cell: (user) => (
      <Text span fz="inherit" fw={600}>
        {user.username}
      </Text>
    ),
  },
  { header: 'Name', cell: (user) => user.name },
  { header: 'Employee ID', cell: (user) => user.employeeID, nowrap: true },
  { header: 'Role', cell: (user) => user.roleName },
  { header: 'Companies', cell: (user) => companiesSummary(user) },
  { header: 'Status', cell: (user) => <UserStatus user={user} />, nowrap: true },
];

const USER_ROWS: ListRowsDefinition<User> = {
  label: 'Users',
  limit: MASTER_PAGE_SIZE,
  rowKey: (user) => user.id,
  rowLabel: (user) => user.username,
  table: { columns: USER_COLUMNS, minWidth: 960, roomy: true },
  card: (user, number) => <UserCard user={user} number={number} />,
};

/** The users' rows, each with its Edit, Reset password and Delete buttons. */
export function userRows(actions: UserActions): ListRowsDefinition<User> {
  return {
    ...USER_ROWS,
    buttons: {
      header: 'Actions',
      cell: (user, fullWidth) => (
        <UserRowActions user={user} actions={actions} fullWidth={fullWidth} />
      ),
    },
  };
}
