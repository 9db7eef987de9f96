/**
 * The exceptions as chips above the league table (issue 26, point 5): one button per kind that
 * has outlets, with its count; pressing one opens the worklist of those outlets, each with its
 * reason. Nothing to look at reads as such, rather than as an empty row.
 */
import { Badge, Button, Group, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import type { TodayException } from '@outlet-pulse/contracts';
import { exceptionExplanation, exceptionLabel, shownExceptions } from './exceptions-model';

interface ExceptionChipsProps {
  exceptions: readonly TodayException[];
  /** A chip pressed: its outlets' worklist opens. */
  onOpen: (exception: TodayException) => void;
}

export function ExceptionChips({ exceptions, onOpen }: ExceptionChipsProps) {
  const shown = shownExceptions(exceptions);
  if (shown.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-exceptions="none">
        No exceptions: every outlet reported, and none is far behind or unusual.
      </Text>
    );
  }
  return (
    <Group gap="xs" data-exceptions={shown.length}>
      {shown.map((exception) => (
        <Tooltip
          key={exception.kind}
          label={exceptionExplanation(exception)}
          multiline
          w={260}
          events={{ hover: true, focus: true, touch: false }}
        >
          <Button
            variant="outline"
            color="red.9"
            radius="xl"
            size="compact-sm"
            onClick={() => onOpen(exception)}
            data-exception={exception.kind}
            data-count={exception.count}
            rightSection={
              <>
                <Badge color="red.9" variant="filled" size="sm" radius="xl">
                  {exception.count}
                </Badge>
                <VisuallyHidden>{exception.count === 1 ? 'outlet' : 'outlets'}</VisuallyHidden>
              </>
            }
          >
            {exceptionLabel(exception)}
          </Button>
        </Tooltip>
      ))}
    </Group>
  );
}
