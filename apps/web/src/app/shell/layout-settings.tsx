/** The top bar's layout choice: fixed or boxed, and the skin. */
import { ColorSwatch, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { Icon } from '../../components/icons';
import { LAYOUTS, type LayoutMode, type LayoutPreferences, SKINS } from './layout-preferences';
import { TopBarPopover } from './top-bar-popover';

interface LayoutSettingsProps {
  preferences: LayoutPreferences;
  onChange: (preferences: LayoutPreferences) => void;
}

export function LayoutSettings({ preferences, onChange }: LayoutSettingsProps) {
  return (
    <TopBarPopover label="Layout and skin" icon="layout">
      <Stack gap="sm">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="layout-choice">
            Layout
          </Text>
          <SegmentedControl
            aria-labelledby="layout-choice"
            fullWidth
            data={[...LAYOUTS]}
            value={preferences.layout}
            onChange={(layout) => onChange({ ...preferences, layout: layout as LayoutMode })}
          />
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Skin
          </Text>
          <Group gap="xs">
            {SKINS.map((skin) => (
              <ColorSwatch
                key={skin.id}
                component="button"
                type="button"
                color={`var(--mantine-color-${skin.color}-8)`}
                aria-label={`${skin.label} skin`}
                aria-pressed={preferences.skin === skin.id}
                onClick={() => onChange({ ...preferences, skin: skin.id })}
                style={{ cursor: 'pointer' }}
              >
                {preferences.skin === skin.id ? (
                  <Icon name="check" size={14} color="white" />
                ) : null}
              </ColorSwatch>
            ))}
          </Group>
        </Stack>
      </Stack>
    </TopBarPopover>
  );
}
