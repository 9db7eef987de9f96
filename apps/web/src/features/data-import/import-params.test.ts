import { describe, expect, it } from 'vitest';
import {
  historyQueryString,
  historyViewCodec,
  type TemplateChoice,
  templateFileName,
  templatePath,
  uploadQueryString,
} from './import-params';

describe('the upload query', () => {
  it('leaves the number format to the server on Auto, and an empty sheet out', () => {
    expect(
      uploadQueryString({
        kind: 'daily-sales',
        fileName: 'daily sales.csv',
        numberFormat: 'auto',
        sheet: '  ',
      }),
    ).toBe('kind=daily-sales&fileName=daily+sales.csv');
  });

  it('sends a declared number format and a trimmed sheet name', () => {
    expect(
      uploadQueryString({
        kind: 'targets',
        fileName: 'targets 2027.xlsx',
        numberFormat: 'id',
        sheet: ' Targets & more ',
      }),
    ).toBe('kind=targets&fileName=targets+2027.xlsx&numberFormat=id&sheet=Targets+%26+more');
  });
});

describe('templates', () => {
  it.each<[string, TemplateChoice]>([
    [
      'import/template/traffic?format=csv&numberFormat=plain',
      { kind: 'traffic', format: 'csv', numberFormat: 'plain' },
    ],
    [
      'import/template/traffic?format=csv&numberFormat=id',
      { kind: 'traffic', format: 'csv', numberFormat: 'id' },
    ],
    [
      'import/template/category-sales?format=xlsx',
      { kind: 'category-sales', format: 'xlsx', numberFormat: 'id' },
    ],
  ])('asks for CSV with its number format, .xlsx without (%s)', (path, choice) => {
    expect(templatePath(choice)).toBe(path);
  });

  it.each<[string, TemplateChoice]>([
    ['daily-sales-template.csv', { kind: 'daily-sales', format: 'csv', numberFormat: 'plain' }],
    ['daily-sales-template-id.csv', { kind: 'daily-sales', format: 'csv', numberFormat: 'id' }],
    ['outlets-template.xlsx', { kind: 'outlets', format: 'xlsx', numberFormat: 'id' }],
  ])('saves each template under its own name (%s)', (fileName, choice) => {
    expect(templateFileName(choice)).toBe(fileName);
  });
});

describe('the history page in the address', () => {
  const read = (query: string) => historyViewCodec.read(new URLSearchParams(query)).page;

  it('reads the page, and anything else as page 1', () => {
    expect(read('')).toBe(1);
    expect(read('page=3')).toBe(3);
    for (const page of ['0', '-2', 'two', '1.5', '', '99999999'])
      expect(read(`page=${page}`)).toBe(1);
  });

  it('leaves page 1 out and keeps other parameters', () => {
    const current = new URLSearchParams('page=4&tab=2');
    expect(historyViewCodec.write(current, { page: 1 }).toString()).toBe('tab=2');
    expect(historyViewCodec.write(current, { page: 2 }).toString()).toBe('page=2&tab=2');
    expect(current.toString()).toBe('page=4&tab=2');
  });

  it('asks the server for a page of ten', () => {
    expect(historyQueryString(1)).toBe('page=1&limit=10');
    expect(historyQueryString(3, 25)).toBe('page=3&limit=25');
  });
});
