/**
 * Real sales requests in flight, so that background warming waits for them: warming asks one
 * question at a time and only while no person is waiting for an answer.
 */
export class RequestGate {
  #inFlight = 0;
  #waiting: (() => void)[] = [];

  get inFlight(): number {
    return this.#inFlight;
  }

  /** How many warms wait for the requests in flight. */
  get waiting(): number {
    return this.#waiting.length;
  }

  enter(): void {
    this.#inFlight += 1;
  }

  leave(): void {
    this.#inFlight = Math.max(0, this.#inFlight - 1);
    if (this.#inFlight > 0) return;
    const waiting = this.#waiting;
    this.#waiting = [];
    for (const resume of waiting) resume();
  }

  /**
   * Resolves once no real request is in flight, after the event loop has had a turn, so that
   * requests already arrived on the sockets get in before the next warming computation.
   */
  async idle(): Promise<void> {
    do {
      await new Promise<void>((resolve) => setImmediate(resolve));
      if (this.#inFlight > 0) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } while (this.#inFlight > 0);
  }
}
