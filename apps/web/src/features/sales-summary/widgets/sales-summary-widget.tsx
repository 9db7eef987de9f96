/**
 * SALES SUMMARY (chartsalessummary, spec 000 §2): nett per month for the chosen year and the two
 * before, the GROWTH and ACHIEVEMENT table, and the ACHIEVEMENT DETAIL of a month. A click on
 * the oldest year's line (series 0) is ignored, as the spec says.
 */
import { responses, type SalesSummary } from '@outlet-pulse/contracts';
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
import {
  achievementRow,
  growthRow,
  hasNoSales,
  type SummaryRow,
  salesSummaryChart,
  summaryColumns,
} from './sales-summary-model';

export const SALES_SUMMARY_CALL = 'chartsalessummary';
const TITLE = 'SALES SUMMARY';

interface ContentProps {
  data: SalesSummary;
  filter: BrandFilter;
  filterQuery: Record<string, string>;
  onSelect: (query: DetailQuery) => void;
}

function SalesSummaryContent({ data, filter, filterQuery, onSelect }: ContentProps) {
  const option = useMemo(
    () => buildChartOption(salesSummaryChart(data.chartcategory, data.chart)),
    [data],
  );
  const year = data.chart.at(-1)?.years ?? filter.year;
  const model = useMemo(
    (): TableModel<SummaryRow> => ({
      columns: summaryColumns(data.tablecategory, year, (monthIndex) => ({
        label: `Open ${DETAIL_TITLES.sales} for ${data.tablecategory[monthIndex]} ${year}`,
        onActivate: () => onSelect(monthDetailQuery(filterQuery, year, monthIndex)),
      })),
      sections: [
        {
          id: 'summary',
          rows: [growthRow(data.tablegrowth), achievementRow(data.tableachievement)],
        },
      ],
      rowId: (row) => row.id,
    }),
    [data, year, filterQuery, onSelect],
  );
  const onPointClick = (point: ChartPoint) => {
    const query = detailQueryFromPoint(filterQuery, point, { ignoreFirstSeries: true });
    if (query) onSelect(query);
  };
  const name = `${TITLE} ${filter.company} ${year}`;
  return (
    <>
      <Chart
        option={option}
        label={`${TITLE} chart: nett per month, ${data.chart.map((line) => line.name).join(', ')}`}
        onPointClick={onPointClick}
      />
      <DataTable
        model={model}
        label={`${TITLE} growth and achievement`}
        fileName={name}
        sheetTitle={`${name} · ${data.datalastupdate.chartsubtitle}`}
      />
    </>
  );
}

export function SalesSummaryWidget({ filter }: { filter: BrandFilter }) {
  const filterQuery = useMemo(() => brandQuery(filter), [filter]);
  const summary = useSalesCall(SALES_SUMMARY_CALL, responses.salesSummary, filterQuery);
  const [selection, setSelection] = useState<DetailQuery | null>(null);
  return (
    <>
      <WidgetCard
        name="SalesSummaryWidget"
        title={TITLE}
        query={summary}
        subtitle={(data) => data.datalastupdate.chartsubtitle}
        isEmpty={(data) => hasNoSales(data.chart)}
      >
        {(data) => (
          <SalesSummaryContent
            data={data}
            filter={filter}
            filterQuery={filterQuery}
            onSelect={setSelection}
          />
        )}
      </WidgetCard>
      <SalesDetailModal kind="sales" query={selection} onClose={() => setSelection(null)} />
    </>
  );
}
