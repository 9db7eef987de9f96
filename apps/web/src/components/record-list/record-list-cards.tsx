/** A record list's rows as cards on a phone: the row's name, its facts, its buttons. */
import { Text } from '@mantine/core';
import { CardNumber, Fact, Facts, ListCards } from './list-cards';
import classes from './record-list.module.css';
import type { RecordColumn, RowIdentity, RowManagement } from './record-list-types';
import { RowActions } from './row-actions';

export interface RecordRowsProps<Row> {
  rows: readonly Row[];
  page: number;
  limit: number;
  columns: readonly RecordColumn<Row>[];
  identity: RowIdentity<Row>;
  manage: RowManagement<Row> | null;
  /** The accessible name of the list, 'Branches'. */
  label: string;
}

export function RecordListCards<Row>({
  rows,
  page,
  limit,
  columns,
  identity,
  manage,
  label,
}: RecordRowsProps<Row>) {
  const facts = columns.filter((column) => !column.inCardHeading);
  return (
    <ListCards
      rows={rows}
      page={page}
      limit={limit}
      label={label}
      rowKey={identity.key}
      rowLabel={identity.name}
    >
      {(row, number) => {
        const name = identity.name(row);
        return (
          <>
            <Text size="sm" fw={700} className={classes.cardTitle}>
              <CardNumber number={number} />
              {name}
            </Text>
            <Facts>
              {facts.map((column) => (
                <Fact key={column.header} label={column.header}>
                  {column.cell(row)}
                </Fact>
              ))}
            </Facts>
            {manage && <RowActions row={row} name={name} manage={manage} fullWidth />}
          </>
        );
      }}
    </ListCards>
  );
}
