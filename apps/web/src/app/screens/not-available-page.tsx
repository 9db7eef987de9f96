/** A module of the route table that is not built yet, inside the shell (title and breadcrumbs come from the shell). */
import { NotAvailablePanel } from '../../components/not-available-panel';
import { homePath, useSession } from '../../lib/session';

export function NotAvailablePage() {
  const session = useSession();
  return <NotAvailablePanel homePath={session ? homePath(session) : '/'} />;
}
