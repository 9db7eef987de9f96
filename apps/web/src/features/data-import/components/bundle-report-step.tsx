/**
 * Step 2 of several files: what the server read of each file (in the order they load) with its
 * problems, the problems of the files together, and the offer to load only when nothing has a
 * problem.
 */
import { Alert, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { ImportBundleUpload, ImportPreview } from '@outlet-pulse/contracts';
import { formatCount } from '@outlet-pulse/contracts';
import { Fact, Facts } from '../../../components/record-list/list-cards';
import type { ImportFlow } from '../hooks/use-import-flow';
import { kindLabel } from '../import-labels';
import { bundleRows, issuesShownNote, periodsText, plural, problemsTitle } from '../import-report';
import { FileName } from './file-name';
import { IssueTable } from './issue-table';
import { ReportActions } from './report-actions';

/** One file of the bundle: its kind, rows and periods, and its problems when it has any. */
function BundleFile({ file, position }: { file: ImportPreview; position: number }) {
  const note = issuesShownNote(file.issues.length, file.issueCount);
  return (
    <Paper withBorder radius="sm" p="sm" component="section" aria-label={file.fileName}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={4} size="h6">
            {position}. <FileName name={file.fileName} />
          </Title>
          <Text size="sm" c={file.issueCount > 0 ? 'red' : 'teal'} fw={500}>
            {file.issueCount > 0 ? plural(file.issueCount, 'problem') : 'Valid'}
          </Text>
        </Group>
        <Facts wide>
          <Fact label="Kind">{kindLabel(file.kind)}</Fact>
          <Fact label="Rows">{formatCount(file.rows)}</Fact>
          <Fact label="Periods">{periodsText(file)}</Fact>
        </Facts>
        {file.issueCount > 0 && (
          <>
            {note !== null && (
              <Text size="sm" c="dimmed">
                {note}
              </Text>
            )}
            <IssueTable issues={file.issues} />
          </>
        )}
      </Stack>
    </Paper>
  );
}

export function BundleReportStep({
  flow,
  bundle,
}: {
  flow: ImportFlow;
  bundle: ImportBundleUpload;
}) {
  const canLoad = bundle.uploadId !== null && bundle.issueCount === 0;
  const rows = bundleRows(bundle);
  return (
    <Stack gap="md">
      {canLoad ? (
        <Alert
          color="teal"
          variant="light"
          title={`All ${plural(bundle.files.length, 'file')} are valid`}
          role="status"
        >
          <Text size="sm">
            {plural(rows, 'row')} are ready and load together. Nothing is loaded until you confirm.
          </Text>
        </Alert>
      ) : (
        <Alert color="red" variant="light" title={problemsTitle(bundle.issueCount)} role="alert">
          {bundle.issues.length > 0 ? (
            <List size="sm" spacing={4}>
              {bundle.issues.map((issue) => (
                <List.Item key={issue} style={{ overflowWrap: 'anywhere' }}>
                  {issue}
                </List.Item>
              ))}
            </List>
          ) : (
            <Text size="sm">Fix the rows listed below and upload the files again.</Text>
          )}
        </Alert>
      )}
      <ReportActions
        flow={flow}
        loadFailedTitle="The files could not be loaded"
        rows={rows}
        onLoad={canLoad ? () => void flow.loadBundle(bundle) : undefined}
      />
      {bundle.files.length > 0 && (
        <Stack gap="xs">
          <Title order={3} size="h5">
            The files, in the order they load
          </Title>
          {bundle.files.map((file, index) => (
            <BundleFile key={file.fileName} file={file} position={index + 1} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
