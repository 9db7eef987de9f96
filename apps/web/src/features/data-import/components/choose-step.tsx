/**
 * Step 1: one file — its kind, the kind's layout and templates, how its numbers are written, the
 * sheet of a workbook, and the file — or several files (or a .zip) whose names give their kinds;
 * then upload for checking, with the upload's progress.
 */
import {
  Alert,
  Button,
  FileInput,
  Group,
  Progress,
  Radio,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IMPORT_LOAD_ORDER } from '@outlet-pulse/contracts';
import { useId } from 'react';
import { Icon } from '../../../components/icons';
import type { ImportFlow, ImportMode } from '../hooks/use-import-flow';
import {
  chosenFileText,
  isImportKind,
  isNumberFormatChoice,
  KIND_OPTIONS,
  NUMBER_FORMAT_OPTIONS,
} from '../import-labels';
import { uploadProgressText } from '../import-report';
import classes from './data-import.module.css';
import { FileName } from './file-name';
import { KindLayout } from './kind-layout';

export const FILE_LABEL = 'File';
export const FILES_LABEL = 'Files';
export const UPLOAD_LABEL = 'Upload and check';

const SHEET_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The file box of each mode: its label, its hint and the files it offers to pick. */
const FILE_BOXES = {
  one: {
    label: FILE_LABEL,
    placeholder: 'Choose a .csv or .xlsx file',
    accept: `.csv,.xlsx,text/csv,${SHEET_TYPE}`,
  },
  several: {
    label: FILES_LABEL,
    placeholder: 'Choose .csv, .xlsx or .zip files',
    accept: `.csv,.xlsx,.zip,text/csv,application/zip,${SHEET_TYPE}`,
  },
} as const;

const MODE_OPTIONS: { value: ImportMode; label: string }[] = [
  { value: 'one', label: 'One file' },
  { value: 'several', label: 'Several files or a .zip' },
];

/** The chosen files with the kind each name gives, so that a wrong name shows before sending. */
function ChosenFiles({ files }: { files: readonly File[] }) {
  if (files.length === 0) return null;
  return (
    <Stack gap={2} component="ul" aria-label="Chosen files" className={classes.fileList}>
      {files.map((file) => {
        const { text, known } = chosenFileText(file.name);
        return (
          <Group key={file.name} component="li" gap="xs" wrap="nowrap" justify="space-between">
            <Text size="sm">
              <FileName name={file.name} />
            </Text>
            <Text size="sm" c={known ? 'dimmed' : 'red'} style={{ whiteSpace: 'nowrap' }}>
              {text}
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}

/** Several files: how their names give their kinds and in which order they load. */
function SeveralFilesHelp() {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Several files at once
      </Title>
      <Text size="sm">
        Each file's kind comes from its name, which starts with the kind: <code>outlets.csv</code>,{' '}
        <code>daily-sales-2026-11-23.xlsx</code>. Choose the files together, or one .zip holding
        them at its top level. One file per kind.
      </Text>
      <Text size="sm">
        They are checked and loaded together, all or nothing, in this order:{' '}
        {IMPORT_LOAD_ORDER.join(', ')}. A file may use what an earlier one adds (a new company,
        outlet or category), and daily and category sales are checked against each other.
      </Text>
    </Stack>
  );
}

function ControlLabel({ id, children }: { id: string; children: string }) {
  return (
    <Text id={id} component="span" size="sm" fw={500} display="block" mb={4}>
      {children}
    </Text>
  );
}

export function ChooseStep({ flow, phone }: { flow: ImportFlow; phone: boolean }) {
  const formatLabelId = useId();
  const { choice, uploading } = flow;
  const sending = uploading && flow.progress < 1;
  // What both file boxes share: they are required, clearable, and wait while a file is sent.
  const fileBox = {
    clearable: true,
    leftSection: <Icon name="file" size={16} />,
    disabled: uploading,
    withAsterisk: true,
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        flow.send();
      }}
    >
      <Stack gap="md">
        <SegmentedControl
          aria-label="What to import"
          data={MODE_OPTIONS}
          value={choice.mode}
          onChange={(value) => flow.setMode(value === 'several' ? 'several' : 'one')}
          disabled={uploading}
          fullWidth={phone}
          orientation={phone ? 'vertical' : 'horizontal'}
          style={{ alignSelf: phone ? 'stretch' : 'flex-start' }}
        />
        {choice.mode === 'one' && (
          /* Ten kinds: radios that wrap in a grid, where a segmented row would overflow. */
          <Radio.Group
            label="Kind"
            value={choice.kind}
            onChange={(value) => {
              if (isImportKind(value)) flow.setKind(value);
            }}
          >
            <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="xs" verticalSpacing="xs" mt={4}>
              {KIND_OPTIONS.map((option) => (
                <Radio
                  key={option.value}
                  value={option.value}
                  label={option.label}
                  disabled={uploading}
                />
              ))}
            </SimpleGrid>
          </Radio.Group>
        )}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {choice.mode === 'one' ? (
            <Stack gap="xs">
              <Title order={3} size="h5">
                Columns
              </Title>
              <KindLayout kind={choice.kind} />
            </Stack>
          ) : (
            <SeveralFilesHelp />
          )}
          <Stack gap="sm">
            <Title order={3} size="h5">
              {choice.mode === 'one' ? 'The file' : 'The files'}
            </Title>
            <div>
              <ControlLabel id={formatLabelId}>Number format</ControlLabel>
              <SegmentedControl
                aria-labelledby={formatLabelId}
                data={NUMBER_FORMAT_OPTIONS}
                value={choice.numberFormat}
                onChange={(value) => {
                  if (isNumberFormatChoice(value)) flow.setNumberFormat(value);
                }}
                orientation={phone ? 'vertical' : 'horizontal'}
                fullWidth
                disabled={uploading}
              />
              <Text size="xs" c="dimmed" mt={4}>
                Auto tells the format from the file; choose one when the file leaves it unclear.
              </Text>
            </div>
            {choice.mode === 'one' && (
              <TextInput
                label="Sheet"
                description="Only for .xlsx workbooks; leave empty for the first sheet."
                placeholder="First sheet"
                value={choice.sheet}
                maxLength={100}
                onChange={(event) => flow.setSheet(event.currentTarget.value)}
                disabled={uploading}
              />
            )}
            {choice.mode === 'one' ? (
              <FileInput
                {...FILE_BOXES.one}
                {...fileBox}
                value={choice.file}
                onChange={flow.setFile}
              />
            ) : (
              <>
                <FileInput
                  multiple
                  {...FILE_BOXES.several}
                  {...fileBox}
                  value={choice.files}
                  onChange={flow.setFiles}
                />
                <ChosenFiles files={choice.files} />
              </>
            )}
            {uploading && (
              <Stack gap={4} aria-live="polite">
                <Text size="sm">
                  {uploadProgressText(flow.progress, choice.mode === 'several')}
                </Text>
                <Progress
                  aria-label="Upload progress"
                  value={Math.round(flow.progress * 100)}
                  striped={!sending}
                  animated={!sending}
                  transitionDuration={150}
                />
              </Stack>
            )}
            {flow.uploadError && (
              <Alert color="red" variant="light" title="The file could not be checked" role="alert">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {flow.uploadError.message}
                </Text>
              </Alert>
            )}
            <Group gap="sm">
              <Button
                type="submit"
                disabled={choice.mode === 'one' ? choice.file === null : choice.files.length === 0}
                loading={uploading}
                leftSection={<Icon name="check" size={16} />}
              >
                {UPLOAD_LABEL}
              </Button>
              {sending && (
                <Button variant="default" onClick={flow.cancelUpload}>
                  Cancel upload
                </Button>
              )}
            </Group>
          </Stack>
        </SimpleGrid>
      </Stack>
    </form>
  );
}
