/**
 * Step 3: the load's progress (asked every half second) and its phase, then the result: the
 * batch and its counts, or why it failed. The history is refreshed once the load is over.
 */
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import type { ImportJob } from '@outlet-pulse/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { SIGNED_IN_KEY } from '../../../lib/session';
import { useImportJob } from '../api/get-import-job';
import { importKeys } from '../api/query-keys';
import { isFinished, kindLabel, phaseLabel } from '../import-labels';
import { failureText, progressPercent, resultText } from '../import-report';

export const PROGRESS_LABEL = 'Import progress';
export const ANOTHER_LABEL = 'Import another file';

export function LoadingStep({
  started,
  fileCount,
  onFinished,
  onAnother,
}: {
  started: ImportJob;
  /** Files loading together: their names, not one kind, describe them. */
  fileCount: number;
  onFinished: (job: ImportJob) => void;
  onAnother: () => void;
}) {
  const query = useImportJob(started);
  const job = query.data;
  const finished = isFinished(job.phase);
  const queryClient = useQueryClient();

  // Once per job: the history gains its row, and the page marks the last step done. A load
  // changes sales, outlets and what every screen shows of them: all of it is read afresh the
  // next time a screen needs it.
  const announced = useRef<string | null>(null);
  useEffect(() => {
    if (!finished || announced.current === job.jobId) return;
    announced.current = job.jobId;
    if (job.phase === 'done') {
      void queryClient.invalidateQueries({ queryKey: [SIGNED_IN_KEY], refetchType: 'none' });
    }
    void queryClient.invalidateQueries({ queryKey: importKeys.history() });
    onFinished(job);
  }, [finished, job, onFinished, queryClient]);

  const percent = job.phase === 'done' ? 100 : progressPercent(job.percent);
  return (
    <Stack gap="md">
      <Text size="sm">
        {fileCount > 1 ? `${fileCount} files: ` : `${kindLabel(job.kind)} from `}
        <strong>{job.fileName}</strong>
      </Text>
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" aria-live="polite">
          <Text size="sm" fw={500}>
            {phaseLabel(job.phase)}
          </Text>
          <Text size="sm" c="dimmed">
            {percent}%
          </Text>
        </Group>
        <Progress
          aria-label={PROGRESS_LABEL}
          value={percent}
          size="lg"
          color={job.phase === 'failed' ? 'red' : job.phase === 'done' ? 'teal' : undefined}
          striped={!finished}
          animated={!finished}
        />
      </Stack>
      {query.isError && !finished && (
        <Alert color="yellow" variant="light" title="The progress could not be read">
          <Text size="sm">{query.error.message} Still trying…</Text>
        </Alert>
      )}
      {job.phase === 'done' && (
        <Alert color="teal" variant="light" title="Import complete" role="status">
          <Text size="sm">{resultText(job)}</Text>
        </Alert>
      )}
      {job.phase === 'failed' && (
        <Alert
          color="red"
          variant="light"
          title="The import failed; nothing was loaded"
          role="alert"
        >
          <Text size="sm">{failureText(job)}</Text>
        </Alert>
      )}
      {finished && (
        <Group>
          <Button onClick={onAnother}>{ANOTHER_LABEL}</Button>
        </Group>
      )}
    </Stack>
  );
}
