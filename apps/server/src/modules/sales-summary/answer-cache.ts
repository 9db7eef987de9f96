/**
 * Serialized answers of the sales calls, reused while nothing they depend on has changed. The
 * key holds the call and its parsed query, the caller's entitlements (selection.ts), the
 * `sales` change counter and the business date, so an answer is never served to someone who
 * may see different companies, after a data load, or after midnight moved the periods.
 * Least recently used answers go first once the cache holds MAX_BYTES.
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

export const ANSWER_CACHE_MAX_BYTES = 64 * 1024 * 1024;

/** Told of each look-up of a cache, whether it found what it looked for (the metrics). */
export type CacheLookupCounter = (found: boolean) => void;

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

/**
 * The entity tag of the answer kept under `key`. The key already changes with the data
 * version, the business date and the caller's entitlements, so its hash names one answer;
 * weak because the bytes sent differ by content encoding.
 */
export function answerEtag(key: string): string {
  return `W/"${createHash('sha256').update(key).digest('base64url').slice(0, 27)}"`;
}

/** Whether an If-None-Match header names `etag` (weak comparison, RFC 9110 §13.1.2). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
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
