/**
 * Step 1: what kind of file, its layout and templates, how its numbers are written, the sheet
 * of a workbook, and the file itself; then upload it for checking, with the upload's progress.
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
import { useId } from 'react';
import { Icon } from '../../../components/icons';
import type { ImportFlow } from '../hooks/use-import-flow';
import {
  isImportKind,
  isNumberFormatChoice,
  KIND_OPTIONS,
  NUMBER_FORMAT_OPTIONS,
} from '../import-labels';
import { uploadProgressText } from '../import-report';
import { KindLayout } from './kind-layout';

export const FILE_LABEL = 'File';
export const UPLOAD_LABEL = 'Upload and check';

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

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        flow.send();
      }}
    >
      <Stack gap="md">
        {/* Ten kinds: radios that wrap in a grid, where a segmented row would overflow. */}
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
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap="xs">
            <Title order={3} size="h5">
              Columns
            </Title>
            <KindLayout kind={choice.kind} />
          </Stack>
          <Stack gap="sm">
            <Title order={3} size="h5">
              The file
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
            <TextInput
              label="Sheet"
              description="Only for .xlsx workbooks; leave empty for the first sheet."
              placeholder="First sheet"
              value={choice.sheet}
              maxLength={100}
              onChange={(event) => flow.setSheet(event.currentTarget.value)}
              disabled={uploading}
            />
            <FileInput
              label={FILE_LABEL}
              placeholder="Choose a .csv or .xlsx file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              value={choice.file}
              onChange={flow.setFile}
              clearable
              leftSection={<Icon name="file" size={16} />}
              disabled={uploading}
              withAsterisk
            />
            {uploading && (
              <Stack gap={4} aria-live="polite">
                <Text size="sm">{uploadProgressText(flow.progress)}</Text>
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
                disabled={choice.file === null}
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
