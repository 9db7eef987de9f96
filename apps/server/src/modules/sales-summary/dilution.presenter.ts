/**
 * The profit-dilution answers as spec 000 §3 writes them: a row per kind with the month fields
 * `Jan`, `JanColor`, `JanToolip` …, `totalYTD`, `totalYTDLast`, `growth`, `growthColor`; the
 * category detail's `body` and `grandtotal`.
 */
import { type DilutionKind, formatPercent, MONTH_NAMES } from '@outlet-pulse/contracts';
import { presentDataLastUpdate, yearLine } from './charts.presenter';
import type {
  DilutionCategory,
  DilutionDetailResult,
  DilutionFigures,
  DilutionTables,
  ProfitDilutionAllBrandResult,
  ProfitDilutionResult,
} from './dilution.service';

function dilutionRow(figures: DilutionFigures) {
  // In the order of the schema: the answers are written as built (sales-summary.routes.ts).
  const row: Record<string, number | string | null> = {
    name: figures.kind,
    totalYTD: figures.ytd,
    totalYTDLast: figures.ytdLast,
    growth: figures.change,
    growthColor: figures.changeStatus,
  };
  for (const month of figures.months) {
    const name = MONTH_NAMES[month.month - 1] as string;
    row[name] = month.value;
    row[`${name}Color`] = month.status;
    row[`${name}Toolip`] =
      `${month.labels.here}: ${formatPercent(month.value)} · ${month.labels.last}: ${formatPercent(month.lastValue)}`;
  }
  return row;
}

function dilutionTables(tables: DilutionTables) {
  return {
    tableMarkdown: dilutionRow(tables.MARKDOWN),
    tableVip: dilutionRow(tables.VIP),
    tablePromo: dilutionRow(tables.PROMO),
    tableTotal: dilutionRow(tables.TOTAL),
  };
}

function kindSeries(year: number, series: Record<DilutionKind, (number | null)[]>) {
  return (['MARKDOWN', 'VIP', 'PROMO', 'TOTAL'] as const).map((kind) =>
    yearLine(kind, year, series[kind]),
  );
}

/** What both profit-dilution charts open with: the heading and the four kinds' lines. */
function dilutionChart(result: ProfitDilutionResult | ProfitDilutionAllBrandResult) {
  return {
    datalastupdate: presentDataLastUpdate(result.lastSalesDate),
    chartcategory: [...MONTH_NAMES],
    runningMonth: result.running,
    chart: kindSeries(result.year, result.series),
  };
}

export function presentProfitDilution(result: ProfitDilutionResult) {
  return { ...dilutionChart(result), ...dilutionTables(result.tables) };
}

export function presentProfitDilutionAllBrand(result: ProfitDilutionAllBrandResult) {
  return {
    ...dilutionChart(result),
    rows: result.rows.map((row) => ({
      company: row.code,
      companyName: row.name,
      ...dilutionTables(row.tables),
    })),
  };
}

const categoryLine = (line: DilutionCategory) => ({
  category: line.category,
  data: line.months,
  persen: line.ytd,
});

export function presentProfitDilutionDetail(result: DilutionDetailResult) {
  return {
    title: `MONTHLY CATEGORY ${result.kind}`,
    header: [...MONTH_NAMES],
    body: result.categories.map(categoryLine),
    grandtotal: categoryLine(result.total),
  };
}
