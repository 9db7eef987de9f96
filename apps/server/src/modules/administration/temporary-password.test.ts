import { describe, expect, it } from 'vitest';
import { chosenPasswordProblem } from '../auth';
import { temporaryPassword } from './temporary-password';

describe('a temporary password', () => {
  it('passes every rule a chosen password must pass', async () => {
    for (let made = 0; made < 1000; made++) {
      expect(
        await chosenPasswordProblem(temporaryPassword(), { signInNames: ['vera.test'] }),
      ).toBeNull();
    }
  });
});
