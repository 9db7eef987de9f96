/** Spec 001 §9: small screens are 767 px wide or less; they get cards instead of tables. */
import { useMediaQuery } from '@mantine/hooks';

const PHONE_QUERY = '(max-width: 767px)';

export function usePhone(): boolean {
  return useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
}
