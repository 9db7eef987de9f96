/**
 * The result lines (spec 001 §2.9), grouped under their category: each with its line number,
 * question, flag badge, sub-category, weight, final score, remark and photos.
 */
import { Badge, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ChecklistReportLine } from '@outlet-pulse/contracts';
import { useId } from 'react';
import { formatScore } from '../report-format';
import { FLAG_COLORS, flagLabel, flagOf, groupByCategory } from '../report-lines';
import classes from './checklist-report.module.css';
import { ReportPhotos } from './report-photos';

const NO_REMARK = '-';

function Fact({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className={className}>
      <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text component="dd" size="sm">
        {value}
      </Text>
    </div>
  );
}

function ReportLine({ line }: { line: ChecklistReportLine }) {
  const questionId = useId();
  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p="sm"
      className={classes.line}
      aria-labelledby={questionId}
    >
      <Stack gap="xs">
        <Group gap="sm" align="flex-start" wrap="nowrap">
          <span className={classes.lineNumber}>
            <VisuallyHidden>Line </VisuallyHidden>
            {line.linequestion}
          </span>
          <Text id={questionId} fw={600} style={{ flex: 1, minWidth: 0 }} mt={3}>
            {line.question}
          </Text>
          <Badge
            color={FLAG_COLORS[flagOf(line.Flag)]}
            variant="filled"
            autoContrast
            radius="sm"
            className={classes.flag}
            style={{ flexShrink: 0 }}
            mt={3}
          >
            {flagLabel(line.Flag)}
          </Badge>
        </Group>
        <dl className={classes.lineFacts}>
          <Fact label="Sub-category" value={line.subcategory} />
          <Fact label="Weight" value={formatScore(line.weight)} />
          <Fact label="Final score" value={formatScore(line.ScoreFinal)} />
          <Fact
            label="Remark"
            value={line.remark.trim() || NO_REMARK}
            className={classes.lineRemark}
          />
        </dl>
        {line.attachfile.length > 0 && <ReportPhotos photos={line.attachfile} />}
      </Stack>
    </Paper>
  );
}

export function ReportLineList({ lines }: { lines: readonly ChecklistReportLine[] }) {
  if (lines.length === 0) {
    return <Text c="dimmed">This checklist has no result lines.</Text>;
  }
  return (
    <Stack gap="lg">
      {groupByCategory(lines).map((group) => (
        <CategorySection key={group.category} category={group.category} lines={group.lines} />
      ))}
    </Stack>
  );
}

function CategorySection({ category, lines }: { category: string; lines: ChecklistReportLine[] }) {
  const headingId = useId();
  return (
    <section className={classes.category} aria-labelledby={headingId}>
      <Group justify="space-between" align="baseline" mb="xs" className={classes.categoryHeading}>
        <Title order={2} size="h4" id={headingId}>
          <VisuallyHidden>Category: </VisuallyHidden>
          {category}
        </Title>
        <Text size="xs" c="dimmed">
          {lines.length === 1 ? '1 line' : `${lines.length} lines`}
        </Text>
      </Group>
      <Stack component="ul" gap="xs" className={classes.lines}>
        {lines.map((line) => (
          <li key={line.linequestion}>
            <ReportLine line={line} />
          </li>
        ))}
      </Stack>
    </section>
  );
}
