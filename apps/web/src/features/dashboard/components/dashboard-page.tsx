/** The dashboard (§2.7): the static 'Employee Analytics' and 'Daily Employee' cards and the sales data status. */
import { PlaceholderDashboard } from './placeholder-card';

export function DashboardPage() {
  return (
    <PlaceholderDashboard
      cards={[
        {
          title: 'Employee Analytics',
          text: 'Head count, joiners and leavers by company will be shown here.',
        },
        {
          title: 'Daily Employee',
          text: 'Who is on shift today across the outlets will be shown here.',
        },
      ]}
    />
  );
}
