/**
 * The chart answers as spec 000 §3 writes them: the only code that knows their wire names
 * (`toolip`, `bulan`, `persenNettView`, `toolip_asp`, …), their series names ('Sales 2026') and
 * how their tooltips read (docs/sales-calls.md).
 */
import {
  DEFAULT_TIME_ZONE,
  formatCount,
  formatDate,
  formatPercent,
  formatRatio,
  formatRupiah,
  MONTH_NAMES,
} from '@outlet-pulse/contracts';
import type {
  AchievementSummaryResult,
  AspUptAtvResult,
  ChartHeading,
  LflSalesSummaryResult,
  SalesSummaryAllBrandResult,
  SalesSummaryResult,
  TrafficSummaryResult,
} from './charts.service';
import type {
  MetricFigures,
  MetricKey,
  MonthLabels,
  NettMonth,
  NettSeries,
  TrafficFigures,
  TrafficMeasure,
} from './month-figures';

/** The two columns every month row of a table opens with: its name and its number. */
const monthColumns = (month: { month: number }) => ({
  category: MONTH_NAMES[month.month - 1] as string,
  bulan: month.month,
});
const categories = () => [...MONTH_NAMES];

/** '<this side>: <value> · <last year's side>: <value>' */
const compared = (labels: MonthLabels, here: string, last: string) =>
  `${labels.here}: ${here} · ${labels.last}: ${last}`;

export function presentDataLastUpdate(lastSalesDate: string | null) {
  return {
    dateLastViewFormat: lastSalesDate,
    // A calendar day reads the same in every zone: '31 Oct 2026', the portal's one short form.
    chartsubtitle: lastSalesDate
      ? `Data until ${formatDate(lastSalesDate, DEFAULT_TIME_ZONE)}`
      : 'No sales loaded',
  };
}

function presentHeading(heading: ChartHeading) {
  return {
    datalastupdate: presentDataLastUpdate(heading.lastSalesDate),
    chartcategory: categories(),
    runningMonth: heading.running,
  };
}

/** One line of a chart, a year's values, on the left (0) or the right (1) axis. */
export function yearLine<Data>(name: string, year: number, data: Data, yAxisIndex: 0 | 1 = 0) {
  return { name, years: year, type: 'line' as const, yAxisIndex, data };
}

function salesSeries(name: string, series: NettSeries) {
  return {
    name,
    years: series.year,
    type: 'line' as const,
    yAxisIndex: 0 as const,
    data: series.nett,
    avg: series.average,
    months: series.nett.map((nett, index) => ({
      month: index + 1,
      nett,
      target: series.target[index] ?? null,
    })),
  };
}

function growthCells(months: readonly NettMonth[]) {
  return months.map((month) => ({
    ...monthColumns(month),
    status: month.growthStatus,
    persenNettView: month.growth,
    nettYearHere: month.nett,
    nettYearLast: month.lastNett,
    toolip: compared(month.labels, formatRupiah(month.nett), formatRupiah(month.lastNett)),
  }));
}

function achievementCells(months: readonly NettMonth[]) {
  return months.map((month) => {
    const days = month.running ? ` ${month.labels.here}` : '';
    return {
      ...monthColumns(month),
      status: month.achievementStatus,
      achievementPersen: month.achievement,
      nett: month.nett,
      target: month.target,
      toolip: `Nett${days}: ${formatRupiah(month.nett)} · Target${days}: ${formatRupiah(month.target)}`,
    };
  });
}

export function presentSalesSummary(result: SalesSummaryResult) {
  return {
    ...presentHeading(result),
    tablecategory: categories(),
    chart: result.series.map((series) => salesSeries(`Sales ${series.year}`, series)),
    tablegrowth: growthCells(result.months),
    tableachievement: achievementCells(result.months),
    pacing: result.pacing,
  };
}

export function presentSalesSummaryAllBrand(result: SalesSummaryAllBrandResult) {
  return {
    ...presentHeading(result),
    tablecategory: categories(),
    chart:
      result.viewBy === 'TOTAL'
        ? result.totalSeries.map((series) => salesSeries(`Sales ${series.year}`, series))
        : result.companies.map((company) =>
            salesSeries(`${company.name} ${result.year}`, company.series),
          ),
    datatable: result.companies.map((company) => ({
      company: company.code,
      companyName: company.name,
      dataCurrentYearGrowth: growthCells(company.months),
      dataCurrentYearAchievement: achievementCells(company.months),
      pacing: company.pacing,
    })),
    pacing: result.pacing,
  };
}

export function presentAchievementSummary(result: AchievementSummaryResult) {
  const rows = result.months.map((month) => ({
    ...monthColumns(month),
    nett: month.nett === 0 ? null : month.nett,
    target: month.target,
    achievementPersen: month.achievement,
    status: month.achievementStatus,
  }));
  return {
    ...presentHeading(result),
    chart: [
      {
        name: `Nett ${result.year}`,
        years: result.year,
        type: 'bar' as const,
        yAxisIndex: 0 as const,
        data: rows.map((row) => row.nett),
      },
      yearLine(
        `Achievement ${result.year}`,
        result.year,
        rows.map((row) => row.achievementPersen),
        1,
      ),
    ],
    table: rows,
    pacing: result.pacing,
  };
}

const METRIC_LABELS: Record<MetricKey, string> = { asp: 'ASP', upt: 'UPT', atv: 'ATV' };

/** One ASP, UPT or ATV block: a line per year and the requested year's table. */
function metricBlock<Key extends MetricKey>(key: Key, figures: MetricFigures) {
  const label = METRIC_LABELS[key];
  return {
    chartData: figures.series.map((series) =>
      yearLine(`${label} ${series.year}`, series.year, series.values),
    ),
    tableData: figures.months.map((month) => ({
      ...monthColumns(month),
      growth: month.growth,
      color: month.growthStatus,
      toolip_growth: compared(month.labels, formatRatio(month.value), formatRatio(month.lastValue)),
      nett: month.nett,
      ...(Object.fromEntries([
        [key, month.value],
        [`toolip_${key}`, `${label} ${month.labels.here}: ${formatRatio(month.value)}`],
      ]) as Record<Key, number | null> & Record<`toolip_${Key}`, string>),
    })),
  };
}

export function presentAspUptAtv(result: AspUptAtvResult) {
  return {
    ...presentHeading(result),
    dataAverageSellingPrice: metricBlock('asp', result.metrics.asp),
    dataUnitPerTransaction: metricBlock('upt', result.metrics.upt),
    dataAverageTransactionValue: metricBlock('atv', result.metrics.atv),
  };
}

const TRAFFIC_ROWS: { measure: TrafficMeasure; category: string; text: typeof formatCount }[] = [
  { measure: 'traffic', category: 'TRAFFIC', text: formatCount },
  { measure: 'transactions', category: 'TRANSACTION', text: formatCount },
  { measure: 'conversion', category: 'CONVERSION %', text: formatPercent },
];

/** Traffic bars and conversion lines per year, and the requested year's traffic table. */
function trafficShapes(figures: TrafficFigures) {
  return {
    chartData: [
      ...figures.series.map((series) => ({
        name: `Traffic ${series.year}`,
        years: series.year,
        type: 'bar' as const,
        yAxisIndex: 0 as const,
        data: series.visitors,
      })),
      ...figures.series.map((series) =>
        yearLine(`Conversion ${series.year}`, series.year, series.conversion, 1),
      ),
    ],
    tableTrafficData: TRAFFIC_ROWS.map((row) => ({
      category: row.category,
      data: figures.rows[row.measure].map((month) => ({
        value: month.value,
        color: month.status,
        toolip: compared(month.labels, row.text(month.value), row.text(month.lastValue)),
      })),
    })),
  };
}

export function presentTrafficSummary(result: TrafficSummaryResult) {
  return { ...presentHeading(result), tableHeader: categories(), ...trafficShapes(result.traffic) };
}

export function presentLflSalesSummary(result: LflSalesSummaryResult) {
  const traffic = trafficShapes(result.traffic);
  return {
    ...presentHeading(result),
    chartSalesSummaryData: result.series.map((series) =>
      yearLine(`LFL ${series.year}`, series.year, series.nett),
    ),
    tableSalesSummaryData: result.months.map((month) => ({
      ...monthColumns(month),
      persenNettView: month.growth,
      status: month.growthStatus,
      toolip: compared(month.labels, formatRupiah(month.nett), formatRupiah(month.lastNett)),
    })),
    // Each point's target covers the point's days: month-to-date and last year's same days
    // for the running month.
    main: result.series.flatMap((series) =>
      series.nett.map((nett, index) => ({
        tahun: series.year,
        bulan: index + 1,
        nett,
        target: series.targetToDate[index] ?? null,
      })),
    ),
    tableHeader: categories(),
    chartTrafficData: traffic.chartData,
    tableTrafficData: traffic.tableTrafficData,
  };
}
