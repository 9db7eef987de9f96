/** Label and value pairs of the account screen, as a description list that wraps on phones. */
import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './detail-list.module.css';

export interface Detail {
  label: string;
  value: ReactNode;
}

export function DetailList({ details }: { details: Detail[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="sm" m={0}>
      {details.map(({ label, value }) => (
        <div key={label} className={classes.item}>
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
            {label}
          </Text>
          <Text component="dd" m={0}>
            {value ?? '-'}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
