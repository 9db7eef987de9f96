/** The top bar's layout choice: fixed or boxed, and the skin. */
import {
  ActionIcon,
  ColorSwatch,
  Group,
  Popover,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { Icon } from '../../components/icons';
import { LAYOUTS, type LayoutMode, type LayoutPreferences, SKINS } from './layout-preferences';

interface LayoutSettingsProps {
  preferences: LayoutPreferences;
  onChange: (preferences: LayoutPreferences) => void;
}

export function LayoutSettings({ preferences, onChange }: LayoutSettingsProps) {
  return (
    <Popover position="bottom-end" width={240} offset={6} shadow="md">
      <Popover.Target>
        <ActionIcon variant="subtle" color="white" size="lg" aria-label="Layout and skin">
          <Icon name="layout" size={20} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
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
      </Popover.Dropdown>
    </Popover>
  );
}
