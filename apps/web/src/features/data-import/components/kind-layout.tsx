/**
 * The column layout of a kind of file (column, required, description) and its templates: CSV
 * with plain numbers, CSV with Indonesian numbers, and an .xlsx workbook.
 */
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { IMPORT_LAYOUTS, type ImportKind } from '@outlet-pulse/contracts';
import { useId } from 'react';
import { Icon } from '../../../components/icons';
import { TableScrollBox } from '../../../components/record-list/list-table';
import listClasses from '../../../components/record-list/record-list.module.css';
import { useTemplateDownload } from '../hooks/use-template-download';
import type { TemplateChoice } from '../import-params';
import classes from './data-import.module.css';

const TEMPLATES: {
  label: string;
  format: TemplateChoice['format'];
  numberFormat: TemplateChoice['numberFormat'];
}[] = [
  { label: 'CSV plain', format: 'csv', numberFormat: 'plain' },
  { label: 'CSV Indonesian', format: 'csv', numberFormat: 'id' },
  { label: '.xlsx', format: 'xlsx', numberFormat: 'plain' },
];

export function KindLayout({ kind }: { kind: ImportKind }) {
  const layout = IMPORT_LAYOUTS[kind];
  const templates = useTemplateDownload();
  const templatesId = useId();
  return (
    <Stack gap="xs">
      <Text size="sm">{layout.description}</Text>
      <TableScrollBox minWidth={300} label={`Columns of ${layout.title.toLowerCase()}`}>
        <Table verticalSpacing={6} horizontalSpacing={8} className={listClasses.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Column</Table.Th>
              <Table.Th>Required</Table.Th>
              <Table.Th>Description</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {layout.columns.map((column) => (
              <Table.Tr key={column.name}>
                <Table.Td className={classes.code}>{column.name}</Table.Td>
                <Table.Td>
                  <Text
                    span
                    fz="inherit"
                    fw={column.required ? 600 : 400}
                    c={column.required ? undefined : 'dimmed'}
                  >
                    {column.required ? 'Yes' : 'No'}
                  </Text>
                </Table.Td>
                <Table.Td>{column.description}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScrollBox>
      <Text id={templatesId} size="sm" fw={500} mt={4}>
        Download template
      </Text>
      <Group gap="xs" role="group" aria-labelledby={templatesId}>
        {TEMPLATES.map(({ label, format, numberFormat }) => {
          const choice = { kind, format, numberFormat };
          return (
            <Button
              key={label}
              size="compact-sm"
              variant="light"
              leftSection={<Icon name="file" size={14} />}
              loading={templates.isPending(choice)}
              aria-label={`Download template ${label}`}
              onClick={() => void templates.download(choice)}
            >
              {label}
            </Button>
          );
        })}
      </Group>
    </Stack>
  );
}
