/**
 * TRAFFIC SUMMARY & CONVERSION RATE LFL (lflsalessummary, spec 000 §2): like-for-like traffic
 * columns and conversion lines on the opposite axis, the table by category and month, and the
 * TRAFFIC DETAIL LFL of a month. It shares its answer with the LFL sales summary
 * (lfl-summary-query.ts).
 */
import type { LflSalesSummary } from '@outlet-pulse/contracts';
import { useMemo, useState } from 'react';
import { Chart } from '../../../lib/charts/chart';
import { buildChartOption, type ChartPoint } from '../../../lib/charts/chart-option';
import { DETAIL_TITLES } from '../detail/detail-model';
import { type DetailQuery, detailQueryFromPoint, monthDetailQuery } from '../detail/detail-query';
import { SalesDetailModal } from '../detail/sales-detail-modal';
import type { BrandFilter } from '../sales-filter';
import { DataTable } from '../shared/data-table';
import type { TableModel } from '../shared/table-model';
import { WidgetCard } from '../shared/widget-card';
import { lflSummaryYear } from './lfl-sales-summary-model';
import { useLflSummary } from './lfl-summary-query';
import {
  hasNoTraffic,
  LFL_TRAFFIC_TITLE,
  lflTrafficChart,
  lflTrafficColumns,
  type TrafficRow,
  trafficRows,
} from './lfl-traffic-summary-model';

const TITLE = LFL_TRAFFIC_TITLE;
const DETAIL_KIND = 'traffic-lfl';

interface ContentProps {
  data: LflSalesSummary;
  filter: BrandFilter;
  filterQuery: Record<string, string>;
  onSelect: (query: DetailQuery) => void;
}

function LflTrafficContent({ data, filter, filterQuery, onSelect }: ContentProps) {
  const option = useMemo(
    () => buildChartOption(lflTrafficChart(data.chartcategory, data.chartTrafficData)),
    [data],
  );
  const year = lflSummaryYear(data, filter.year);
  const model = useMemo(
    (): TableModel<TrafficRow> => ({
      columns: lflTrafficColumns(data.tableHeader, year, (monthIndex) => ({
        label: `Open ${DETAIL_TITLES[DETAIL_KIND]} for ${data.tableHeader[monthIndex]} ${year}`,
        onActivate: () => onSelect(monthDetailQuery(filterQuery, year, monthIndex)),
      })),
      sections: [{ id: 'traffic', rows: trafficRows(data.tableTrafficData) }],
      rowId: (row) => row.label,
    }),
    [data, year, filterQuery, onSelect],
  );
  const onPointClick = (point: ChartPoint) => {
    const query = detailQueryFromPoint(filterQuery, point, { ignoreFirstSeries: false });
    if (query) onSelect(query);
  };
  const name = `${TITLE} ${filter.company} ${year}`;
  return (
    <>
      <Chart
        option={option}
        label={`${TITLE} chart: like-for-like traffic and conversion rate per month, ${data.chartTrafficData.map((line) => line.name).join(', ')}`}
        onPointClick={onPointClick}
      />
      <DataTable
        model={model}
        label={`${TITLE} by category`}
        fileName={name}
        sheetTitle={`${name} · ${data.datalastupdate.chartsubtitle}`}
      />
    </>
  );
}

export function LflTrafficSummaryWidget({ filter }: { filter: BrandFilter }) {
  const { filterQuery, answer } = useLflSummary(filter);
  const [selection, setSelection] = useState<DetailQuery | null>(null);
  return (
    <>
      <WidgetCard
        name="LflTrafficSummaryWidget"
        title={TITLE}
        query={answer}
        subtitle={(data) => data.datalastupdate.chartsubtitle}
        isEmpty={hasNoTraffic}
      >
        {(data) => (
          <LflTrafficContent
            data={data}
            filter={filter}
            filterQuery={filterQuery}
            onSelect={setSelection}
          />
        )}
      </WidgetCard>
      <SalesDetailModal kind={DETAIL_KIND} query={selection} onClose={() => setSelection(null)} />
    </>
  );
}
