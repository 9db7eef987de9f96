/**
 * The guards of the route table, run as route loaders before a screen shows: a signed-out
 * visitor goes to sign-in with the page to come back to; a signed-in visitor of the sign-in page
 * goes on; a module's page lets in only a user whose menu has an entry for its address (spec 000
 * §6), so typing the address of a page outside one's menu gets the 'not allowed' page; a menu
 * guard lets in only a user whose menu holds that menu id.
 */
import { SESSION_MESSAGES } from '@outlet-pulse/contracts';
import { data, type LoaderFunctionArgs, redirect } from 'react-router';
import { menuHasId, menuHasRoute } from '../lib/menu-tree';
import { readReturnUrl, signInPath } from '../lib/return-url';
import { homePath, restoreSession } from '../lib/session';
import { loadPortalMenu } from './portal-menu';
import type { Guard } from './routes';

function pageOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

async function requireSignedIn(request: Request) {
  const session = await restoreSession();
  if (!session) throw redirect(signInPath(pageOf(request)));
  return session;
}

const refused = () => data(SESSION_MESSAGES.forbidden, { status: 403 });

/** Runs the guard of the route whose path (as the route table writes it) is `path`. */
export async function runGuard(
  guard: Guard,
  { request }: LoaderFunctionArgs,
  path = '',
): Promise<void> {
  switch (guard.kind) {
    case 'open':
      return;
    case 'signed-out': {
      const session = await restoreSession();
      if (session) throw redirect(readReturnUrl(new URL(request.url).search) ?? homePath(session));
      return;
    }
    case 'signed-in':
      await requireSignedIn(request);
      return;
    case 'in-menu': {
      const session = await requireSignedIn(request);
      // Home is where sign-in leads, so it never refuses its user.
      if (homePath(session) === `/${path}`) return;
      if (!menuHasRoute(await loadPortalMenu(session), path)) throw refused();
      return;
    }
    case 'menu': {
      const session = await requireSignedIn(request);
      const menu = await loadPortalMenu(session);
      if (!menuHasId(menu, guard.menuId)) throw refused();
      return;
    }
  }
}
