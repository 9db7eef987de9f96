/**
 * The words the import screen uses for the contracts' codes: the kinds of file, the number
 * formats a person can choose (with 'Auto', which lets the server tell), the phases of a load
 * and the status of a past import.
 */
import {
  IMPORT_KINDS,
  IMPORT_LAYOUTS,
  type ImportBatch,
  type ImportFileFormat,
  type ImportKind,
  type ImportPhase,
  kindOfFileName,
  NUMBER_FORMAT_LABELS,
  type NumberFormat,
} from '@outlet-pulse/contracts';

/** 'Daily sales' for 'daily-sales'. */
export function kindLabel(kind: ImportKind): string {
  return IMPORT_LAYOUTS[kind].title;
}

export const KIND_OPTIONS: { value: ImportKind; label: string }[] = IMPORT_KINDS.map((kind) => ({
  value: kind,
  label: kindLabel(kind),
}));

export function isImportKind(value: string): value is ImportKind {
  return (IMPORT_KINDS as readonly string[]).includes(value);
}

/** What the person chooses: a declared number format, or 'auto' to let the server tell. */
export type NumberFormatChoice = NumberFormat | 'auto';

export const NUMBER_FORMAT_OPTIONS: { value: NumberFormatChoice; label: string }[] = [
  { value: 'auto', label: 'Auto' },
  { value: 'plain', label: 'Plain 1234567' },
  { value: 'id', label: 'Indonesian 1.234.567' },
];

export function isNumberFormatChoice(value: string): value is NumberFormatChoice {
  return NUMBER_FORMAT_OPTIONS.some((option) => option.value === value);
}

/** The number format a file was read with, as the report says it. */
export function numberFormatLabel(format: NumberFormat): string {
  return NUMBER_FORMAT_LABELS[format];
}

export function fileFormatLabel(format: ImportFileFormat): string {
  return format === 'xlsx' ? 'Excel workbook (.xlsx)' : 'CSV';
}

const PHASE_LABELS: Record<ImportPhase, string> = {
  queued: 'Waiting to start',
  staging: 'Copying rows',
  checking: 'Checking outlets and closed months',
  merging: 'Replacing changed rows',
  rollups: 'Refreshing monthly rollups',
  done: 'Done',
  failed: 'Failed',
};

export function phaseLabel(phase: ImportPhase): string {
  return PHASE_LABELS[phase];
}

/** A load is over once it is done or has failed; until then the screen keeps asking. */
export function isFinished(phase: ImportPhase): boolean {
  return phase === 'done' || phase === 'failed';
}

export function statusLabel(status: ImportBatch['status']): string {
  return status === 'LOADED' ? 'Loaded' : 'Failed';
}

export function statusColor(status: ImportBatch['status']): string {
  return status === 'LOADED' ? 'teal' : 'red';
}

/**
 * What a chosen file will be read as, before it is sent: its kind from its name, a zip whose
 * files are read, or a name of no kind (the server refuses it with the full reason).
 */
export function chosenFileText(fileName: string): { text: string; known: boolean } {
  if (fileName.toLowerCase().endsWith('.zip')) return { text: 'Zip: its files', known: true };
  const kind = kindOfFileName(fileName);
  return kind ? { text: kindLabel(kind), known: true } : { text: 'No kind', known: false };
}
