/**
 * The one component every sales widget is drawn by: it asks for the definition's call with the
 * filter's query, shows the widget card and its states, draws each view's chart and table (its
 * Excel file titled with the answer's data date), and keeps the detail modals the definition
 * opens, one at a time. A screen that leads somewhere else from a month (the achievement
 * summary) passes `onSelect` instead. The views are memoized on the answer: the card renders
 * again whenever its query's state changes (a refetch starts or settles), and TanStack Query
 * keeps an unchanged answer the same object, so the charts and tables then stay as they are.
 */
import { Card, Stack, Title } from '@mantine/core';
import { Fragment, memo, type ReactNode, useId, useMemo, useState } from 'react';
import { DataTable } from '../../../components/data-table/data-table';
import { WidgetCard } from '../../../components/widget-card';
import { Chart } from '../../../lib/charts/chart';
import { buildChartOption } from '../../../lib/charts/chart-option';
import { useSalesQuery } from '../api/sales-queries';
import type { DetailQuery } from '../detail/detail-query';
import { DilutionDetailModal } from '../detail/dilution-detail-modal';
import { SalesDetailModal } from '../detail/sales-detail-modal';
import type {
  DetailTarget,
  SalesAnswer,
  WidgetDefinition,
  WidgetSelection,
  WidgetView,
} from './widget-definition';

interface ViewProps<Row> {
  view: WidgetView<Row>;
  answer: SalesAnswer;
  /** The chart's name on the screen, which keeps its drawing for an in-app return. */
  chartName: string;
}

const ViewContent = memo(function ViewContent<Row>({ view, answer, chartName }: ViewProps<Row>) {
  const option = useMemo(() => buildChartOption(view.chart.spec), [view.chart.spec]);
  return (
    <>
      <Chart
        option={option}
        label={view.chart.label}
        height={view.chart.height}
        onPointClick={view.chart.onPointClick}
        runningMonth={answer.runningMonth?.bulan}
        keepAs={chartName}
      />
      <DataTable
        model={view.table.model}
        label={view.table.label}
        fileName={view.table.fileName}
        sheetTitle={`${view.table.fileName} · ${answer.datalastupdate.chartsubtitle}`}
      />
    </>
  );
}) as <Row>(props: ViewProps<Row>) => ReactNode;

function TitledView<Row>({ view, answer, chartName }: ViewProps<Row>) {
  const titleId = useId();
  return (
    <Card component="section" withBorder radius="sm" padding="sm" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={4} size="h6" id={titleId}>
          {view.title}
        </Title>
        <ViewContent view={view} answer={answer} chartName={chartName} />
      </Stack>
    </Card>
  );
}

interface ViewsProps<Filter, Data extends SalesAnswer, Row> {
  definition: WidgetDefinition<Filter, Data, Row>;
  data: Data;
  filter: Filter;
  query: Record<string, string>;
  select: (selection: WidgetSelection) => void;
}

const WidgetViews = memo(function WidgetViews<Filter, Data extends SalesAnswer, Row>({
  definition,
  data,
  filter,
  query,
  select,
}: ViewsProps<Filter, Data, Row>) {
  const views = useMemo(
    () => definition.views(data, { filter, query, select }),
    [definition, data, filter, query, select],
  );
  return views.map((view) => {
    const chartName = `${definition.name}/${view.key}`;
    return view.title ? (
      <TitledView key={view.key} view={view} answer={data} chartName={chartName} />
    ) : (
      <Fragment key={view.key}>
        <ViewContent view={view} answer={data} chartName={chartName} />
      </Fragment>
    );
  });
}) as <Filter, Data extends SalesAnswer, Row>(props: ViewsProps<Filter, Data, Row>) => ReactNode;

function DetailModalOf({
  detail,
  query,
  onClose,
}: {
  detail: DetailTarget;
  query: DetailQuery | null;
  onClose: () => void;
}) {
  return detail === 'dilution' ? (
    <DilutionDetailModal query={query} onClose={onClose} />
  ) : (
    <SalesDetailModal kind={detail} query={query} onClose={onClose} />
  );
}

interface SalesWidgetProps<Filter, Data extends SalesAnswer, Row> {
  definition: WidgetDefinition<Filter, Data, Row>;
  filter: Filter;
  /** What a chosen month does instead of opening the definition's detail. */
  onSelect?: (selection: WidgetSelection) => void;
}

export function SalesWidget<Filter, Data extends SalesAnswer, Row>({
  definition,
  filter,
  onSelect,
}: SalesWidgetProps<Filter, Data, Row>) {
  const query = useMemo(() => definition.query(filter), [definition, filter]);
  const answer = useSalesQuery(definition.call, query);
  const [selection, setSelection] = useState<WidgetSelection | null>(null);
  return (
    <>
      <WidgetCard
        name={definition.name}
        title={definition.title}
        query={answer}
        subtitle={(data) => data.datalastupdate.chartsubtitle}
        isEmpty={definition.isEmpty}
        emptyText={definition.emptyText?.(filter)}
      >
        {(data) => (
          <WidgetViews
            definition={definition}
            data={data}
            filter={filter}
            query={query}
            select={onSelect ?? setSelection}
          />
        )}
      </WidgetCard>
      {definition.details.map((detail) => (
        <DetailModalOf
          key={detail}
          detail={detail}
          query={selection?.detail === detail ? selection.query : null}
          onClose={() => setSelection(null)}
        />
      ))}
    </>
  );
}
