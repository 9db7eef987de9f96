/**
 * The bank account number on My Account: masked to its last four digits as the session carries
 * it, with a button that asks the server for the user's own number in full, and hides it again.
 */
import { Button, Group, Text } from '@mantine/core';
import type { Session } from '@outlet-pulse/contracts';
import { useState } from 'react';
import { useBankAccountNumber } from '../api/bank-account';

export function BankAccountNumber({ session }: { session: Session }) {
  const masked = session.employee_info.bankAccountNumber;
  const [shown, setShown] = useState(false);
  const full = useBankAccountNumber(session, shown);
  if (masked === null) return <>-</>;
  const number = shown && full.data ? full.data.bankAccountNumber : masked;
  return (
    <Group gap="xs" wrap="wrap" component="span">
      <Text component="span" ff="monospace" aria-live="polite">
        {number ?? '-'}
      </Text>
      <Button
        variant="subtle"
        size="compact-xs"
        loading={shown && full.isFetching}
        aria-pressed={shown}
        onClick={() => setShown((now) => !now)}
      >
        {shown ? 'Hide number' : 'Show number'}
      </Button>
      {shown && full.error ? (
        <Text component="span" size="sm" c="red" role="alert">
          {full.error.message}
        </Text>
      ) : null}
    </Group>
  );
}
