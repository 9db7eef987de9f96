/**
 * The users as a table (tablet and desktop), with their buttons kept in view at its right edge
 * while it scrolls sideways.
 */
import { Text } from '@mantine/core';
import { MASTER_PAGE_SIZE, type User } from '@outlet-pulse/contracts';
import { ListTable } from '../../../../components/record-list/list-table';
import type { RecordColumn } from '../../../../components/record-list/record-list-types';
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

export function UserTable({ rows, page, actions }: UserTableProps) {
  return (
    <ListTable
      rows={rows}
      page={page}
      limit={MASTER_PAGE_SIZE}
      columns={USER_COLUMNS}
      rowKey={(user) => user.id}
      label="Users"
      minWidth={TABLE_MIN_WIDTH}
      roomy
      buttons={{
        header: 'Actions',
        cell: (user) => <UserRowActions user={user} actions={actions} />,
      }}
    />
  );
}
