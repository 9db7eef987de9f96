/**
 * The reference of a failed call under its message ("reference 4k7m2q9xa1bc"): the request id
 * the server's log lines carry, so that what a person reads out or copies into a report leads
 * to them. Small and muted, since it is for the report rather than for the person; the id
 * selects whole with one click.
 */
import { Text } from '@mantine/core';
import { referenceOf } from '../lib/api-client';

export const REFERENCE_LABEL = 'reference';

export function ErrorReference({ error }: { error: unknown }) {
  const reference = referenceOf(error);
  if (!reference) return null;
  return (
    <Text size="xs" c="dimmed">
      {REFERENCE_LABEL}{' '}
      <Text span inherit ff="monospace" style={{ userSelect: 'all' }}>
        {reference}
      </Text>
    </Text>
  );
}
