/**
 * Logging out: ends the session on the server and, whatever the server answers, here too (the
 * user asked to leave); then says 'You already logout!' and goes to sign-in.
 */
import { LOGOUT_MESSAGES } from '@outlet-pulse/contracts';
import { useNavigate } from 'react-router';
import { loadingNotice, toast } from '../../../lib/notices';
import { SIGN_IN_PATH } from '../../../lib/return-url';
import { endSession } from '../../../lib/session';
import { useLogOut } from '../api/log-out';
import { useScreenLock } from './use-screen-lock';

export function useLeavePortal() {
  const navigate = useNavigate();
  const logOut = useLogOut();
  const screenLock = useScreenLock();
  const leave = () => {
    loadingNotice();
    logOut.mutate(undefined, {
      onSettled: () => {
        screenLock.unlock();
        endSession();
        toast('success', LOGOUT_MESSAGES.done, undefined, { service: true });
        void navigate(SIGN_IN_PATH, { replace: true });
      },
    });
  };
  return { leave, leaving: logOut.isPending };
}
