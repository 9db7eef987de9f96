/** Whether the window is phone-sized (767 px or less, §9), re-read at most every 250 ms while resizing. */
import { useThrottledCallback } from '@mantine/hooks';
import { useEffect, useState } from 'react';

const SMALL_SCREEN_MAX_PX = 767;
const RESIZE_THROTTLE_MS = 250;

const isSmall = () => window.innerWidth <= SMALL_SCREEN_MAX_PX;

export function useSmallScreen(): boolean {
  const [small, setSmall] = useState(isSmall);
  const measure = useThrottledCallback(() => setSmall(isSmall()), RESIZE_THROTTLE_MS);
  useEffect(() => {
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);
  return small;
}
