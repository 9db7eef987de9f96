/** The IT department's landing page: static cards like the dashboard's, and the sales data status. */
import { PlaceholderDashboard } from './placeholder-card';

export function ItDashboardPage() {
  return (
    <PlaceholderDashboard
      cards={[
        {
          title: 'Helpdesk Tickets',
          text: 'Open and overdue helpdesk tickets will be shown here.',
        },
        {
          title: 'User Accounts',
          text: 'Sign-ins, locked accounts and default passwords will be shown here.',
        },
      ]}
    />
  );
}
