/**
 * The reference of a failed call under its message ("reference 4k7m2q9xa1bc"): the request id
 * the server's log lines carry, so that what a person reads out or copies into a report leads
 * to them. Small, since it is for the report rather than for the person, but in the colour of
 * the text around it: grey on an alert's red was below a readable contrast (2.7:1). The id
 * selects whole with one click.
 */
import { Text } from '@mantine/core';
import { referenceOf } from '../lib/api-client';

export const REFERENCE_LABEL = 'reference';

export function ErrorReference({ error }: { error: unknown }) {
  const reference = referenceOf(error);
  if (!reference) return null;
  return (
    <Text size="xs" c="inherit">
      {REFERENCE_LABEL}{' '}
      <Text span inherit ff="monospace" style={{ userSelect: 'all' }}>
        {reference}
      </Text>
    </Text>
  );
}
