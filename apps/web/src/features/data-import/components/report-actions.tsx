/**
 * The end of a report of one file or of several: why the load failed, when it did, and the
 * buttons: load the rows, offered only when they may load, and choose another file, the main
 * button when nothing can load. Neither can be pressed again while the rows load.
 */
import { Alert, Button, Group, Text } from '@mantine/core';
import { Icon } from '../../../components/icons';
import type { ImportFlow } from '../hooks/use-import-flow';
import { loadButtonLabel } from '../import-report';

export const CHOOSE_ANOTHER_LABEL = 'Choose another file';

export function ReportActions({
  flow,
  rows,
  loadFailedTitle,
  onLoad,
}: {
  flow: ImportFlow;
  rows: number;
  loadFailedTitle: string;
  /** Left out when the rows cannot load. */
  onLoad?: () => void;
}) {
  return (
    <>
      {flow.confirmError && (
        <Alert color="red" variant="light" title={loadFailedTitle} role="alert">
          <Text size="sm">{flow.confirmError.message}</Text>
        </Alert>
      )}
      <Group gap="sm">
        {onLoad && (
          <Button
            onClick={onLoad}
            loading={flow.confirming}
            leftSection={<Icon name="check" size={16} />}
          >
            {loadButtonLabel(rows)}
          </Button>
        )}
        <Button
          variant={onLoad ? 'default' : 'filled'}
          onClick={flow.startOver}
          disabled={flow.confirming}
        >
          {CHOOSE_ANOTHER_LABEL}
        </Button>
      </Group>
    </>
  );
}
