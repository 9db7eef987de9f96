/**
 * TRAFFIC SUMMARY & CONVERSION RATE (charttrafficsummary, spec 000 §2): visitors per month as
 * columns and the conversion rate as lines on the opposite axis, for the chosen year and the two
 * before; the table by month; and the TRAFFIC DETAIL of a month (chartsalessummarydetail, with
 * the traffic columns). A click on series 0 is ignored, as the spec says.
 */
import { responses, type TrafficSummary } from '@outlet-pulse/contracts';
import { useMemo, useState } from 'react';
import { Chart } from '../../../lib/charts/chart';
import { buildChartOption, type ChartPoint } from '../../../lib/charts/chart-option';
import { DETAIL_TITLES } from '../detail/detail-model';
import { type DetailQuery, detailQueryFromPoint, monthDetailQuery } from '../detail/detail-query';
import { SalesDetailModal } from '../detail/sales-detail-modal';
import { type BrandFilter, brandQuery } from '../sales-filter';
import { DataTable } from '../shared/data-table';
import { useSalesCall } from '../shared/sales-query';
import type { TableModel } from '../shared/table-model';
import { WidgetCard } from '../shared/widget-card';
import { hasNoSales } from './sales-summary-model';
import {
  type TrafficRow,
  trafficChart,
  trafficColumns,
  trafficRows,
} from './traffic-summary-model';

export const TRAFFIC_SUMMARY_CALL = 'charttrafficsummary';
const TITLE = 'TRAFFIC SUMMARY & CONVERSION RATE';

interface ContentProps {
  data: TrafficSummary;
  filter: BrandFilter;
  filterQuery: Record<string, string>;
  onSelect: (query: DetailQuery) => void;
}

function TrafficSummaryContent({ data, filter, filterQuery, onSelect }: ContentProps) {
  const option = useMemo(
    () => buildChartOption(trafficChart(data.chartcategory, data.chartData)),
    [data],
  );
  const year = filter.year;
  const model = useMemo(
    (): TableModel<TrafficRow> => ({
      columns: trafficColumns(data.tableHeader, year, (monthIndex) => ({
        label: `Open ${DETAIL_TITLES.traffic} for ${data.tableHeader[monthIndex]} ${year}`,
        onActivate: () => onSelect(monthDetailQuery(filterQuery, year, monthIndex)),
      })),
      sections: [{ id: 'traffic', rows: trafficRows(data.tableTrafficData) }],
      rowId: (row) => row.label,
    }),
    [data, year, filterQuery, onSelect],
  );
  const onPointClick = (point: ChartPoint) => {
    const query = detailQueryFromPoint(filterQuery, point, { ignoreFirstSeries: true });
    if (query) onSelect(query);
  };
  const name = `TRAFFIC SUMMARY ${filter.company} ${year}`;
  return (
    <>
      <Chart
        option={option}
        label={`${TITLE} chart: visitors and conversion rate per month`}
        onPointClick={onPointClick}
      />
      <DataTable
        model={model}
        label={`${TITLE} by month`}
        fileName={name}
        sheetTitle={`${name} · ${data.datalastupdate.chartsubtitle}`}
      />
    </>
  );
}

export function TrafficSummaryWidget({ filter }: { filter: BrandFilter }) {
  const filterQuery = useMemo(() => brandQuery(filter), [filter]);
  const traffic = useSalesCall(TRAFFIC_SUMMARY_CALL, responses.trafficSummary, filterQuery);
  const [selection, setSelection] = useState<DetailQuery | null>(null);
  return (
    <>
      <WidgetCard
        name="TrafficSummaryWidget"
        title={TITLE}
        query={traffic}
        subtitle={(data) => data.datalastupdate.chartsubtitle}
        isEmpty={(data) => hasNoSales(data.chartData)}
      >
        {(data) => (
          <TrafficSummaryContent
            data={data}
            filter={filter}
            filterQuery={filterQuery}
            onSelect={setSelection}
          />
        )}
      </WidgetCard>
      <SalesDetailModal kind="traffic" query={selection} onClose={() => setSelection(null)} />
    </>
  );
}
