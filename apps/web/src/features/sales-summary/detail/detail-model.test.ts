import {
  DETAIL_MEASURES,
  DETAIL_PERIODS,
  type SalesDetail,
  salesDetailSchema,
  totalPeriodName,
} from '@outlet-pulse/contracts';
import { describe, expect, it } from 'vitest';
import { leafColumns, toSheetTable } from '../shared/table-model';
import {
  DETAIL_TITLES,
  detailCall,
  detailColumns,
  detailRows,
  detailTable,
  detailTitleLine,
} from './detail-model';

/** A value per field that tells the field apart: period number × 1000 + measure number. */
function measureValue(periodIndex: number, measureIndex: number, total: boolean): number {
  return (total ? 100_000 : 0) + (periodIndex + 1) * 1000 + measureIndex;
}

function buildDetail(): SalesDetail {
  const totals: Record<string, unknown> = { no_branch: 'TOTAL', branchname: 'TOTAL' };
  const outlet: Record<string, unknown> = {
    no_branch: 'KCG01-0002',
    branchname: 'ARUNA GRAND INDONESIA',
    status: 'CLOSED',
  };
  DETAIL_PERIODS.forEach((period, periodIndex) => {
    DETAIL_MEASURES.forEach((measure, measureIndex) => {
      const flag = measure === 'Color';
      totals[`total${totalPeriodName(period)}${measure}`] = flag
        ? 'N'
        : measureValue(periodIndex, measureIndex, true);
      outlet[`${period}${measure}`] = flag ? 'Y' : measureValue(periodIndex, measureIndex, false);
    });
  });
  for (const [index, field] of [
    'growthMtd',
    'growthYtd',
    'growthTrafficMtd',
    'growthTrafficYtd',
  ].entries()) {
    const capital = `${field[0]?.toUpperCase()}${field.slice(1)}`;
    totals[`total${capital}`] = 10 + index;
    totals[`total${capital}Color`] = 'Y';
    outlet[field] = -(10 + index);
    outlet[`${field}Color`] = 'N';
  }
  return salesDetailSchema.parse({
    title: 'ACHIEVEMENT DETAIL Mar 2026',
    referenceDate: '2026-03-31',
    headername: {
      year_td: '2026-03-31',
      year_mtd: 'MTD MAR 2026',
      year_ytd: 'YTD 2026',
      year_mtd_last: 'MTD MAR 2025',
      year_ytd_last: 'YTD 2025',
      growth: 'GROWTH',
    },
    mainHeader: [totals],
    main: [outlet],
    count: 1,
  });
}

const nettIndex = DETAIL_MEASURES.indexOf('Nett');

describe('the detail rows', () => {
  it('puts TOTAL first with the totals read under the outlet field names', () => {
    const [total, outlet] = detailRows(buildDetail());
    expect(total).toMatchObject({ id: 'TOTAL', total: true });
    expect(total?.values.monthNett).toBe(measureValue(1, nettIndex, true));
    expect(total?.values.lastmonthNett).toBe(measureValue(3, nettIndex, true));
    expect(total?.values.growthTrafficYtd).toBe(13);
    expect(total?.values.growthMtdColor).toBe('Y');
    expect(outlet).toMatchObject({ id: 'KCG01-0002', total: false, closed: true });
    expect(outlet?.values.YearNett).toBe(measureValue(2, nettIndex, false));
  });
});

describe('the detail columns per kind', () => {
  const { headername } = buildDetail();
  const groups = (kind: Parameters<typeof detailColumns>[0]) =>
    detailColumns(kind, headername).map((column) => [
      column.header,
      (column.columns ?? []).map((sub) => sub.header),
    ]);

  it('heads the period groups with headername and gives sales NETT, TARGET and %', () => {
    expect(groups('sales')).toEqual([
      ['ID', []],
      ['OUTLET', []],
      ['2026-03-31', ['NETT', 'TARGET', '%']],
      ['MTD MAR 2026', ['NETT', 'TARGET', '%']],
      ['YTD 2026', ['NETT', 'TARGET', '%']],
      ['MTD MAR 2025', ['NETT', 'TARGET', '%']],
      ['YTD 2025', ['NETT', 'TARGET', '%']],
      ['GROWTH', ['MTD', 'YTD']],
    ]);
  });

  it('adds the metric block for ASP, UPT and ATV', () => {
    expect(groups('asp')[3]).toEqual(['MTD MAR 2026', ['NETT', 'TARGET', '%', 'ASP']]);
    expect(groups('upt-lfl')[4]).toEqual(['YTD 2026', ['NETT', 'TARGET', '%', 'UPT']]);
    expect(groups('atv')[2]).toEqual(['2026-03-31', ['NETT', 'TARGET', '%', 'ATV']]);
  });

  it('gives traffic TRAFFIC, TRANS and % and the traffic growth', () => {
    expect(groups('traffic')[3]).toEqual(['MTD MAR 2026', ['TRAFFIC', 'TRANS', '%']]);
    const table = detailTable('traffic', buildDetail());
    const growth = leafColumns(table.columns).filter((column) => column.id.startsWith('growth'));
    expect(growth.map((column) => column.id)).toEqual(['growthTrafficMtd', 'growthTrafficYtd']);
  });

  it('colours % by the period flag and growth by its own flag', () => {
    const table = detailTable('sales', buildDetail());
    const sheet = toSheetTable(table);
    const [totalRow, outletRow] = sheet.sections[0]?.rows ?? [];
    const leaves = leafColumns(table.columns).map((column) => column.id);
    const at = (id: string) => leaves.indexOf(id);
    expect(totalRow?.[at('monthPersen')]).toMatchObject({ tone: 'bad', bold: true });
    expect(outletRow?.[at('monthPersen')]).toMatchObject({ tone: 'good' });
    expect(outletRow?.[at('growthMtd')]).toEqual({ value: -10, numFmt: '0.00"%"', tone: 'bad' });
    expect(outletRow?.[at('monthNett')]).toEqual({
      value: measureValue(1, nettIndex, false),
      numFmt: '#,##0',
    });
  });
});

describe('the detail call and title', () => {
  it('calls the LFL detail for LFL kinds', () => {
    expect(detailCall('sales')).toBe('chartsalessummarydetail');
    expect(detailCall('traffic')).toBe('chartsalessummarydetail');
    expect(detailCall('asp-lfl')).toBe('lflsalessummarydetail');
  });

  it('keeps the month of the server title under the kind title', () => {
    expect(detailTitleLine('sales', 'ACHIEVEMENT DETAIL Mar 2026')).toBe(
      'ACHIEVEMENT DETAIL Mar 2026',
    );
    expect(detailTitleLine('traffic', 'ACHIEVEMENT DETAIL Mar 2026')).toBe(
      'TRAFFIC DETAIL Mar 2026',
    );
    expect(detailTitleLine('traffic-lfl', 'ACHIEVEMENT DETAIL LFL Mar 2026')).toBe(
      'TRAFFIC DETAIL LFL Mar 2026',
    );
    expect(DETAIL_TITLES['asp-lfl']).toBe('AVERAGE SELLING PRICE ( ASP ) LFL DETAIL');
  });
});
