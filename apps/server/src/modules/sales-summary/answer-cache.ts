/**
 * Serialized answers of the sales calls, reused while nothing they depend on has changed. The
 * key holds the call and its parsed query, the caller's entitlements (selection.ts), the
 * `sales` change counter and the business date, so an answer is never served to someone who
 * may see different companies, after a data load, or after midnight moved the periods.
 * Least recently used answers go first once the cache holds MAX_BYTES.
 */
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

export class AnswerCache {
  readonly #answers = new Map<string, string>();
  #bytes = 0;

  constructor(private readonly maxBytes: number = ANSWER_CACHE_MAX_BYTES) {}

  get(key: string): string | undefined {
    const answer = this.#answers.get(key);
    if (answer === undefined) return undefined;
    this.#answers.delete(key);
    this.#answers.set(key, answer);
    return answer;
  }

  set(key: string, answer: string): void {
    const size = (key.length + answer.length) * 2;
    if (size > this.maxBytes) return;
    this.#remove(key);
    this.#answers.set(key, answer);
    this.#bytes += size;
    for (const oldest of this.#answers.keys()) {
      if (this.#bytes <= this.maxBytes) break;
      this.#remove(oldest);
    }
  }

  get size(): number {
    return this.#answers.size;
  }

  #remove(key: string): void {
    const answer = this.#answers.get(key);
    if (answer === undefined) return;
    this.#answers.delete(key);
    this.#bytes -= (key.length + answer.length) * 2;
  }
}
