import { describe, expect, it } from 'vitest';
import { handOverState, readHandOver } from './sign-in-hand-over';

describe('the set-up page handing the sign-in page a second-factor step', () => {
  const secondFactor = { step: 'code', challenge: 'opaque', expiresIn: 300 } as const;

  it('reads back what it was given, and nothing from other router state', () => {
    const state = handOverState({ username: 'owner', secondFactor });
    expect(readHandOver(state)).toEqual({ username: 'owner', secondFactor });
    expect(JSON.stringify(state)).not.toContain('password');
    expect(readHandOver(null)).toBeNull();
    expect(readHandOver({ expired: true })).toBeNull();
    expect(readHandOver({ signInHandOver: { username: 'owner' } })).toBeNull();
  });
});
