/**
 * Whether this server takes new requests. A server shutting down drains first: its readiness
 * check fails at once, so a load balancer stops sending it requests, while it still answers
 * whatever arrives until it stops listening (commands/serve.ts).
 */
export class Readiness {
  #draining = false;

  get draining(): boolean {
    return this.#draining;
  }

  drain(): void {
    this.#draining = true;
  }
}
