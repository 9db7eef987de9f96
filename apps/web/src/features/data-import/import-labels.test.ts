import { IMPORT_KINDS, IMPORT_PHASES, type ImportKind } from '@outlet-pulse/contracts';
import { describe, expect, it } from 'vitest';
import {
  chosenFileText,
  fileFormatLabel,
  isFinished,
  isImportKind,
  isNumberFormatChoice,
  KIND_OPTIONS,
  kindLabel,
  NUMBER_FORMAT_OPTIONS,
  phaseLabel,
  statusColor,
  statusLabel,
} from './import-labels';

describe('kinds', () => {
  it.each<[ImportKind, string]>([
    ['daily-sales', 'Daily sales'],
    ['outlets', 'Outlets'],
    ['targets', 'Monthly targets'],
    ['companies', 'Companies'],
    ['categories', 'Product categories'],
    ['outlet-types', 'Outlet types'],
    ['outlet-groups', 'Outlet groups'],
    ['employees', 'Employees'],
  ])('names each kind as its layout does (%s is %s)', (kind, label) => {
    expect(kindLabel(kind)).toBe(label);
  });

  it('offers the ten kinds in the contracts order', () => {
    expect(KIND_OPTIONS.map((option) => option.value)).toEqual([...IMPORT_KINDS]);
    expect(KIND_OPTIONS).toHaveLength(10);
  });

  it('recognises a kind', () => {
    expect(isImportKind('traffic')).toBe(true);
    expect(isImportKind('sales')).toBe(false);
  });
});

describe('number formats', () => {
  it('offers Auto, plain and Indonesian', () => {
    expect(NUMBER_FORMAT_OPTIONS.map((option) => option.label)).toEqual([
      'Auto',
      'Plain 1234567',
      'Indonesian 1.234.567',
    ]);
    expect(isNumberFormatChoice('auto')).toBe(true);
    expect(isNumberFormatChoice('id')).toBe(true);
    expect(isNumberFormatChoice('us')).toBe(false);
  });

  it('names the file formats', () => {
    expect(fileFormatLabel('csv')).toBe('CSV');
    expect(fileFormatLabel('xlsx')).toBe('Excel workbook (.xlsx)');
  });
});

describe('phases', () => {
  it('says what each loading phase does', () => {
    expect(phaseLabel('staging')).toBe('Copying rows');
    expect(phaseLabel('checking')).toBe('Checking outlets and closed months');
    expect(phaseLabel('merging')).toBe('Replacing changed rows');
    expect(phaseLabel('rollups')).toBe('Refreshing monthly rollups');
    for (const phase of IMPORT_PHASES) expect(phaseLabel(phase), phase).not.toBe('');
  });

  it('is finished only when done or failed', () => {
    expect(IMPORT_PHASES.filter(isFinished)).toEqual(['done', 'failed']);
  });
});

describe('status of a past import', () => {
  it('reads Loaded in green and Failed in red', () => {
    expect([statusLabel('LOADED'), statusColor('LOADED')]).toEqual(['Loaded', 'teal']);
    expect([statusLabel('FAILED'), statusColor('FAILED')]).toEqual(['Failed', 'red']);
  });
});

describe('chosenFileText', () => {
  it('names the kind a file name gives, the longest that fits, and flags a name of no kind', () => {
    expect(chosenFileText('daily-sales-2026-11-23.xlsx')).toEqual({
      text: 'Daily sales',
      known: true,
    });
    expect(chosenFileText('Outlet-Groups.csv')).toEqual({ text: 'Outlet groups', known: true });
    expect(chosenFileText('outlets.csv')).toEqual({ text: 'Outlets', known: true });
    expect(chosenFileText('night.ZIP')).toEqual({ text: 'Zip: its files', known: true });
    expect(chosenFileText('sales.csv')).toEqual({ text: 'No kind', known: false });
    expect(chosenFileText('outletsX.csv')).toEqual({ text: 'No kind', known: false });
  });
});
