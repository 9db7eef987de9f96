/** A record list's row as a card on a phone: the row's name, then its facts. */
import { Text } from '@mantine/core';
import { CardNumber, Fact, Facts } from './list-cards';
import classes from './record-list.module.css';
import type { RecordColumn } from './record-list-types';

interface RecordCardProps<Row> {
  row: Row;
  /** The row's 'No'. */
  number: number;
  /** The row's name, the card's heading. */
  name: string;
  columns: readonly RecordColumn<Row>[];
}

export function RecordCard<Row>({ row, number, name, columns }: RecordCardProps<Row>) {
  return (
    <>
      <Text size="sm" fw={700} className={classes.cardTitle}>
        <CardNumber number={number} />
        {name}
      </Text>
      <Facts>
        {columns
          .filter((column) => !column.inCardHeading)
          .map((column) => (
            <Fact key={column.header} label={column.header}>
              {column.cell(row)}
            </Fact>
          ))}
      </Facts>
    </>
  );
}
