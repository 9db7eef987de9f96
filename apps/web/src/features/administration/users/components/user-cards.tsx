/** The users as cards, one under the other, on a phone: nothing to scroll sideways. */
import { Group, Paper, Stack, Text } from '@mantine/core';
import { MASTER_PAGE_SIZE, rowNumber, type User } from '@outlet-pulse/contracts';
import classes from '../../components/administration.module.css';
import { Fact } from '../../components/fact';
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
    <Stack component="ol" gap="sm" m={0} p={0} className={classes.cards} aria-label="Users">
      {rows.map((user, index) => (
        <Paper component="li" key={user.id} withBorder radius="md" p="sm">
          <article aria-label={user.username}>
            <Stack gap="xs">
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <Text size="sm" className={classes.cardTitle}>
                  <Text span c="dimmed" size="sm" mr={6}>
                    {rowNumber(page, MASTER_PAGE_SIZE, index)}.
                  </Text>
                  <Text span size="sm" fw={700}>
                    {user.username}
                  </Text>
                </Text>
                <UserStatus user={user} />
              </Group>
              <dl className={classes.facts}>
                <Fact label="Name">{user.name}</Fact>
                <Fact label="Employee ID">{user.employeeID}</Fact>
                <Fact label="Role">{user.roleName}</Fact>
                <Fact label="Companies">{companiesSummary(user)}</Fact>
              </dl>
              <UserRowActions user={user} actions={actions} fullWidth />
            </Stack>
          </article>
        </Paper>
      ))}
    </Stack>
  );
}
