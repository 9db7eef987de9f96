/** The users as cards, one under the other, on a phone: nothing to scroll sideways. */
import { Group, Text } from '@mantine/core';
import { MASTER_PAGE_SIZE, type User } from '@outlet-pulse/contracts';
import { CardNumber, Fact, Facts, ListCards } from '../../../../components/record-list/list-cards';
import classes from '../../../../components/record-list/record-list.module.css';
import type { UserActions } from '../hooks/use-user-actions';
import { companiesSummary } from '../user-options';
import { UserRowActions } from './user-row-actions';
import { UserStatus } from './user-status';

interface UserCardsProps {
  rows: readonly User[];
  page: number;
  actions: UserActions;
}

export function UserCards({ rows, page, actions }: UserCardsProps) {
  return (
    <ListCards
      rows={rows}
      page={page}
      limit={MASTER_PAGE_SIZE}
      label="Users"
      rowKey={(user) => user.id}
      rowLabel={(user) => user.username}
    >
      {(user, number) => (
        <>
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Text size="sm" className={classes.cardTitle}>
              <CardNumber number={number} />
              <Text span size="sm" fw={700}>
                {user.username}
              </Text>
            </Text>
            <UserStatus user={user} />
          </Group>
          <Facts>
            <Fact label="Name">{user.name}</Fact>
            <Fact label="Employee ID">{user.employeeID}</Fact>
            <Fact label="Role">{user.roleName}</Fact>
            <Fact label="Companies">{companiesSummary(user)}</Fact>
          </Facts>
          <UserRowActions user={user} actions={actions} fullWidth />
        </>
      )}
    </ListCards>
  );
}
