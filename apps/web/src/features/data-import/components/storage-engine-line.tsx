/**
 * 'About this server': which database it keeps its data in, for the administrators who import
 * (end users' screens do not say it). Nothing while the health call has not answered.
 */
import { Text } from '@mantine/core';
import { useStorageEngine } from '../api/get-storage-engine';

const ENGINE_NAMES = { duckdb: 'DuckDB (embedded)', postgres: 'PostgreSQL' } as const;

export function StorageEngineLine() {
  const engine = useStorageEngine().data;
  if (!engine) return null;
  return (
    <Text size="sm" c="dimmed">
      About this server: data stored in {ENGINE_NAMES[engine]}
    </Text>
  );
}
