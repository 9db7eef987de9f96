/** Reading the API's answers the same way in every suite: field errors and audit entries. */
import { expect } from 'vitest';
import type { Caller } from './requests';

export interface FieldError {
  field: string;
  message: string;
}

/** A 400 answer's errors as { field: [messages] }, in the order the API gave them. */
export function byField(errors: FieldError[] | undefined): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const error of errors ?? []) {
    found[error.field] = [...(found[error.field] ?? []), error.message];
  }
  return found;
}

export interface AuditEntry {
  id: string;
  action: string;
  entity: string;
  entityId: string | null;
  userId: number | null;
  username: string | null;
  changes: { field: string; from: unknown; to: unknown }[];
}

/** The audit entries of one record, newest first, as the audit screen lists them. */
export async function auditEntriesOf(
  caller: Caller,
  entity: string,
  entityId: string,
): Promise<AuditEntry[]> {
  const response = await caller.get(`/api/audit/?entity=${entity}&keyword=${entityId}&limit=100`);
  expect(response.statusCode).toBe(200);
  return (response.json().data.rows as AuditEntry[]).filter((row) => row.entityId === entityId);
}
