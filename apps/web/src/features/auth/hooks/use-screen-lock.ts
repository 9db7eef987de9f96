/**
 * Whether the screen is locked. Kept in sessionStorage so that the lock survives navigation and
 * a reload of the tab, and ends with the tab.
 */
import { useSessionStorage } from '@mantine/hooks';

const LOCK_KEY = 'outlet-pulse.screen-locked';

export function useScreenLock() {
  const [locked, setLocked, clearLock] = useSessionStorage<boolean>({
    key: LOCK_KEY,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  return { locked, lock: () => setLocked(true), unlock: clearLock };
}
