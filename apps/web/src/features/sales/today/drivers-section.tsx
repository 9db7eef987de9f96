/**
 * The drivers of the month's growth (issue 26, point 6) as a small table: the scope first (in
 * bold), then each brand, each growth split into contributions in percentage points. Where an
 * outlet set has no traffic readings, a note says so and the traffic cells say "no readings".
 */
import { Text } from '@mantine/core';
import type { TodayDrivers } from '@outlet-pulse/contracts';
import { useMemo } from 'react';
import { DataTable } from '../../../components/data-table/data-table';
import { anyUnmeasured, driverRows, driversTableModel, hasNoTraffic } from './drivers-model';

export function DriversSection({
  drivers,
  scopeName,
}: {
  drivers: TodayDrivers;
  scopeName: string;
}) {
  const rows = useMemo(() => driverRows(drivers, scopeName), [drivers, scopeName]);
  const model = useMemo(() => driversTableModel(rows), [rows]);
  return (
    <>
      <Text size="xs" c="dimmed">
        Growth against the same days last year, split into what moved it (percentage points that add
        up to the growth): traffic × conversion × ATV, and ATV = UPT × ASP.
      </Text>
      {anyUnmeasured(rows) && (
        <Text size="xs" c="orange.9" data-note="no-traffic">
          No traffic readings for{' '}
          {rows
            .filter(hasNoTraffic)
            .map((row) => row.name)
            .join(', ')}
          : transactions stand in for traffic × conversion there.
        </Text>
      )}
      <DataTable model={model} label="Drivers of the month's growth" fileName="today-drivers" />
    </>
  );
}
