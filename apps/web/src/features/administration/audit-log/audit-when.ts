/** When an audit entry happened, in the viewer's time zone; a value that is no time stays as sent. */
import { formatDateTime } from '@outlet-pulse/contracts';

export function auditWhen(occurredAt: string): string {
  const date = new Date(occurredAt);
  return Number.isNaN(date.getTime()) ? occurredAt : formatDateTime(date);
}
