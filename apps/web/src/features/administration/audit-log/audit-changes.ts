/**
 * How an audit entry reads: the colour of its action (spec 000 §9's labels), the name of its
 * entity, and each change as 'field: from → to', with values of any shape written as text and
 * long ones shortened.
 */
import { AUDIT_ACTIONS, type AuditEntity } from '@outlet-pulse/contracts';

const ACTION_COLORS: Record<string, string> = {
  [AUDIT_ACTIONS.created]: 'green',
  [AUDIT_ACTIONS.updated]: 'blue',
  [AUDIT_ACTIONS.deleted]: 'red',
};

/** Green, blue or red for the three change labels; grey for any other action (a sign-in, say). */
export function actionColor(action: string): string {
  return ACTION_COLORS[action] ?? 'gray';
}

const ENTITY_LABELS: Record<AuditEntity, string> = {
  branch: 'Branch',
  region: 'Region',
  subbranch: 'Sub branch',
  period: 'Period',
  user: 'User',
  role: 'Role',
  import: 'Import',
  employee: 'Employee',
  company: 'Company',
  'product-category': 'Product category',
  'outlet-type': 'Outlet type',
  'outlet-group': 'Outlet group',
};

/** An entity as the menu names it; an entity this screen does not know keeps its own name. */
export function entityLabel(entity: string): string {
  return ENTITY_LABELS[entity as AuditEntity] ?? entity;
}

/** Who made a change with no user: the portal itself (an import, a scheduled job). */
export const SYSTEM_USER = 'System';

/** What a value that was not there (before a creation, after a deletion) reads. */
export const NO_VALUE = '—';
export const EMPTY_TEXT = '(empty)';

const isPrimitive = (value: unknown) =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** A changed value as text: lists of plain values joined by commas, anything else as JSON. */
export function formatAuditValue(value: unknown): string {
  if (value === null || value === undefined) return NO_VALUE;
  if (value === '') return EMPTY_TEXT;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every(isPrimitive)) {
    return value.length === 0 ? '[]' : value.map(formatAuditValue).join(', ');
  }
  return JSON.stringify(value) ?? String(value);
}

/** Longer values are shortened in the list; the whole value is a hover or a click away. */
export const SHORT_VALUE_LENGTH = 48;

export interface ShownValue {
  full: string;
  short: string;
  shortened: boolean;
}

export function shownValue(value: unknown, maxLength = SHORT_VALUE_LENGTH): ShownValue {
  const full = formatAuditValue(value);
  const shortened = full.length > maxLength;
  return { full, short: shortened ? `${full.slice(0, maxLength - 1)}…` : full, shortened };
}
