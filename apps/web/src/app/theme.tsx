/**
 * The portal's Mantine theme: the one place its colours are made readable (issue 25, WCAG 2.1
 * AA, 4.5:1 for text). Mantine's own palettes are light: its green-8 reads at 3.4:1 on white,
 * its dimmed grey at 3.3:1, a filled button's white on blue-6 at 3.6:1. Here every palette keeps
 * its light shades (0–6, the backgrounds and borders) and darkens shades 7–9 just enough that
 * 7 and 8 reach 4.6:1 on white and on gray-1, and 9 (the text of light variants) 4.6:1 on its
 * own shades 1 and 2; the filled, outline and anchor colours use shade 8; dimmed text and
 * placeholders are gray-7.
 * Yellow and lime keep their bright shade 8, whose filled variants take black text
 * (autoContrast), and darken only shade 9. theme-contrast.test.ts measures every pair.
 */
import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  type MantineColorsTuple,
  type MultiSelectProps,
} from '@mantine/core';
import { NamedPill } from '../components/named-pill';

/** Mantine's palette `name` with shades 7, 8 and 9 replaced. */
function darkened(name: string, shade7: string, shade8: string, shade9: string) {
  const [s0, s1, s2, s3, s4, s5, s6] = DEFAULT_THEME.colors[name] as MantineColorsTuple;
  return [s0, s1, s2, s3, s4, s5, s6, shade7, shade8, shade9] as unknown as MantineColorsTuple;
}

/** Shades 7–9 found by mixing Mantine's own with black until each reaches its ratio. */
export const READABLE_COLORS = {
  blue: darkened('blue', '#1970be', '#1768b2', '#165b9c'),
  cyan: darkened('cyan', '#0d7889', '#0a7485', '#0a697a'),
  grape: darkened('grape', '#a73cc1', '#9935b1', '#862e9c'),
  green: darkened('green', '#277d36', '#257b35', '#237133'),
  indigo: darkened('indigo', '#4161e6', '#3a59d7', '#3249b7'),
  lime: darkened('lime', '#74b816', '#66a80f', '#48730a'),
  orange: darkened('orange', '#b74c05', '#b54509', '#ab390c'),
  pink: darkened('pink', '#c93066', '#c0255b', '#a61e4d'),
  red: darkened('red', '#ca3434', '#c52b2b', '#af2525'),
  teal: darkened('teal', '#097d5a', '#077956', '#077050'),
  violet: darkened('violet', '#7048e8', '#6741d9', '#5939b8'),
  yellow: darkened('yellow', '#f59f00', '#f08c00', '#a35400'),
} satisfies Record<string, MantineColorsTuple>;

/** The shade of filled buttons and badges, outlines and links. */
export const PRIMARY_SHADE = 8;

/**
 * Secondary text and a field's placeholder: gray-7 reads at 7.8:1 on the shell's gray-0 (gray-6
 * at 3.2:1; the placeholder's gray-5 at 2.1:1 on white, which a file field shows as text).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
  },
  dark: {},
});

export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: PRIMARY_SHADE, dark: PRIMARY_SHADE },
  colors: READABLE_COLORS,
  // Black text on the light fills (yellow, lime) and white on the dark ones.
  autoContrast: true,
  // Who asks their system for less motion gets no transitions (modals, menus, the overlay).
  respectReducedMotion: true,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  // Plain objects rather than Select.extend(…): the theme is in the app's first chunk, which
  // the sign-in page loads, and should not bring the select components into it.
  components: {
    // A link in a line of text is told from it by more than its colour (WCAG 1.4.1).
    Anchor: { defaultProps: { underline: 'always' } },
    // A list opens when asked (a click, the arrow keys, Space), not when Tab passes through it.
    Select: { defaultProps: { openOnFocus: false } },
    MultiSelect: {
      defaultProps: {
        openOnFocus: false,
        renderPill: ({ option, value, onRemove, disabled }) => (
          <NamedPill label={option?.label ?? value} onRemove={onRemove} disabled={disabled} />
        ),
      } satisfies Partial<MultiSelectProps>,
    },
  },
});
