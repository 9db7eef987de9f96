/**
 * The Employee screen's 'Give sign-in' opens this screen at `?signInFor=<employee ID>`: the
 * new-user form opens for that employee, and the parameter leaves the address so that going
 * back or reloading does not open it again.
 */
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

export const SIGN_IN_FOR_PARAM = 'signInFor';

export function useSignInRequest(openNewFor: (employeeID: string) => void): void {
  const [params, setParams] = useSearchParams();
  const employeeID = params.get(SIGN_IN_FOR_PARAM)?.trim() ?? '';
  useEffect(() => {
    if (employeeID === '') return;
    openNewFor(employeeID);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(SIGN_IN_FOR_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [employeeID, openNewFor, setParams]);
}
