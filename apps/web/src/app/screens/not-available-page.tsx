/** A module of the route table that is not built yet, inside the shell (title and breadcrumbs come from the shell). */
import { NotAvailablePanel } from '../../components/not-available-panel';
import { homePath, useSession } from '../../lib/session';
import { useRouteTitle } from '../root-layout';

/** Under the shell's heading (the module's name), the panel says what the page will hold. */
export function NotAvailablePage() {
  const session = useSession();
  const title = useRouteTitle();
  return <NotAvailablePanel homePath={session ? homePath(session) : '/'} module={title} />;
}
