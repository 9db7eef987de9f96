/**
 * A list's rows as cards, one under the other, on a phone: nothing to scroll sideways. Each
 * card is an article named for its row; what it holds is the screen's own, mostly a heading
 * with the row's number, its facts as a two-column list, and its buttons.
 */
import { Paper, Stack, Text } from '@mantine/core';
import { rowNumber } from '@outlet-pulse/contracts';
import type { Key, ReactNode } from 'react';
import classes from './record-list.module.css';

interface ListCardsProps<Row> {
  rows: readonly Row[];
  /** The page the rows belong to, and its size: the rows' numbers. */
  page: number;
  limit: number;
  /** The accessible name of the list, 'Branches'. */
  label: string;
  rowKey: (row: Row) => Key;
  /** The accessible name of a row's card. */
  rowLabel: (row: Row) => string;
  /** What a row's card holds; `number` is the row's 'No'. */
  children: (row: Row, number: number) => ReactNode;
}

export function ListCards<Row>({
  rows,
  page,
  limit,
  label,
  rowKey,
  rowLabel,
  children,
}: ListCardsProps<Row>) {
  return (
    <Stack component="ol" gap="sm" m={0} p={0} className={classes.cards} aria-label={label}>
      {rows.map((row, index) => (
        <Paper component="li" key={rowKey(row)} withBorder radius="md" p="sm">
          <article aria-label={rowLabel(row)}>
            <Stack gap="xs">{children(row, rowNumber(page, limit, index))}</Stack>
          </article>
        </Paper>
      ))}
    </Stack>
  );
}

/** '3.' before a card's heading. */
export function CardNumber({ number, mr = 6 }: { number: number; mr?: number }) {
  return (
    <Text span c="dimmed" size="sm" mr={mr}>
      {number}.
    </Text>
  );
}

/** A card's facts: labels and values in two columns; `wide` sets them further apart. */
export function Facts({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <dl className={wide ? `${classes.facts} ${classes.wideFacts}` : classes.facts}>{children}</dl>
  );
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
