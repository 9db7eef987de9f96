/** An administration list's rows as cards on a phone: the row's name, its facts, its buttons. */
import { Text } from '@mantine/core';
import classes from './admin-list.module.css';
import type { AdminColumn, RowIdentity, RowManagement } from './admin-list-types';
import { CardNumber, Fact, Facts, ListCards } from './list-cards';
import { RowActions } from './row-actions';

export interface AdminRowsProps<Row> {
  rows: readonly Row[];
  page: number;
  limit: number;
  columns: readonly AdminColumn<Row>[];
  identity: RowIdentity<Row>;
  manage: RowManagement<Row> | null;
  /** The accessible name of the list, 'Branches'. */
  label: string;
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
