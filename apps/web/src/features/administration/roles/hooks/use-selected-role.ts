/**
 * The role chosen on the roles screen, kept in the address (`?role=`), so that the back button
 * returns to the role before and a role can be linked to.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

const ROLE_PARAM = 'role';

export function useSelectedRole() {
  const [params, setParams] = useSearchParams();
  const selected = params.get(ROLE_PARAM)?.trim() ?? '';

  const select = useCallback(
    (code: string | null, { replace = false }: { replace?: boolean } = {}) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (code) next.set(ROLE_PARAM, code);
          else next.delete(ROLE_PARAM);
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  return { selected, select };
}
