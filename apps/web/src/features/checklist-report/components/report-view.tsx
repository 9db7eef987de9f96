/**
 * The report itself (spec 001 §2.9): branch, date, PIC, checklist format, department and remark,
 * the totals, then the result lines by category. A Print button on screen; paper has none.
 */
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ChecklistReport } from '@outlet-pulse/contracts';
import { formatReportDate } from '../report-format';
import classes from './checklist-report.module.css';
import { ReportLineList } from './report-line-list';
import { ReportTotals } from './report-totals';

const LOGO_URL = '/favicon.svg';
export const REPORT_HEADING = 'Store checklist report';

function Detail({ label, value, wide }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={`${classes.detail} ${wide ? classes.detailWide : ''}`}>
      <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text component="dd" m={0}>
        {value.trim() || '-'}
      </Text>
    </div>
  );
}

export function ReportView({ report }: { report: ChecklistReport }) {
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Group gap="sm" align="flex-start" wrap="nowrap" miw={0}>
              <img src={LOGO_URL} alt="" width={36} height={36} />
              <Stack gap={2} miw={0}>
                <Text size="xs" c="dimmed" fw={700} tt="uppercase">
                  {REPORT_HEADING} · {report.docnumber}
                </Text>
                <Title order={1} fz={{ base: 'h3', sm: 'h2' }} lh={1.2}>
                  {report.branchname}
                </Title>
              </Stack>
            </Group>
            <Button
              variant="default"
              size="sm"
              className={classes.screenOnly}
              onClick={() => window.print()}
              style={{ flexShrink: 0 }}
            >
              Print
            </Button>
          </Group>
          <SimpleGrid
            component="dl"
            cols={{ base: 2, sm: 4 }}
            spacing="md"
            verticalSpacing="sm"
            className={classes.details}
          >
            <Detail label="Date" value={formatReportDate(report.docnumberlinedate)} />
            <Detail label="PIC checklist" value={report.name} />
            <Detail label="Checklist format" value={report.checklistname} />
            <Detail label="Department" value={report.departmentName} />
            <Detail label="Remark" value={report.remark} wide />
          </SimpleGrid>
          <ReportTotals report={report} />
        </Stack>
      </Paper>
      <ReportLineList lines={report.data} />
    </Stack>
  );
}
