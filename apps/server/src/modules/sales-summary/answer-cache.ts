/**
 * Serialized answers of the sales calls, reused while nothing they depend on has changed. The
 * key holds the call and its parsed query, the caller's entitlements (selection.ts), the
 * `sales` change counter and the business date, so an answer is never served to someone who
 * may see different companies, after a data load, or after midnight moved the periods.
 * Least recently used answers go first once the cache holds MAX_BYTES.
 */
import { LRUCache } from 'lru-cache';

export const ANSWER_CACHE_MAX_BYTES = 64 * 1024 * 1024;

export interface AnswerKeyParts {
  call: string;
  query: unknown;
  entitlements: string;
  salesVersion: number;
  today: string;
}

export function answerKey(parts: AnswerKeyParts): string {
  return JSON.stringify([
    parts.salesVersion,
    parts.today,
    parts.entitlements,
    parts.call,
    parts.query,
  ]);
}

/** Answers by key, least recently used first out once they hold `maxBytes` (UTF-16 size). */
export class AnswerCache {
  readonly #answers: LRUCache<string, string>;

  constructor(maxBytes: number = ANSWER_CACHE_MAX_BYTES) {
    this.#answers = new LRUCache({
      maxSize: maxBytes,
      sizeCalculation: (answer, key) => (key.length + answer.length) * 2,
    });
  }

  get(key: string): string | undefined {
    return this.#answers.get(key);
  }

  set(key: string, answer: string): void {
    this.#answers.set(key, answer);
  }

  get size(): number {
    return this.#answers.size;
  }
}
