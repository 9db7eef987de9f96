/**
 * The buttons under a report of one file or of several: load the rows, offered only when they
 * may load, and choose another file, the main button when nothing can load. Neither can be
 * pressed again while the rows load.
 */
import { Button, Group } from '@mantine/core';
import { Icon } from '../../../components/icons';
import type { ImportFlow } from '../hooks/use-import-flow';
import { loadButtonLabel } from '../import-report';

export const CHOOSE_ANOTHER_LABEL = 'Choose another file';

export function ReportActions({
  flow,
  rows,
  onLoad,
}: {
  flow: ImportFlow;
  rows: number;
  /** Left out when the rows cannot load. */
  onLoad?: () => void;
}) {
  return (
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
  );
}
