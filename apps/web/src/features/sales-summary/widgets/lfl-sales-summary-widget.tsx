/**
 * LFL SUMMARY (lflsalessummary, spec 000 §2): like-for-like nett per month for last year and
 * this year, the GROWTH row, and the ACHIEVEMENT DETAIL (LFL) of a month. It shares its answer
 * with the LFL traffic summary (lfl-summary-query.ts).
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
import {
  hasNoLflSales,
  LFL_SUMMARY_TITLE,
  lflGrowthRow,
  lflSummaryChart,
  lflSummaryYear,
} from './lfl-sales-summary-model';
import { useLflSummary } from './lfl-summary-query';
import { type SummaryRow, summaryColumns } from './sales-summary-model';

const TITLE = LFL_SUMMARY_TITLE;
const DETAIL_KIND = 'sales-lfl';

interface ContentProps {
  data: LflSalesSummary;
  filter: BrandFilter;
  filterQuery: Record<string, string>;
  onSelect: (query: DetailQuery) => void;
}

function LflSalesSummaryContent({ data, filter, filterQuery, onSelect }: ContentProps) {
  const option = useMemo(() => buildChartOption(lflSummaryChart(data)), [data]);
  const year = lflSummaryYear(data, filter.year);
  const model = useMemo(
    (): TableModel<SummaryRow> => ({
      columns: summaryColumns(data.chartcategory, year, (monthIndex) => ({
        label: `Open ${DETAIL_TITLES[DETAIL_KIND]} LFL for ${data.chartcategory[monthIndex]} ${year}`,
        onActivate: () => onSelect(monthDetailQuery(filterQuery, year, monthIndex)),
      })),
      sections: [{ id: 'growth', rows: [lflGrowthRow(data.tableSalesSummaryData)] }],
      rowId: (row) => row.id,
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
        label={`${TITLE} chart: like-for-like nett per month, ${data.chartSalesSummaryData.map((line) => line.name).join(', ')}`}
        onPointClick={onPointClick}
      />
      <DataTable
        model={model}
        label={`${TITLE} growth`}
        fileName={name}
        sheetTitle={`${name} · ${data.datalastupdate.chartsubtitle}`}
      />
    </>
  );
}

export function LflSalesSummaryWidget({ filter }: { filter: BrandFilter }) {
  const { filterQuery, answer } = useLflSummary(filter);
  const [selection, setSelection] = useState<DetailQuery | null>(null);
  return (
    <>
      <WidgetCard
        name="LflSalesSummaryWidget"
        title={TITLE}
        query={answer}
        subtitle={(data) => data.datalastupdate.chartsubtitle}
        isEmpty={hasNoLflSales}
      >
        {(data) => (
          <LflSalesSummaryContent
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
