/**
 * The dashboard's welcome notice (spec 000 §1 and §8): it greets the signed-in user and says
 * what the learning-management dashboard will hold once that module is built.
 */
import { Alert, Text } from '@mantine/core';
import { LOGIN_MESSAGES, type Session } from '@outlet-pulse/contracts';

export function WelcomeNotice({ session }: { session: Session }) {
  return (
    <Alert color="blue" variant="light" title={`${LOGIN_MESSAGES.welcome}, ${session.name}`}>
      <Text size="sm">
        This is your dashboard. The learning-management dashboard, with your courses and training,
        will appear here once that module is built.
      </Text>
    </Alert>
  );
}
