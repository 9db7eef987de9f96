/**
 * The guards of the route table, run as route loaders before a screen shows: a signed-out
 * visitor goes to sign-in with the page to come back to; a signed-in visitor of the sign-in page
 * goes on; a menu guard lets in only a user whose menu holds that menu id.
 */
import { SESSION_MESSAGES } from '@outlet-pulse/contracts';
import { data, type LoaderFunctionArgs, redirect } from 'react-router';
import { loadMenu } from '../lib/menu';
import { menuHasId } from '../lib/menu-tree';
import { readReturnUrl, signInPath } from '../lib/return-url';
import { homePath, restoreSession } from '../lib/session';
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

export async function runGuard(guard: Guard, { request }: LoaderFunctionArgs): Promise<void> {
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
    case 'menu': {
      const session = await requireSignedIn(request);
      const menu = await loadMenu(session);
      if (!menuHasId(menu, guard.menuId)) throw data(SESSION_MESSAGES.forbidden, { status: 403 });
      return;
    }
  }
}
