/**
 * A small seeded random source (sfc32), so that the same seed always produces the same demo
 * data, whatever else the process does.
 */

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  between(min: number, max: number): number;
  integer(min: number, maxInclusive: number): number;
  chance(probability: number): boolean;
  /** A standard normal draw (Box–Muller). */
  normal(mean?: number, deviation?: number): number;
  /** A multiplier around 1 whose logarithm is normal: noise that can never turn negative. */
  factor(deviation: number): number;
  pick<T>(items: readonly T[]): T;
  /** A shuffled copy (Fisher–Yates). */
  shuffled<T>(items: readonly T[]): T[];
}

/**
 * A value drawn from a cumulative table: the value of the first bound the draw falls below,
 * `rest` when it falls below none. It takes one draw, whatever the table's length.
 */
export function drawCumulative<Value>(
  random: Random,
  table: readonly (readonly [below: number, value: Value])[],
  rest: Value,
): Value {
  const draw = random.next();
  for (const [below, value] of table) if (draw < below) return value;
  return rest;
}

/** Mixes a seed and a label into a 32-bit number (cyrb53's mixing, folded). */
export function hashSeed(seed: number, label: string): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let index = 0; index < label.length; index++) {
    const code = label.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h1 ^ h2) >>> 0;
}

export function createRandom(seed: number, label = ''): Random {
  let a = hashSeed(seed, `a${label}`);
  let b = hashSeed(seed, `b${label}`);
  let c = hashSeed(seed, `c${label}`);
  let d = 1;
  const next = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (a + b + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let warmUp = 0; warmUp < 12; warmUp++) next();

  const normal = (mean = 0, deviation = 1) => {
    const u = 1 - next();
    const v = next();
    return mean + deviation * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  };
  return {
    next,
    between: (min, max) => min + (max - min) * next(),
    integer: (min, maxInclusive) => min + Math.floor(next() * (maxInclusive - min + 1)),
    chance: (probability) => next() < probability,
    normal,
    factor: (deviation) => Math.exp(normal(0, deviation)),
    shuffled: (items) => {
      const copy = [...items];
      for (let index = copy.length - 1; index > 0; index--) {
        const other = Math.floor(next() * (index + 1));
        [copy[index], copy[other]] = [
          copy[other] as (typeof copy)[number],
          copy[index] as (typeof copy)[number],
        ];
      }
      return copy;
    },
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
  };
}
