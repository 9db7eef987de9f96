/** Named data scales shared by the benchmarks. */
export const SCALES = {
  S: { outlets: 250, years: 3 },
  M: { outlets: 1000, years: 3 },
  L: { outlets: 5000, years: 3 },
} as const;

export type ScaleName = keyof typeof SCALES;

export function parseScale(argv: readonly string[]): ScaleName {
  const index = argv.indexOf('--scale');
  const name = (index >= 0 ? argv[index + 1] : 'M') ?? 'M';
  if (!(name in SCALES))
    throw new Error(`Unknown scale ${name}: use ${Object.keys(SCALES).join(', ')}`);
  return name as ScaleName;
}
