/** Whether the screen is phone-sized (spec 001 §9: 767 px wide or less): cards instead of tables. */
import { useMediaQuery } from '@mantine/hooks';

export const PHONE_QUERY = '(max-width: 767px)';

export function usePhone(): boolean {
  return useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
}
