import { DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, PRIMARY_SHADE, theme } from './theme';

/** WCAG 2.1's contrast ratio of two #rrggbb colours. */
function contrast(first: string, second: string): number {
  const luminance = (hex: string) => {
    const [red = 0, green = 0, blue = 0] = [1, 3, 5].map((start) => {
      const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
  };
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

const WHITE = '#ffffff';
const BLACK = '#000000';
const GRAY = DEFAULT_THEME.colors.gray;
/** The palettes of the app's colours: Mantine's, with the theme's own where it has one. */
const palettes: Record<string, MantineColorsTuple | undefined> = {
  ...DEFAULT_THEME.colors,
  ...theme.colors,
};
const COLORS = Object.keys(palettes).filter((name) => name !== 'dark' && name !== 'gray');
/** Colours whose filled variants take black text (autoContrast): their fills stay bright. */
const BRIGHT = new Set(['yellow', 'lime']);

describe('the theme', () => {
  it('gives every colour a filled shade that white (or, for a bright one, black) reads on at 4.5:1', () => {
    expect(theme.primaryShade).toEqual({ light: PRIMARY_SHADE, dark: PRIMARY_SHADE });
    const failing = COLORS.flatMap((name) => {
      const filled = palettes[name]?.[PRIMARY_SHADE] ?? '';
      const text = BRIGHT.has(name) ? BLACK : WHITE;
      return contrast(filled, text) >= 4.5 ? [] : [`${name}-${PRIMARY_SHADE} ${filled}`];
    });
    expect(failing).toEqual([]);
  });

  it('makes shades 7 and 8 readable as text on white and on gray-1', () => {
    const failing = COLORS.filter((name) => !BRIGHT.has(name)).flatMap((name) =>
      [7, 8].flatMap((shade) => {
        const color = palettes[name]?.[shade] ?? '';
        const worst = Math.min(contrast(color, WHITE), contrast(color, GRAY[1]));
        return worst >= 4.5 ? [] : [`${name}-${shade} ${color} ${worst.toFixed(2)}:1`];
      }),
    );
    expect(failing).toEqual([]);
  });

  it("makes a light variant's text (shade 9) readable on its background (shades 1 and 2)", () => {
    const failing = COLORS.flatMap((name) => {
      const palette = palettes[name];
      const text = palette?.[9] ?? '';
      const worst = Math.min(
        contrast(text, palette?.[1] ?? ''),
        contrast(text, palette?.[2] ?? ''),
      );
      return worst >= 4.5 ? [] : [`${name}-9 ${text} ${worst.toFixed(2)}:1`];
    });
    expect(failing).toEqual([]);
  });

  it('writes dimmed text and placeholders in a grey that reads at 4.5:1 on the shell and on a light grey panel', () => {
    const resolved = cssVariablesResolver({ ...DEFAULT_THEME, ...theme } as never);
    expect(resolved.light['--mantine-color-dimmed']).toBe('var(--mantine-color-gray-7)');
    expect(resolved.light['--mantine-color-placeholder']).toBe('var(--mantine-color-gray-7)');
    for (const background of [WHITE, GRAY[0], GRAY[1], GRAY[2]]) {
      expect(contrast(GRAY[7], background)).toBeGreaterThanOrEqual(4.5);
    }
    // Mantine's own dimmed, gray-6, does not.
    expect(contrast(GRAY[6], WHITE)).toBeLessThan(4.5);
  });

  it('underlines links and opens a select only when asked, not when Tab reaches it', () => {
    expect(theme.components?.Anchor?.defaultProps).toMatchObject({ underline: 'always' });
    expect(theme.components?.Select?.defaultProps).toMatchObject({ openOnFocus: false });
    expect(theme.components?.MultiSelect?.defaultProps).toMatchObject({ openOnFocus: false });
  });
});
