/**
 * Remembers, for each row key of a file, the line it was first seen on: an open-addressing
 * hash table in one typed array (key and line side by side, so a lookup touches one cache
 * line), about 27 bytes a key and no work for the garbage collector, where a Map costs
 * several times that.
 */

const MAX_LOAD = 0.6;

export class KeyLineTable {
  /** Pairs of [key, line]; line 0 marks an empty slot. */
  #slots: Float64Array;
  #mask: number;
  #size = 0;

  constructor(initialCapacity = 1 << 16) {
    let capacity = 1 << 4;
    while (capacity < initialCapacity) capacity <<= 1;
    this.#slots = new Float64Array(capacity * 2);
    this.#mask = capacity - 1;
  }

  get size(): number {
    return this.#size;
  }

  /**
   * Records `key` (a whole number from 0 to 2^53) as seen on `line` (≥ 1) unless it was seen
   * before; returns the earlier line then, or 0 when the key is new.
   */
  firstLine(key: number, line: number): number {
    const slots = this.#slots;
    const mask = this.#mask;
    let slot = hash(key) & mask;
    for (;;) {
      const seen = slots[slot * 2 + 1] as number;
      if (seen === 0) break;
      if (slots[slot * 2] === key) return seen;
      slot = (slot + 1) & mask;
    }
    slots[slot * 2] = key;
    slots[slot * 2 + 1] = line;
    this.#size++;
    if (this.#size > mask * MAX_LOAD) this.#grow();
    return 0;
  }

  #grow(): void {
    const old = this.#slots;
    const capacity = old.length; // twice the old number of slots
    const slots = new Float64Array(capacity * 2);
    const mask = capacity - 1;
    for (let index = 0; index < old.length; index += 2) {
      const line = old[index + 1] as number;
      if (line === 0) continue;
      const key = old[index] as number;
      let slot = hash(key) & mask;
      while (slots[slot * 2 + 1] !== 0) slot = (slot + 1) & mask;
      slots[slot * 2] = key;
      slots[slot * 2 + 1] = line;
    }
    this.#slots = slots;
    this.#mask = mask;
  }
}

/** Mixes both 32-bit halves of a key into 32 well-spread bits. */
function hash(key: number): number {
  const low = key >>> 0;
  const high = (key / 4_294_967_296) >>> 0;
  let mixed = Math.imul(low ^ Math.imul(high, 0x9e3779b1), 0x85ebca6b);
  mixed ^= mixed >>> 15;
  mixed = Math.imul(mixed, 0xc2b2ae35);
  return mixed ^ (mixed >>> 13);
}
