/** The dashboard (§2.7): the static 'Employee Analytics' and 'Daily Employee' cards and the sales data status. */
import { SimpleGrid } from '@mantine/core';
import { DataStatusCard } from './data-status-card';
import { PlaceholderCard } from './placeholder-card';

export function DashboardPage() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      <PlaceholderCard
        title="Employee Analytics"
        text="Head count, joiners and leavers by company will be shown here."
      />
      <PlaceholderCard
        title="Daily Employee"
        text="Who is on shift today across the outlets will be shown here."
      />
      <DataStatusCard />
    </SimpleGrid>
  );
}
