/**
 * An echarts option as its data and its functions apart. Its fingerprint (the JSON of its data,
 * and where its functions sit) says whether two options draw the same chart; its functions are
 * called through stand-ins that look up the latest option's at the same place. So a chart given
 * a new option with the same data (an unchanged answer, or a chart shown again after an in-app
 * return) need not draw again, and still formats its tooltips and labels with the functions of
 * the option it was given last.
 */

type OptionFunction = (...args: unknown[]) => unknown;

/** The option's functions by their place in it ('/tooltip/formatter'). */
export type OptionFunctions = ReadonlyMap<string, OptionFunction>;

export interface SeparatedOption<Option> {
  fingerprint: string;
  functions: OptionFunctions;
  /** The option with each function replaced by one that calls `latest()`'s at its place. */
  drawable: Option;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

export function separateFunctions<Option>(
  option: Option,
  latest: () => OptionFunctions,
): SeparatedOption<Option> {
  const functions = new Map<string, OptionFunction>();
  const walk = (value: unknown, place: string): unknown => {
    if (typeof value === 'function') {
      functions.set(place, value as OptionFunction);
      return function standIn(this: unknown, ...args: unknown[]) {
        return latest().get(place)?.apply(this, args);
      };
    }
    if (Array.isArray(value)) return value.map((item, index) => walk(item, `${place}/${index}`));
    if (isPlainObject(value)) {
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [key, walk(item, `${place}/${key}`)]),
      );
    }
    return value;
  };
  const drawable = walk(option, '') as Option;
  const fingerprint = `${JSON.stringify(option)}|${[...functions.keys()].join(',')}`;
  return { fingerprint, functions, drawable };
}
