/** A user as a card, one under the other, on a phone: nothing to scroll sideways. */
import { Group, Text } from '@mantine/core';
import type { User } from '@outlet-pulse/contracts';
import { CardNumber, Fact, Facts } from '../../../../components/record-list/list-cards';
import classes from '../../../../components/record-list/record-list.module.css';
import { companiesSummary } from '../user-options';
import { UserStatus } from './user-status';

export function UserCard({ user, number }: { user: User; number: number }) {
  return (
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
    </>
  );
}
