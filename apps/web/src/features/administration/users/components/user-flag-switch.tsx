/**
 * A switch bound to one yes/no field of the user form, with that field's label and description:
 * the user form's switches differ in nothing else.
 */
import { Switch } from '@mantine/core';

const FLAG_WORDS = {
  allCompanies: {
    label: 'All companies',
    description: 'Sees every company, including companies added later.',
  },
  seesExcludedCompanies: {
    label: 'May see excluded companies',
    description: "Companies excluded by default show in this user's sales screens too.",
  },
  isActive: {
    label: 'Active',
    description: 'An inactive user cannot sign in; their history stays.',
  },
};

type Flag = keyof typeof FLAG_WORDS;

interface UserFlagSwitchProps {
  flag: Flag;
  checked: boolean;
  onChange: (change: Partial<Record<Flag, boolean>>) => void;
}

export function UserFlagSwitch({ flag, checked, onChange }: UserFlagSwitchProps) {
  return (
    <Switch
      {...FLAG_WORDS[flag]}
      checked={checked}
      onChange={(event) => {
        const change: Partial<Record<Flag, boolean>> = {};
        change[flag] = event.currentTarget.checked;
        onChange(change);
      }}
    />
  );
}
