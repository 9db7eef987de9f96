import {
  DETAIL_MEASURES,
  DETAIL_PACING_MEASURES,
  DETAIL_PERIODS,
  type SalesDetail,
  salesDetailSchema,
  totalPeriodName,
} from '@outlet-pulse/contracts';
import { describe, expect, it } from 'vitest';
import { leafColumns, toSheetTable } from '../../../components/data-table/table-model';
import { NUMBER_FORMATS } from '../../../lib/format';
import {
  DETAIL_TITLES,
  type DetailLayout,
  detailColumns,
  detailLayout,
  detailModalTitle,
  detailRows,
  detailTable,
  detailTitleLine,
  salesDetailCallOf,
} from './detail-model';

/** A value per field that tells the field apart: period number × 1000 + measure number. */
function measureValue(periodIndex: number, measureIndex: number, total: boolean): number {
  return (total ? 100_000 : 0) + (periodIndex + 1) * 1000 + measureIndex;
}

function buildDetail(state: 'finished' | 'running' = 'finished'): SalesDetail {
  const totals: Record<string, unknown> = { no_branch: 'TOTAL', branchname: 'TOTAL' };
  const outlet: Record<string, unknown> = {
    no_branch: 'KCG01-0002',
    branchname: 'ARUNA GRAND INDONESIA',
    status: 'CLOSED',
    company: 'KCG01',
    companyName: 'Aruna Apparel',
    openDate: '2025-06-01',
    closeDate: '2026-02-15',
    lfl: false,
  };
  DETAIL_PACING_MEASURES.forEach((measure, index) => {
    const flag = measure === 'ProjectedColor';
    totals[`totalMonth${measure}`] = flag ? 'N' : 500_000 + index;
    outlet[`month${measure}`] = flag ? 'Y' : 400_000 + index;
  });
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
    period: {
      state,
      from: '2026-03-01',
      to: '2026-03-31',
      daysElapsed: 31,
      daysInMonth: 31,
      lastYearFrom: '2025-03-01',
      lastYearTo: '2025-03-31',
    },
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
    expect(outlet).toMatchObject({
      id: 'KCG01-0002',
      total: false,
      closed: true,
      company: 'KCG01',
      companyName: 'Aruna Apparel',
      badges: ['closed', 'new'],
    });
    expect(outlet?.values.YearNett).toBe(measureValue(2, nettIndex, false));
  });

  it('reads the month pacing of the totals under the outlet field names', () => {
    const [total, outlet] = detailRows(buildDetail('running'));
    expect(total?.values.monthProjectedPersen).toBe(500_003);
    expect(total?.values.monthProjectedColor).toBe('N');
    expect(outlet?.values.monthNeededPerDay).toBe(400_005);
  });
});

describe('the detail columns per kind', () => {
  const layout: DetailLayout = {
    headername: buildDetail().headername,
    referenceDate: '2026-03-31',
    withPace: false,
    withCompany: false,
  };
  const groups = (kind: Parameters<typeof detailColumns>[0], changes: Partial<DetailLayout> = {}) =>
    detailColumns(kind, { ...layout, ...changes }).map((column) => [
      column.header,
      (column.columns ?? []).map((sub) => sub.header),
    ]);

  it('heads the period groups with headername, TODAY with its day, and gives sales NETT, TARGET and %', () => {
    expect(groups('sales')).toEqual([
      ['ID', []],
      ['OUTLET', []],
      ['TODAY (31 Mar 2026)', ['NETT', 'TARGET', '%']],
      ['MTD MAR 2026', ['NETT', 'TARGET', '%']],
      ['YTD 2026', ['NETT', 'TARGET', '%']],
      ['MTD MAR 2025', ['NETT', 'TARGET', '%']],
      ['YTD 2025', ['NETT', 'TARGET', '%']],
      ['GROWTH', ['MTD', 'YTD']],
    ]);
  });

  it('reads ASP and ATV in whole rupiah and UPT with two decimals', () => {
    const kindOf = (kind: Parameters<typeof detailColumns>[0], id: string) =>
      detailColumns(kind, layout)
        .flatMap((column) => column.columns ?? [column])
        .find((column) => column.id === id)?.kind;
    expect(kindOf('asp', 'monthAsp')).toBe('amount');
    expect(kindOf('atv-lfl', 'YearAtv')).toBe('amount');
    expect(kindOf('upt', 'todayUpt')).toBe('ratio');
  });

  it('adds the metric block for ASP, UPT and ATV', () => {
    expect(groups('asp')[3]).toEqual(['MTD MAR 2026', ['NETT', 'TARGET', '%', 'ASP']]);
    expect(groups('upt-lfl')[4]).toEqual(['YTD 2026', ['NETT', 'TARGET', '%', 'UPT']]);
    expect(groups('atv')[2]).toEqual(['TODAY (31 Mar 2026)', ['NETT', 'TARGET', '%', 'ATV']]);
  });

  it('adds the month pace while the month runs, for the sales family only', () => {
    const pace = ['PACE TO MONTH END', ['PROJ. %', 'PROJECTION', 'MONTH TARGET', 'NEEDED / DAY']];
    // The achievement detail leads with it, after the outlet.
    expect(groups('sales', { withPace: true })[2]).toEqual(pace);
    expect(groups('sales-lfl', { withPace: true })[2]).toEqual(pace);
    // ASP, UPT and ATV lead with their own periods and keep the pace before the growth.
    const upt = groups('upt-lfl', { withPace: true });
    expect(upt[2]).toEqual(['TODAY (31 Mar 2026)', ['NETT', 'TARGET', '%', 'UPT']]);
    expect(upt.at(-2)).toEqual(pace);
    expect(groups('traffic', { withPace: true })[2]?.[0]).toBe('TODAY (31 Mar 2026)');
    expect(groups('traffic', { withPace: true }).map(([header]) => header)).not.toContain(
      'PACE TO MONTH END',
    );
  });

  it('names the company of each row when the rows span several', () => {
    expect(groups('sales', { withCompany: true }).slice(0, 3)).toEqual([
      ['ID', []],
      ['OUTLET', []],
      ['COMPANY', []],
    ]);
  });

  it('reads its layout from the answer: a running month has pace; one company needs no column', () => {
    expect(detailLayout(buildDetail('running'))).toMatchObject({
      withPace: true,
      withCompany: false,
      referenceDate: '2026-03-31',
    });
    expect(detailLayout(buildDetail()).withPace).toBe(false);
  });

  it('gives traffic TRAFFIC, TRANS and % and the traffic growth', () => {
    expect(groups('traffic')[3]).toEqual(['MTD MAR 2026', ['TRAFFIC', 'TRANS', '%']]);
    const detail = buildDetail();
    const table = detailTable(detailColumns('traffic', detailLayout(detail)), detailRows(detail));
    const growth = leafColumns(table.columns).filter((column) => column.id.startsWith('growth'));
    expect(growth.map((column) => column.id)).toEqual(['growthTrafficMtd', 'growthTrafficYtd']);
  });

  it('colours % by the period flag and growth by its own flag', () => {
    const detail = buildDetail();
    const table = detailTable(detailColumns('sales', detailLayout(detail)), detailRows(detail));
    const sheet = toSheetTable(table);
    const [totalRow, outletRow] = sheet.sections[0]?.rows ?? [];
    const leaves = leafColumns(table.columns).map((column) => column.id);
    const at = (id: string) => leaves.indexOf(id);
    expect(totalRow?.[at('monthPersen')]).toMatchObject({ tone: 'bad', bold: true });
    expect(outletRow?.[at('monthPersen')]).toMatchObject({ tone: 'good' });
    const percent = NUMBER_FORMATS.percent;
    expect(outletRow?.[at('growthMtd')]).toEqual({
      value: percent.sheetValue?.(-10) ?? -10,
      numFmt: percent.excel,
      tone: 'bad',
    });
    expect(outletRow?.[at('monthNett')]).toEqual({
      value: measureValue(1, nettIndex, false),
      numFmt: '#,##0',
    });
  });
});

describe('the detail call and title', () => {
  it('calls the LFL detail for LFL kinds', () => {
    expect(salesDetailCallOf('sales').name).toBe('chartsalessummarydetail');
    expect(salesDetailCallOf('traffic').name).toBe('chartsalessummarydetail');
    expect(salesDetailCallOf('asp-lfl').name).toBe('lflsalessummarydetail');
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

  it('says LFL in the title of every LFL detail, and the title with its month once', () => {
    for (const kind of ['sales', 'asp', 'upt', 'atv', 'traffic'] as const) {
      expect(DETAIL_TITLES[`${kind}-lfl`]).toMatch(/\bLFL\b/);
      expect(DETAIL_TITLES[kind]).not.toMatch(/\bLFL\b/);
    }
    expect(DETAIL_TITLES['sales-lfl']).toBe('ACHIEVEMENT DETAIL LFL');
    const query = { company: 'KCG01', year: '2026', month: '3' };
    // The modal's title is the line that names the table: the server's, for the LFL summary.
    expect(detailModalTitle('sales-lfl', query)).toBe(
      detailTitleLine('sales-lfl', 'ACHIEVEMENT DETAIL LFL Mar 2026'),
    );
    expect(detailModalTitle('sales-lfl', query)).toBe('ACHIEVEMENT DETAIL LFL Mar 2026');
    expect(detailModalTitle('atv-lfl', query)).toBe(
      'AVERAGE TRANSACTION VALUE ( ATV ) LFL DETAIL Mar 2026',
    );
    expect(detailModalTitle('traffic', null)).toBe('TRAFFIC DETAIL');
  });
});
