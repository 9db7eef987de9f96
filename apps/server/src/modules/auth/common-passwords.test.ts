import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@outlet-pulse/contracts';
import { describe, expect, it } from 'vitest';
import { commonPasswords } from './common-passwords';

describe('the list of common and leaked passwords', () => {
  it('holds more than the 10,000 most common, lower-cased, each of a length a rule would let by', async () => {
    const list = await commonPasswords();
    expect(list.size).toBe(38_452);
    for (const password of list) {
      expect(password).toBe(password.toLowerCase());
      expect([...password].length).toBeGreaterThanOrEqual(PASSWORD_MIN_LENGTH);
      expect([...password].length).toBeLessThanOrEqual(PASSWORD_MAX_LENGTH);
    }
  });

  it('holds the patterned ones too (repeats, runs, keyboard rows), not only words', async () => {
    const list = await commonPasswords();
    for (const password of [
      'password',
      '00000000',
      'aaaaaaaa',
      '12341234',
      'abcdefgh',
      'qwertyuiop',
    ]) {
      expect(list.has(password), password).toBe(true);
    }
  });

  it('is read once', async () => {
    expect(await commonPasswords()).toBe(await commonPasswords());
  });
});
