/** The rows as cards, one under the other, on a phone: nothing to scroll sideways. */
import { Paper, Stack, Text } from '@mantine/core';
import { rowNumber } from '@outlet-pulse/contracts';
import type { ReactNode } from 'react';
import classes from './admin-list.module.css';
import type { AdminRowsProps } from './admin-list-table';
import { RowActions } from './row-actions';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function AdminListCards<Row>({
  rows,
  page,
  limit,
  columns,
  identity,
  manage,
  label,
}: AdminRowsProps<Row>) {
  const facts = columns.filter((column) => !column.inCardHeading);
  return (
    <Stack component="ol" gap="sm" m={0} p={0} className={classes.cards} aria-label={label}>
      {rows.map((row, index) => {
        const name = identity.name(row);
        return (
          <Paper component="li" key={identity.key(row)} withBorder radius="md" p="sm">
            <article aria-label={name}>
              <Stack gap="xs">
                <Text size="sm" fw={700} className={classes.cardTitle}>
                  <Text span c="dimmed" size="sm" mr={6}>
                    {rowNumber(page, limit, index)}.
                  </Text>
                  {name}
                </Text>
                <dl className={classes.facts}>
                  {facts.map((column) => (
                    <Fact key={column.header} label={column.header}>
                      {column.cell(row)}
                    </Fact>
                  ))}
                </dl>
                {manage && <RowActions row={row} name={name} manage={manage} fullWidth />}
              </Stack>
            </article>
          </Paper>
        );
      })}
    </Stack>
  );
}
