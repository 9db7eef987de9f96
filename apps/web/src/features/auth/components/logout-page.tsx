/**
 * The logout screen (§2.5, routes log-out and exit): 'Close Application!' asks to confirm;
 * 'Exit now!' ends the session on the server and here, says 'You already logout!' and goes to
 * sign-in; 'No' goes back home.
 */
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { LOGOUT_MESSAGES } from '@outlet-pulse/contracts';
import { useNavigate } from 'react-router';
import { useLeavePortal } from '../hooks/use-leave-portal';

export function LogoutPage() {
  const navigate = useNavigate();
  const { leave, leaving } = useLeavePortal();
  return (
    <Paper withBorder p="xl" maw={460} w="100%" mx="auto" mt="xl">
      <Stack gap="lg" align="center" ta="center">
        <Title order={2}>{LOGOUT_MESSAGES.question}</Title>
        <Text c="dimmed">You will need to sign in again to use the portal.</Text>
        <Group>
          <Button color="red" onClick={leave} loading={leaving}>
            {LOGOUT_MESSAGES.confirm}
          </Button>
          <Button variant="default" onClick={() => navigate('/')} disabled={leaving}>
            {LOGOUT_MESSAGES.cancel}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
