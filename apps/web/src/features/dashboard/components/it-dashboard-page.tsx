/** The IT department's landing page: static cards like the dashboard's, and the sales data status. */
import { SimpleGrid } from '@mantine/core';
import { DataStatusCard } from './data-status-card';
import { PlaceholderCard } from './placeholder-card';

export function ItDashboardPage() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      <PlaceholderCard
        title="Helpdesk Tickets"
        text="Open and overdue helpdesk tickets will be shown here."
      />
      <PlaceholderCard
        title="User Accounts"
        text="Sign-ins, locked accounts and default passwords will be shown here."
      />
      <DataStatusCard />
    </SimpleGrid>
  );
}
