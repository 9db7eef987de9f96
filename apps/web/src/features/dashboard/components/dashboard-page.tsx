/**
 * The dashboard (§2.7): the welcome notice of spec 000 §1, a way to the sales summary for a user
 * whose menu has it, the static 'Employee Analytics' and 'Daily Employee' cards and the sales
 * data status.
 */
import { useSession } from '../../../lib/session';
import { PlaceholderDashboard } from './placeholder-card';
import { SalesShortcutCard } from './sales-shortcut-card';
import { WelcomeNotice } from './welcome-notice';

export function DashboardPage() {
  const session = useSession();
  return (
    <PlaceholderDashboard
      notice={session ? <WelcomeNotice session={session} /> : null}
      leading={<SalesShortcutCard />}
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
