/**
 * The ASP / UPT / ATV panel, shared by the regular widget (chartsales) and its LFL twin
 * (lflsalesAspUptAtv), spec 000 §2: three stacked cards (ASP, UPT, ATV), each with its chart,
 * its GROWTH and metric table, and its own detail modal. The two widgets differ only in their
 * call, titles, colours and the rules the model applies for LFL.
 */
import { Card, Stack, Text, Title } from '@mantine/core';
import { type AspUptAtv, responses } from '@outlet-pulse/contracts';
import { useCallback, useId, useMemo, useState } from 'react';
import { Chart } from '../../../lib/charts/chart';
import { buildChartOption, type ChartPoint } from '../../../lib/charts/chart-option';
import { formatNumber } from '../../../lib/format';
import { DETAIL_TITLES } from '../detail/detail-model';
import { type DetailQuery, monthDetailQuery } from '../detail/detail-query';
import { SalesDetailModal } from '../detail/sales-detail-modal';
import { type BrandFilter, brandQuery } from '../sales-filter';
import { DataTable } from '../shared/data-table';
import { HoverTooltip, toolipLines } from '../shared/hover-tooltip';
import { useSalesCall } from '../shared/sales-query';
import { StatusValue } from '../shared/status-value';
import type { TableModel } from '../shared/table-model';
import { WidgetCard } from '../shared/widget-card';
import {
  hasNoMetrics,
  METRIC_INFO,
  METRICS,
  type Metric,
  type MetricRow,
  metricBlock,
  metricChart,
  metricColumns,
  metricDetailKind,
  metricDetailQuery,
  metricRows,
  metricTitle,
} from './asp-upt-atv-model';

/**
 * A month's cell: the GROWTH row with its arrow and colour, the metric row plain; both with
 * the server's toolip on hover.
 */
function MetricCellView({ row, monthIndex }: { row: MetricRow; monthIndex: number }) {
  const cell = row.cells[monthIndex];
  if (!cell || cell.value === null) return null;
  const text = formatNumber(row.kind, cell.value);
  if (cell.flag) return <StatusValue flag={cell.flag} text={text} tooltip={cell.tooltip} />;
  return (
    <HoverTooltip label={toolipLines(cell.tooltip)}>
      <Text span inherit style={{ whiteSpace: 'nowrap' }}>
        {text}
      </Text>
    </HoverTooltip>
  );
}

interface MetricCardProps {
  data: AspUptAtv;
  metric: Metric;
  lfl: boolean;
  filter: BrandFilter;
  filterQuery: Record<string, string>;
  onSelect: (metric: Metric, query: DetailQuery) => void;
}

function MetricCard({ data, metric, lfl, filter, filterQuery, onSelect }: MetricCardProps) {
  const titleId = useId();
  const title = metricTitle(metric, lfl);
  const block = useMemo(() => metricBlock(data, metric), [data, metric]);
  const option = useMemo(
    () => buildChartOption(metricChart(data.chartcategory, block.series, metric, lfl)),
    [data, block, metric, lfl],
  );
  const year = block.series.at(-1)?.years ?? filter.year;
  const detailTitle = DETAIL_TITLES[metricDetailKind(metric, lfl)];
  const model = useMemo((): TableModel<MetricRow> => {
    const columns = metricColumns(data.chartcategory, year, (monthIndex) => ({
      label: `Open ${detailTitle} for ${data.chartcategory[monthIndex]} ${year}`,
      onActivate: () => onSelect(metric, monthDetailQuery(filterQuery, year, monthIndex)),
    }));
    return {
      columns: columns.map((column, index) =>
        index === 0
          ? column
          : {
              ...column,
              render: (row: MetricRow) => <MetricCellView row={row} monthIndex={index - 1} />,
            },
      ),
      sections: [{ id: metric, rows: metricRows(block.months, metric, { hideWithoutNett: !lfl }) }],
      rowId: (row) => row.id,
    };
  }, [data, block, metric, lfl, year, detailTitle, filterQuery, onSelect]);
  const onPointClick = (point: ChartPoint) => {
    const query = metricDetailQuery(filterQuery, point, metric, lfl);
    if (query) onSelect(metric, query);
  };
  const name = `${title} ${filter.company} ${year}`;
  return (
    <Card component="section" withBorder radius="sm" padding="sm" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={4} size="h6" id={titleId}>
          {title}
        </Title>
        <Chart
          option={option}
          label={`${title} chart: ${METRIC_INFO[metric].label} per month, ${block.series.map((line) => line.name).join(', ')}`}
          onPointClick={onPointClick}
        />
        <DataTable
          model={model}
          label={`${title} growth and ${METRIC_INFO[metric].label}`}
          fileName={name}
          sheetTitle={`${name} · ${data.datalastupdate.chartsubtitle}`}
        />
      </Stack>
    </Card>
  );
}

interface AspUptAtvPanelProps {
  /** The widget's name, written to data-widget. */
  name: string;
  title: string;
  call: string;
  lfl: boolean;
  filter: BrandFilter;
}

interface Selection {
  metric: Metric;
  query: DetailQuery;
}

export function AspUptAtvPanel({ name, title, call, lfl, filter }: AspUptAtvPanelProps) {
  const filterQuery = useMemo(() => brandQuery(filter), [filter]);
  const answer = useSalesCall(call, responses.aspUptAtv, filterQuery);
  const [selection, setSelection] = useState<Selection | null>(null);
  const onSelect = useCallback(
    (metric: Metric, query: DetailQuery) => setSelection({ metric, query }),
    [],
  );
  return (
    <>
      <WidgetCard
        name={name}
        title={title}
        query={answer}
        subtitle={(data) => data.datalastupdate.chartsubtitle}
        isEmpty={hasNoMetrics}
      >
        {(data) =>
          METRICS.map((metric) => (
            <MetricCard
              key={metric}
              data={data}
              metric={metric}
              lfl={lfl}
              filter={filter}
              filterQuery={filterQuery}
              onSelect={onSelect}
            />
          ))
        }
      </WidgetCard>
      {METRICS.map((metric) => (
        <SalesDetailModal
          key={metric}
          kind={metricDetailKind(metric, lfl)}
          query={selection?.metric === metric ? selection.query : null}
          onClose={() => setSelection(null)}
        />
      ))}
    </>
  );
}
