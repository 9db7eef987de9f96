/**
 * The shell's layout (fixed or boxed) and skin, remembered per user in localStorage so that
 * people sharing a computer keep their own.
 */
import { useLocalStorage } from '@mantine/hooks';
import { z } from 'zod';

export const SKINS = [
  { id: 'ocean', label: 'Ocean', color: 'blue' },
  { id: 'teal', label: 'Teal', color: 'teal' },
  { id: 'violet', label: 'Violet', color: 'violet' },
  { id: 'graphite', label: 'Graphite', color: 'dark' },
] as const;
export type SkinId = (typeof SKINS)[number]['id'];
export type Skin = (typeof SKINS)[number];

export const LAYOUTS = [
  { value: 'fixed', label: 'Fixed' },
  { value: 'boxed', label: 'Boxed' },
] as const;
export type LayoutMode = (typeof LAYOUTS)[number]['value'];

const preferencesSchema = z.object({
  layout: z.enum(['fixed', 'boxed']).catch('fixed'),
  skin: z.enum(['ocean', 'teal', 'violet', 'graphite']).catch('ocean'),
});
export type LayoutPreferences = z.infer<typeof preferencesSchema>;

const DEFAULT_PREFERENCES: LayoutPreferences = { layout: 'fixed', skin: 'ocean' };

function readPreferences(stored: string | undefined): LayoutPreferences {
  try {
    return preferencesSchema.parse(stored === undefined ? {} : JSON.parse(stored));
  } catch {
    return DEFAULT_PREFERENCES;
  }
}

export function skinOf(id: SkinId): Skin {
  return SKINS.find((skin) => skin.id === id) ?? SKINS[0];
}

export function useLayoutPreferences(userName: string) {
  return useLocalStorage<LayoutPreferences>({
    key: `outlet-pulse.layout.${userName}`,
    defaultValue: DEFAULT_PREFERENCES,
    getInitialValueInEffect: false,
    deserialize: readPreferences,
  });
}
