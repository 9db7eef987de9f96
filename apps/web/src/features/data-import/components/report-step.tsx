/**
 * Step 2: what the server read (file, format, rows, months covered), the first rows, and either
 * every problem with its line, column and reason (nothing will be loaded) or the offer to load.
 */
import { Alert, Stack, Text, Title } from '@mantine/core';
import type { ImportUpload } from '@outlet-pulse/contracts';
import { formatCount } from '@outlet-pulse/contracts';
import { Fact, Facts } from '../../../components/record-list/list-cards';
import { useDates } from '../../../lib/dates';
import type { ImportFlow } from '../hooks/use-import-flow';
import { fileFormatLabel, kindLabel, numberFormatLabel } from '../import-labels';
import {
  dateRangeText,
  issuesShownNote,
  periodsText,
  plural,
  problemsTitle,
  reasonSentence,
  splitIssues,
  validSummary,
} from '../import-report';
import classes from './data-import.module.css';
import { FileName } from './file-name';
import { IssueTable } from './issue-table';
import { PreviewTable } from './preview-table';
import { ReportActions } from './report-actions';

function UploadFacts({ upload }: { upload: ImportUpload }) {
  const days = dateRangeText(upload, useDates().date);
  return (
    <Facts wide>
      <Fact label="File">
        <FileName name={upload.fileName} />
      </Fact>
      <Fact label="Kind">{kindLabel(upload.kind)}</Fact>
      <Fact label="Format">{fileFormatLabel(upload.format)}</Fact>
      <Fact label="Numbers">{numberFormatLabel(upload.numberFormat)}</Fact>
      <Fact label="Rows">{formatCount(upload.rows)}</Fact>
      <Fact label="Periods">{periodsText(upload)}</Fact>
      {days !== null && <Fact label="Days">{days}</Fact>}
    </Facts>
  );
}

export function ReportStep({ flow, upload }: { flow: ImportFlow; upload: ImportUpload }) {
  const hasIssues = upload.issueCount > 0;
  const issues = splitIssues(upload.issues);
  const note = issuesShownNote(upload.issues.length, upload.issueCount);
  return (
    <Stack gap="md">
      <UploadFacts upload={upload} />
      {hasIssues ? (
        <Alert color="red" variant="light" title={problemsTitle(upload.issueCount)} role="alert">
          <Stack gap={4}>
            {issues.wholeFile.map((issue) => (
              <Text key={issue.reason} size="sm" className={classes.wrap}>
                {reasonSentence(issue.reason)}
              </Text>
            ))}
            {issues.rows.length > 0 && (
              <Text size="sm">Fix the rows listed below and upload the file again.</Text>
            )}
          </Stack>
        </Alert>
      ) : (
        <Alert color="teal" variant="light" title={validSummary(upload.rows)} role="status">
          <Text size="sm">
            {plural(upload.rows, 'row')} of {kindLabel(upload.kind).toLowerCase()} are ready.
            Nothing is loaded until you confirm.
          </Text>
        </Alert>
      )}
      <ReportActions
        flow={flow}
        loadFailedTitle="The file could not be loaded"
        rows={upload.rows}
        onLoad={hasIssues ? undefined : () => void flow.load(upload)}
      />
      {issues.rows.length > 0 && (
        <Stack gap="xs">
          <Title order={3} size="h5">
            Problems
          </Title>
          {note !== null && (
            <Text size="sm" c="dimmed">
              {note}
            </Text>
          )}
          <IssueTable issues={issues.rows} />
        </Stack>
      )}
      {upload.preview.length > 0 && (
        <Stack gap="xs">
          <Title order={3} size="h5">
            {upload.preview.length < upload.rows
              ? `First ${plural(upload.preview.length, 'row')} of ${formatCount(upload.rows)}`
              : `All ${plural(upload.preview.length, 'row')}`}
          </Title>
          <PreviewTable header={upload.header} rows={upload.preview} />
        </Stack>
      )}
    </Stack>
  );
}
