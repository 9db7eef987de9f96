import {
  IMPORT_LAYOUTS,
  IMPORT_MESSAGES,
  type ImportKind,
  type NumberFormat,
  type RowIssue,
} from '@outlet-pulse/contracts';
import { describe, expect, it } from 'vitest';
import { SALES_TABLE_COLUMNS } from '../../sales-data';
import { type ImportContext, withCodeActivity, withDefinedCodes } from './import-context';
import { parseIsoDate, parseWholeNumber } from './parse-values';
import { buildImportContext } from './test-factories';
import { RowValidator } from './validate-row';

const DAILY_HEADER = 'outlet_id,date,gross,markdown,vip,promo,nett,units,transactions';
const GOOD_DAILY = 'KCG01-0003,2026-10-01,18500000,1480000,370000,555000,16095000,98,54';

interface Checked {
  validator: RowValidator;
  rows: (string[] | null)[];
  issues: RowIssue[];
}

/** Validates comma-separated lines (no quoting needed here); the header is line 1. */
function check(
  kind: ImportKind,
  header: string,
  lines: readonly string[],
  options: {
    numberFormat?: NumberFormat;
    context?: Partial<ImportContext>;
    delimiter?: string;
  } = {},
): Checked {
  const delimiter = options.delimiter ?? ',';
  const validator = new RowValidator(
    kind,
    { line: 1, cells: header.split(delimiter) },
    options.numberFormat ?? 'plain',
    buildImportContext(options.context),
  );
  const issues: RowIssue[] = [...validator.header.issues];
  const rows = validator.header.usable
    ? lines.map((text, index) =>
        validator.validate({ line: index + 2, cells: text.split(delimiter) }, issues),
      )
    : [];
  return { validator, rows, issues };
}

/** The reasons given for the single data line `line`. */
function reasons(kind: ImportKind, header: string, line: string, options = {}): string[] {
  return check(kind, header, [line], options).issues.map((issue) => issue.reason);
}

describe('RowValidator: daily sales', () => {
  it('turns a good row into the table row, in bulk-file column order', () => {
    const { rows, issues } = check('daily-sales', DAILY_HEADER, [GOOD_DAILY]);
    expect(issues).toEqual([]);
    expect(rows[0]).toEqual(GOOD_DAILY.split(','));
    expect(rows[0]).toHaveLength(SALES_TABLE_COLUMNS.daily_sales.length);
  });

  it('finds the columns by name in any order and case, trimming cells', () => {
    const header = 'Transactions, UNITS ,nett,Promo,vip,markdown,gross,Date,Outlet ID';
    const line = '54,98,16095000,555000,370000,1480000,18500000, 2026-10-01 ,kcg01-0003';
    const { rows, issues } = check('daily-sales', header, [line]);
    expect(issues).toEqual([]);
    expect(rows[0]).toEqual(GOOD_DAILY.split(','));
  });

  it('names the unknown outlet', () => {
    expect(
      reasons('daily-sales', DAILY_HEADER, GOOD_DAILY.replace('KCG01-0003', 'KCG01-0999')),
    ).toEqual(['unknown outlet KCG01-0999']);
  });

  it('checks nett against gross less the three discounts', () => {
    const { issues } = check('daily-sales', DAILY_HEADER, [
      GOOD_DAILY.replace('16095000', '16095001'),
    ]);
    expect(issues).toEqual([
      { line: 2, column: 'nett', reason: 'nett does not equal gross − discounts' },
    ]);
  });

  it('refuses days that do not exist and dates written otherwise', () => {
    expect(
      reasons('daily-sales', DAILY_HEADER, GOOD_DAILY.replace('2026-10-01', '2026-02-30')),
    ).toEqual(['date 2026-02-30 is not a date']);
    expect(
      reasons('daily-sales', DAILY_HEADER, GOOD_DAILY.replace('2026-10-01', '01/10/2026')),
    ).toEqual(['date 01/10/2026 is not written YYYY-MM-DD']);
    expect(
      reasons('daily-sales', DAILY_HEADER, GOOD_DAILY.replace('2026-10-01', '1999-12-31')),
    ).toEqual(['date 1999-12-31 is out of range']);
  });

  it('refuses rows in a closed month', () => {
    const context = { closedPeriods: new Set(['2025-03']) };
    const line = GOOD_DAILY.replace('2026-10-01', '2025-03-15');
    const { issues } = check('daily-sales', DAILY_HEADER, [line, line.replace('-15', '-16')], {
      context,
    });
    expect(issues).toEqual([
      { line: 2, column: 'date', reason: 'month 2025-03 is closed' },
      { line: 3, column: 'date', reason: 'month 2025-03 is closed' },
    ]);
  });

  it('says which value is empty, not whole, not a number, negative or too large', () => {
    const row = (index: number, value: string) => {
      const cells = GOOD_DAILY.split(',');
      cells[index] = value;
      return cells.join(',');
    };
    expect(reasons('daily-sales', DAILY_HEADER, row(2, ''))).toEqual(['gross is empty']);
    expect(reasons('daily-sales', DAILY_HEADER, row(7, '1.5'))).toEqual([
      'units 1.5 is not a whole number',
    ]);
    expect(reasons('daily-sales', DAILY_HEADER, row(8, '12abc'))).toEqual([
      'transactions 12abc is not a plain number',
    ]);
    expect(reasons('daily-sales', DAILY_HEADER, row(4, '-5'))).toEqual(['vip -5 is negative']);
    expect(reasons('daily-sales', DAILY_HEADER, row(8, '3000000000'))).toEqual([
      'transactions 3000000000 is too large',
    ]);
    expect(reasons('daily-sales', DAILY_HEADER, row(0, ''))).toEqual(['outlet_id is empty']);
  });

  it('reports every bad value of a row, each with its column', () => {
    const { issues } = check('daily-sales', DAILY_HEADER, ['KCG01-0999,2026-13-01,x,1,2,3,4,-1,']);
    expect(issues.map((issue) => [issue.column, issue.reason])).toEqual([
      ['outlet_id', 'unknown outlet KCG01-0999'],
      ['date', 'date 2026-13-01 is not a date'],
      ['gross', 'gross x is not a plain number'],
      ['units', 'units -1 is negative'],
      ['transactions', 'transactions is empty'],
    ]);
  });

  it('reads Indonesian numbers with thousands dots and a decimal comma', () => {
    const header = DAILY_HEADER.replaceAll(',', ';');
    const line = 'KCG01-0003;2026-10-01;18.500.000;1.480.000,00;370.000;555000;16.095.000;98;54';
    const { rows, issues } = check('daily-sales', header, [line], {
      numberFormat: 'id',
      delimiter: ';',
    });
    expect(issues).toEqual([]);
    expect(rows[0]).toEqual(GOOD_DAILY.split(','));
    const plain = reasons('daily-sales', header, line, { delimiter: ';' });
    expect(plain).toContain('gross 18.500.000 is not a plain number');
    const idReasons = (text: string) =>
      reasons('daily-sales', header, text, { numberFormat: 'id', delimiter: ';' });
    expect(idReasons(line.replace('370.000', '370.000,5'))).toEqual([
      'vip 370.000,5 is not a whole number',
    ]);
    expect(idReasons(line.replace('370.000', '37.0000'))).toEqual([
      'vip 37.0000 is not an Indonesian number',
    ]);
  });

  it('reports a repeated outlet and day with the line it first appeared on', () => {
    const { rows, issues } = check('daily-sales', DAILY_HEADER, [
      GOOD_DAILY,
      GOOD_DAILY.replace('2026-10-01', '2026-10-02'),
      GOOD_DAILY,
    ]);
    expect(rows.map((row) => row !== null)).toEqual([true, true, false]);
    expect(issues).toEqual([
      {
        line: 4,
        column: null,
        reason: 'duplicate row for KCG01-0003 2026-10-01 (first at line 2)',
      },
    ]);
  });

  it('refuses cells beyond the header, but not empty ones', () => {
    expect(reasons('daily-sales', DAILY_HEADER, `${GOOD_DAILY},,`)).toEqual([]);
    expect(reasons('daily-sales', DAILY_HEADER, `${GOOD_DAILY},,x`)).toEqual([
      'the row has 11 columns, the header 9',
    ]);
  });

  it('sums up what the good rows cover', () => {
    const { validator } = check('daily-sales', DAILY_HEADER, [
      GOOD_DAILY.replace('2026-10-01', '2026-11-02'),
      GOOD_DAILY,
      GOOD_DAILY.replace('KCG01-0003', 'KCG02-0004').replace('2026-10-01', '2026-09-30'),
      GOOD_DAILY.replace('KCG01-0003', 'KCG01-0999').replace('2026-10-01', '2026-01-01'),
    ]);
    expect(validator.coverage()).toEqual({
      outletIds: ['KCG01-0003', 'KCG02-0004'],
      periods: ['2026-09', '2026-10', '2026-11'],
      firstDate: '2026-09-30',
      lastDate: '2026-11-02',
      keyRange: { from: '2026-09-30', to: '2026-11-02' },
    });
  });
});

describe('RowValidator: header', () => {
  it('stops at missing columns with one issue on the header line', () => {
    const { validator, issues } = check(
      'daily-sales',
      'outlet_id,date,gross,markdown,nett,units',
      [],
    );
    expect(validator.header.usable).toBe(false);
    expect(issues).toEqual([
      { line: 1, column: null, reason: 'missing columns vip, promo, transactions' },
    ]);
    expect(check('traffic', 'outlet_id,date', []).issues[0]?.reason).toBe(
      'missing column visitors',
    );
  });

  it('reports unknown, repeated and unnamed columns but reads the rows', () => {
    const { validator, issues } = check(
      'traffic',
      'outlet_id,date,visitors,remarks,,Visitors,,',
      [],
    );
    expect(validator.header.usable).toBe(true);
    expect(issues.map((issue) => issue.reason)).toEqual([
      'unknown column remarks',
      'column 5 has no name',
      'column visitors appears twice',
    ]);
    expect(validator.header.width).toBe(6);
  });
});

describe('RowValidator: category sales, traffic and targets', () => {
  const CATEGORY_HEADER = 'outlet_id,date,category,gross,markdown,vip,promo,nett,units';
  const GOOD_CATEGORY = 'KCG01-0003,2026-10-01,TOPS,8400000,672000,168000,252000,7308000,52';

  it('writes category rows in bulk-file order and names unknown categories', () => {
    const { rows, issues } = check('category-sales', CATEGORY_HEADER, [
      GOOD_CATEGORY,
      GOOD_CATEGORY.replace('TOPS', 'bottoms'),
      GOOD_CATEGORY.replace('TOPS', 'HATS'),
      GOOD_CATEGORY,
    ]);
    expect(rows[0]).toEqual(GOOD_CATEGORY.split(','));
    expect(rows[0]).toHaveLength(SALES_TABLE_COLUMNS.daily_category_sales.length);
    expect(rows[1]?.[2]).toBe('BOTTOMS');
    expect(issues.map((issue) => issue.reason)).toEqual([
      'unknown category HATS',
      'duplicate row for KCG01-0003 2026-10-01 TOPS (first at line 2)',
    ]);
  });

  it('reads traffic rows and their duplicates', () => {
    const { rows, issues } = check('traffic', 'outlet_id,date,visitors', [
      'KCG01-0003,2026-10-01,412',
      'KCG01-0003,2026-10-01,413',
      'KCG01-0003,2026-10-02,',
    ]);
    expect(rows[0]).toEqual(['KCG01-0003', '2026-10-01', '412']);
    expect(issues.map((issue) => issue.reason)).toEqual([
      'duplicate row for KCG01-0003 2026-10-01 (first at line 2)',
      'visitors is empty',
    ]);
  });

  it('checks target years, months, closed months and duplicates', () => {
    const header = 'outlet_id,year,month,target';
    const { rows, issues, validator } = check(
      'targets',
      header,
      [
        'KCG01-0003,2026,10,520000000',
        'KCG01-0003,2026,13,1',
        'KCG01-0003,1999,1,1',
        'KCG01-0003,2025,3,1',
        'KCG01-0003,2026,10,1',
        'KCG02-0004,2027,01,350000000',
      ],
      { context: { closedPeriods: new Set(['2025-03']) } },
    );
    expect(rows[0]).toEqual(['KCG01-0003', '2026', '10', '520000000']);
    expect(rows[5]).toEqual(['KCG02-0004', '2027', '1', '350000000']);
    expect(issues.map((issue) => issue.reason)).toEqual([
      'month 13 is not 1–12',
      'year 1999 is not between 2000 and 2100',
      'month 2025-03 is closed',
      'duplicate row for KCG01-0003 2026-10 (first at line 2)',
    ]);
    expect(validator.coverage()).toMatchObject({
      periods: ['2026-10', '2027-01'],
      firstDate: '2026-10-01',
      lastDate: '2027-01-31',
      keyRange: { from: '2026-10', to: '2027-01' },
    });
  });
});

describe('RowValidator: outlets', () => {
  const HEADER = 'outlet_id,name,company,type,group,city,open_date,close_date,active';
  const GOOD = 'kcg01-0901,ARUNA MALL ALAM SUTERA,KCG01,STORES,O,Tangerang,2026-10-01,,';

  it('writes outlets in bulk-file order, active by default, new ids welcome', () => {
    const { rows, issues, validator } = check('outlets', HEADER, [GOOD]);
    expect(issues).toEqual([]);
    expect(rows[0]).toEqual([
      'KCG01-0901',
      'ARUNA MALL ALAM SUTERA',
      'KCG01',
      'STORES',
      'O',
      'Tangerang',
      '2026-10-01',
      '',
      'true',
    ]);
    expect(rows[0]).toHaveLength(SALES_TABLE_COLUMNS.outlets.length);
    expect(validator.coverage()).toMatchObject({ outletIds: ['KCG01-0901'], keyRange: null });
  });

  it('needs no close date nor active column, and ignores closed months', () => {
    const { rows, issues } = check(
      'outlets',
      'outlet_id,name,company,type,group,city,open_date',
      ['KCG01-0003,ARUNA X,KCG01,STORES,O,Jakarta,2025-03-01'],
      { context: { closedPeriods: new Set(['2025-03']) } },
    );
    expect(issues).toEqual([]);
    expect(rows[0]?.slice(6)).toEqual(['2025-03-01', '', 'true']);
  });

  it('names unknown companies, types and groups', () => {
    const line = 'KCG01-0901,ARUNA X,KCG99,SHOP,Z,Jakarta,2026-10-01,,';
    expect(reasons('outlets', HEADER, line)).toEqual([
      'unknown company KCG99',
      'unknown type SHOP',
      'unknown group Z',
    ]);
  });

  it('refuses a close date before the open date, bad ids, long names and odd flags', () => {
    expect(reasons('outlets', HEADER, GOOD.replace(',,', ',2026-09-30,'))).toEqual([
      'close date 2026-09-30 is before open date 2026-10-01',
    ]);
    expect(reasons('outlets', HEADER, GOOD.replace('kcg01-0901', 'KCG 01/0901'))).toEqual([
      'outlet id KCG 01/0901 is not valid (capital letters, digits and dashes, at most 20)',
    ]);
    expect(
      reasons('outlets', HEADER, GOOD.replace('ARUNA MALL ALAM SUTERA', 'X'.repeat(151))),
    ).toEqual(['name is longer than 150 characters']);
    expect(reasons('outlets', HEADER, `${GOOD}maybe`)).toEqual([
      'active maybe is not true or false',
    ]);
    expect(check('outlets', HEADER, [`${GOOD}no`]).rows[0]?.[8]).toBe('false');
  });

  it('reports an outlet listed twice', () => {
    const { issues } = check('outlets', HEADER, [GOOD, GOOD.replace('ALAM', 'ALAM 2')]);
    expect(issues.map((issue) => issue.reason)).toEqual([
      'duplicate row for KCG01-0901 (first at line 2)',
    ]);
  });
});

describe('RowValidator: control characters', () => {
  const HEADER = 'outlet_id,name,company,type,group,city,open_date';
  const GOOD = 'KCG01-0901,ARUNA MALL,KCG01,STORES,O,Tangerang,2026-10-01';

  it('refuses a row with one in a cell it reads, naming each such column and nothing else', () => {
    const { rows, issues } = check('outlets', HEADER, [
      GOOD.replace('ARUNA', 'AR\u0000UNA').replace('Tangerang', 'Tange\u001brang'),
      GOOD.replace('KCG01-0901', 'KCG01-0902\u0085'),
      GOOD.replace('0901', '0903'),
    ]);
    expect(rows.map((row) => row?.[0] ?? null)).toEqual([null, null, 'KCG01-0903']);
    expect(issues).toEqual([
      { line: 2, column: 'name', reason: IMPORT_MESSAGES.controlCharacter('name') },
      { line: 2, column: 'city', reason: IMPORT_MESSAGES.controlCharacter('city') },
      { line: 3, column: 'outlet_id', reason: IMPORT_MESSAGES.controlCharacter('outlet_id') },
    ]);
  });

  it('keeps tab and line breaks in text', () => {
    const { rows, issues } = check('outlets', HEADER, [
      GOOD.replace('ARUNA MALL', 'ARUNA\tMALL\r\nLOBBY'),
    ]);
    expect(issues).toEqual([]);
    expect(rows[0]?.[1]).toBe('ARUNA\tMALL\r\nLOBBY');
  });
});

describe('RowValidator: master lists', () => {
  const CODE_HEADER = 'group,name,active';
  const COMPANY_HEADER = 'company,name,company_id,excluded_by_default,active';

  it('writes code lists in table order, codes in capitals, active by default', () => {
    const { rows, issues } = check('categories', 'category,name', ['swimwear,Swimwear']);
    expect(issues).toEqual([]);
    expect(rows[0]).toEqual(['SWIMWEAR', 'Swimwear', 'true']);
    expect(check('outlet-types', 'type,name,active', ['KIOSK,Kiosk,no']).rows[0]).toEqual([
      'KIOSK',
      'Kiosk',
      'false',
    ]);
  });

  it('keeps TOTALKCG out of the groups, and only there', () => {
    expect(check('outlet-groups', CODE_HEADER, ['totalkcg,Everything,true']).issues).toEqual([
      { line: 2, column: 'group', reason: 'TOTALKCG is reserved: it means every group' },
    ]);
    expect(check('categories', 'category,name', ['TOTALKCG,All']).issues).toEqual([]);
  });

  it('refuses bad codes, odd flags, long names and repeated keys, with line and column', () => {
    const { issues } = check('outlet-groups', CODE_HEADER, [
      'CON SIGN,Consignment,true',
      'CON,Consignment,maybe',
      `CX,${'N'.repeat(101)},true`,
      'CX,Again,true',
    ]);
    expect(issues).toEqual([
      {
        line: 2,
        column: 'group',
        reason: 'group CON SIGN is not a code (capital letters, digits and dashes, at most 20)',
      },
      { line: 3, column: 'active', reason: 'active maybe is not true or false' },
      { line: 4, column: 'name', reason: 'name is longer than 100 characters' },
      { line: 5, column: null, reason: 'duplicate row for CX (first at line 4)' },
    ]);
  });

  it('writes companies with their id or none, excluded and active flags', () => {
    const { rows, issues } = check('companies', COMPANY_HEADER, [
      'KCG13,Sinar Home,,yes,',
      'KCG14,Tirta Beauty,14,,false',
    ]);
    expect(issues).toEqual([]);
    expect(rows).toEqual([
      ['KCG13', '', 'Sinar Home', 'true', 'true'],
      ['KCG14', '14', 'Tirta Beauty', 'false', 'false'],
    ]);
  });

  it('refuses a company id given twice, held by another, changed, or not whole', () => {
    const { issues } = check('companies', COMPANY_HEADER, [
      'KCG13,Sinar Home,20,,',
      'KCG14,Tirta Beauty,20,,',
      'KCG15,Damar,1.5,,',
      'KCG16,Gita,2,,',
      'KCG01,Aruna Apparel,7,,',
      'KCG02,Langkah Footwear,2,,',
    ]);
    expect(issues).toEqual([
      { line: 3, column: 'company_id', reason: 'company id 20 is taken by KCG13' },
      { line: 4, column: 'company_id', reason: 'company_id 1.5 is not a whole number' },
      { line: 5, column: 'company_id', reason: 'company id 2 is taken by KCG02' },
      {
        line: 6,
        column: 'company_id',
        reason: 'company KCG01 has id 1: an existing company keeps its id',
      },
    ]);
  });
});

describe("withDefinedCodes: a bundle's master lists", () => {
  it('counts the codes a master-list file defines for the files checked after it', () => {
    const companies = check('companies', 'company,name', [
      'kcg13,Sinar',
      'KCG14,Tirta',
      'bad code,X',
    ]);
    expect(companies.validator.definedCodes()).toEqual(['KCG13', 'KCG14']);
    const outlet = ['KCG13-0001,SINAR SENAYAN,KCG13,KIOSK,O,Jakarta,2026-10-01'];
    const header = 'outlet_id,name,company,type,group,city,open_date';
    expect(check('outlets', header, outlet).issues.map((issue) => issue.reason)).toEqual([
      'unknown company KCG13',
      'unknown type KIOSK',
    ]);
    let context = withDefinedCodes(buildImportContext(), 'companies', ['KCG13', 'KCG14']);
    context = withDefinedCodes(context, 'outlet-types', ['KIOSK']);
    expect(check('outlets', header, outlet, { context }).issues).toEqual([]);
    expect(withDefinedCodes(context, 'employees', ['30101'])).toBe(context);
  });
});

describe('RowValidator: outlets in inactive codes', () => {
  const header = 'outlet_id,name,company,type,group,city,open_date';
  const inactive = {
    company: new Set(['KCG02']),
    type: new Set(['KIOSK']),
    group: new Set(['SF']),
  };
  const context = {
    types: new Set(['STORES', 'KIOSK']),
    // KCG02-0001 is already in the inactive company, type and group.
    outletPlaces: new Map([
      ['KCG02-0001', { company: 'KCG02', type: 'KIOSK', group: 'SF' }],
      ['KCG01-0003', { company: 'KCG01', type: 'STORES', group: 'O' }],
    ]),
    inactive,
  };

  it('refuses a new outlet in one and a move to one, with the Branch screen’s words', () => {
    const { issues } = check(
      'outlets',
      header,
      [
        'KCG02-0001,STAYS WHERE IT IS,KCG02,KIOSK,SF,Jakarta,2026-10-01',
        'KCG02-0900,NEW,KCG02,STORES,O,Jakarta,2026-10-01',
        'KCG01-0003,MOVED,KCG01,KIOSK,SF,Jakarta,2026-10-01',
      ],
      { context },
    );
    expect(issues).toEqual([
      { line: 3, column: 'company', reason: 'Company KCG02 is inactive' },
      { line: 4, column: 'type', reason: 'Type KIOSK is inactive' },
      { line: 4, column: 'group', reason: 'Group SF is inactive' },
    ]);
  });

  it('follows what a bundle’s master-list file makes inactive or active again', () => {
    const outlet = ['KCG02-0900,NEW,KCG02,STORES,O,Jakarta,2026-10-01'];
    const reopened = withCodeActivity(buildImportContext(context), 'companies', {
      active: ['KCG02'],
      inactive: ['KCG03'],
    });
    expect([...reopened.inactive.company]).toEqual(['KCG03']);
    expect(check('outlets', header, outlet, { context: reopened }).issues).toEqual([]);
    expect(withCodeActivity(reopened, 'categories', { active: [], inactive: ['TOPS'] })).toBe(
      reopened,
    );
  });
});

describe('RowValidator: employees', () => {
  const HEADER = IMPORT_LAYOUTS.employees.columns.map((column) => column.name).join(',');
  const GOOD =
    '30101,Sari Wulandari,sari@kcg.example,2021-03-01,p,m,kcg01,D02,Retail Operations,DP02,Store Operations,Retail,JT02,Store Manager,G04,Supervisor,kcg01-0003,021-555,,,,';
  /** GOOD with the cells of `changes` (column name → value) replaced. */
  const withCells = (changes: Record<string, string>) => {
    const cells = GOOD.split(',');
    for (const [name, value] of Object.entries(changes)) {
      cells[IMPORT_LAYOUTS.employees.columns.findIndex((column) => column.name === name)] = value;
    }
    return cells.join(',');
  };

  it('writes the employees table row, codes in capitals, empty optional cells as NULL', () => {
    const { rows, issues } = check('employees', HEADER, [GOOD]);
    expect(issues).toEqual([]);
    expect(rows[0]).toEqual([
      '30101',
      'Sari Wulandari',
      'sari@kcg.example',
      '2021-03-01',
      'P',
      'M',
      'KCG01',
      'D02',
      'Retail Operations',
      'DP02',
      'Store Operations',
      'Retail',
      'JT02',
      'Store Manager',
      'G04',
      'Supervisor',
      'KCG01-0003',
      '021-555',
      '',
      '',
      '',
      'true',
    ]);
  });

  it('names each wrong cell: e-mail, codes, company, outlet, flag, contract dates', () => {
    const { issues } = check('employees', HEADER, [
      withCells({
        email: 'sari.kcg.example',
        job_status: 'X',
        level: 'Q',
        company: 'KCG99',
        branch: 'KCG01-0999',
        active: 'sometimes',
        contract_start: '2026-02-01',
        contract_end: '2026-01-31',
        grade_id: 'G'.repeat(11),
      }),
    ]);
    expect(issues).toEqual([
      { line: 2, column: 'email', reason: 'email sari.kcg.example is not an e-mail address' },
      { line: 2, column: 'job_status', reason: 'job status X is not one of P, B, C, T, M, I, O' },
      { line: 2, column: 'level', reason: 'level Q is not one of S, M, J' },
      { line: 2, column: 'company', reason: 'unknown company KCG99' },
      { line: 2, column: 'grade_id', reason: 'grade_id is longer than 10 characters' },
      { line: 2, column: 'branch', reason: 'unknown outlet KCG01-0999' },
      {
        line: 2,
        column: 'contract_end',
        reason: 'contract end 2026-01-31 is before contract start 2026-02-01',
      },
      { line: 2, column: 'active', reason: 'active sometimes is not true or false' },
    ]);
  });

  it('needs a company the database knows, and reports an employee listed twice', () => {
    const { issues } = check('employees', HEADER, [GOOD, GOOD], {
      context: { companies: new Set(['KCG02']) },
    });
    expect(issues).toEqual([
      { line: 2, column: 'company', reason: 'unknown company kcg01' },
      { line: 3, column: 'company', reason: 'unknown company kcg01' },
      { line: 3, column: null, reason: 'duplicate row for 30101 (first at line 2)' },
    ]);
  });
});

describe('parseWholeNumber', () => {
  /** Each text of a list reads as the number or the refusal the list is given with. */
  function expectReadings(
    numberFormat: NumberFormat,
    readings: readonly [ReturnType<typeof parseWholeNumber>, readonly string[]][],
  ) {
    for (const [expected, texts] of readings) {
      for (const text of texts) expect(parseWholeNumber(text, numberFormat), text).toBe(expected);
    }
  }

  it('reads plain numbers with an optional decimal point', () => {
    expectReadings('plain', [
      [1_234_567, ['1234567', '1234567.00']],
      [-12, ['-12']],
      [0, ['0']],
      ['fraction', ['1234567.5']],
      ['not-a-number', ['1.234.567', '1,234', '12.', '1e6', '-']],
      ['too-large', ['99999999999999999']],
    ]);
  });

  it('reads Indonesian numbers with groups of three and a decimal comma', () => {
    expectReadings('id', [
      [1_234_567, ['1.234.567', '1234567', '1.234.567,00']],
      [999, ['999']],
      ['fraction', ['1.234,5']],
      ['not-a-number', ['1.23', '1234.567', '.123', '1.234.567.00']],
    ]);
  });
});

describe('parseIsoDate', () => {
  it('knows leap years', () => {
    expect(parseIsoDate('2024-02-29')).toMatchObject({ year: 2024, period: '2024-02' });
    expect(parseIsoDate('2026-02-29')).toBe('invalid');
    expect(parseIsoDate('2026-2-28')).toBe('format');
  });
});
