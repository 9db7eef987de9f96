/**
 * Route state that offers the page it opens a way back to where the user came from (the shell
 * shows it beside the breadcrumbs): the achievement summary's month opens the sales summary so.
 * Only a path of this portal is followed.
 */
export interface BackTo {
  backTo: { path: string; label: string };
}

export function backTo(path: string, label: string): BackTo {
  return { backTo: { path, label } };
}

export function readBackTo(state: unknown): BackTo['backTo'] | null {
  if (typeof state !== 'object' || state === null || !('backTo' in state)) return null;
  const candidate = (state as { backTo: unknown }).backTo;
  if (typeof candidate !== 'object' || candidate === null) return null;
  const { path, label } = candidate as { path?: unknown; label?: unknown };
  if (typeof path !== 'string' || typeof label !== 'string') return null;
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  return { path, label };
}
