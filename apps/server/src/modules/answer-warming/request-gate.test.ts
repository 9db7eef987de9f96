import { describe, expect, it } from 'vitest';
import { RequestGate } from './request-gate';

describe('the gate warming waits at', () => {
  it('lets warming through at once when no real request is in flight', async () => {
    await expect(new RequestGate().idle()).resolves.toBeUndefined();
  });

  it('holds warming until the last real request in flight has left', async () => {
    const gate = new RequestGate();
    gate.enter();
    gate.enter();
    let through = false;
    const waiting = gate.idle().then(() => {
      through = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(gate.waiting).toBe(1);
    gate.leave();
    await new Promise((resolve) => setImmediate(resolve));
    expect(through).toBe(false);
    gate.leave();
    await waiting;
    expect(through).toBe(true);
    expect(gate.inFlight).toBe(0);
  });
});
