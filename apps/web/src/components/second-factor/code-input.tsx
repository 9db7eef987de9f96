/**
 * The field a second-factor code is typed into: for an app's code, the digits keyboard on a
 * phone and the browser's one-time-code autofill; for a recovery code, plain text without
 * autocorrection.
 */
import { TextInput, type TextInputProps } from '@mantine/core';
import type { Ref } from 'react';
import type { CodeKind } from '../../lib/second-factor';

type CodeInputProps = Omit<TextInputProps, 'type' | 'inputMode' | 'autoComplete'> & {
  kind: CodeKind;
  ref?: Ref<HTMLInputElement>;
};

export function CodeInput({ kind, ...props }: CodeInputProps) {
  return (
    <TextInput
      type="text"
      inputMode={kind === 'app' ? 'numeric' : 'text'}
      autoComplete={kind === 'recovery' ? 'off' : 'one-time-code'}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      maxLength={64}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: 1 } }}
      {...props}
    />
  );
}
