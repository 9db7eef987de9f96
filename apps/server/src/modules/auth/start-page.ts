/**
 * Each user's start page (issue 26): Today or the Dashboard. Today only for a role whose menu
 * offers it (the menu never offers what the server refuses); without a choice such a user lands
 * on Today, anyone else always on the Dashboard.
 */
import {
  START_PAGE_MESSAGES,
  type StartPage,
  type StartPageSetting,
  startPageSchema,
  TODAY_ROUTE,
} from '@outlet-pulse/contracts';
import type { AuthContext } from '../../core/caller';
import { invalidField } from '../../core/errors';
import type { Executor } from '../../db/database';
import { roleMenuOffers } from '../menu';
import { findChosenStartPage, updateChosenStartPage } from './auth.repository';

/** Where this user lands, what they chose (null: nothing), and whether Today may be chosen. */
export async function startPageSetting(
  db: Executor,
  user: { id: number; roleCode: string },
): Promise<StartPageSetting> {
  const [stored, todayOffered] = await Promise.all([
    findChosenStartPage(db, user.id),
    roleMenuOffers(db, user.roleCode, TODAY_ROUTE),
  ]);
  const parsed = startPageSchema.safeParse(stored);
  const chosen = parsed.success ? parsed.data : null;
  const startPage: StartPage = todayOffered ? (chosen ?? 'today') : 'dashboard';
  return { startPage, chosen, todayOffered };
}

/** Keeps the caller's choice; Today is refused to a role whose menu does not offer it. */
export async function chooseStartPage(
  db: Executor,
  caller: AuthContext,
  startPage: StartPage,
  nowMs: number,
): Promise<StartPageSetting> {
  const user = { id: caller.userId, roleCode: caller.roleCode };
  if (startPage === 'today' && !(await roleMenuOffers(db, user.roleCode, TODAY_ROUTE))) {
    throw invalidField('startPage', START_PAGE_MESSAGES.todayNotOffered);
  }
  await updateChosenStartPage(db, user.id, startPage, nowMs);
  return startPageSetting(db, user);
}
