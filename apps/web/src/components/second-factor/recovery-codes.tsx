/**
 * A new set of recovery codes, shown this once (the server keeps only their hashes): the codes,
 * Copy and Download as a .txt file, and 'I have saved these codes' to go on.
 */
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { useDates } from '../../lib/dates';
import { saveFile } from '../../lib/save-file';
import { recoveryCodesFileName, recoveryCodesText } from '../../lib/second-factor';
import classes from './recovery-codes.module.css';

export const CODES_SAVED_LABEL = 'I have saved these codes';

const SHARED_ROW = { flex: '1 1 auto' };

interface RecoveryCodesProps {
  codes: readonly string[];
  userName: string;
  onSaved: () => void;
}

export function RecoveryCodes({ codes, userName, onSaved }: RecoveryCodesProps) {
  const clipboard = useClipboard({ timeout: 2000 });
  const { dateTime } = useDates();
  const download = () => {
    const text = recoveryCodesText(codes, userName, dateTime(new Date()));
    saveFile(
      new Blob([text], { type: 'text/plain;charset=utf-8' }),
      recoveryCodesFileName(userName),
    );
  };
  return (
    <Stack gap="sm">
      <Alert color="orange" variant="light" title="Save these recovery codes now">
        They are shown only this once. If you lose your phone, each code signs you in once in place
        of a code from your app. Keep them somewhere safe, away from your phone.
      </Alert>
      <Paper withBorder p="sm" bg="gray.0">
        <ul aria-label="Recovery codes" className={classes.codes}>
          {codes.map((code) => (
            <Text component="li" key={code} ff="monospace" size="sm" ta="center">
              {code}
            </Text>
          ))}
        </ul>
      </Paper>
      {clipboard.error && (
        <Text size="sm" c="red.8" role="alert">
          This browser does not allow copying here: download the codes instead.
        </Text>
      )}
      {/* Each takes what its label needs and shares the rest, wrapping if need be. */}
      <Group gap="xs">
        <Button
          variant="default"
          style={SHARED_ROW}
          color={clipboard.copied ? 'teal' : undefined}
          onClick={() => clipboard.copy(codes.join('\n'))}
          aria-label="Copy the recovery codes"
        >
          {clipboard.copied ? 'Copied' : 'Copy'}
        </Button>
        <Button
          variant="default"
          style={SHARED_ROW}
          onClick={download}
          aria-label="Download the recovery codes"
        >
          Download .txt
        </Button>
      </Group>
      <Button onClick={onSaved}>{CODES_SAVED_LABEL}</Button>
    </Stack>
  );
}
