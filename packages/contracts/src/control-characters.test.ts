import { describe, expect, it } from 'vitest';
import {
  findControlCharacter,
  hasControlCharacter,
  markControlCharacters,
} from './control-characters';

describe('control characters in text', () => {
  it('refuses NUL, the other C0 controls, DEL and the C1 controls', () => {
    for (const code of [0x00, 0x01, 0x08, 0x0b, 0x0c, 0x0e, 0x1b, 0x1f, 0x7f, 0x80, 0x85, 0x9f]) {
      expect(hasControlCharacter(`a${String.fromCharCode(code)}b`), code.toString(16)).toBe(true);
    }
  });

  it('allows tab, line feed and carriage return, and every printable character', () => {
    expect(hasControlCharacter('one\ttwo\r\nthree\nfour')).toBe(false);
    expect(hasControlCharacter(' ~\u00a0é–’€\u2028😀')).toBe(false);
  });

  it('marks each one in text a message quotes, and leaves tab and line breaks', () => {
    expect(markControlCharacters('out\u0000lets\u0001\u0085\t.csv\r\n')).toBe(
      'out\ufffdlets\ufffd\ufffd\t.csv\r\n',
    );
  });
});

describe('the field of a request that holds a control character', () => {
  it('names a field of an object, an element of a list, and the part itself', () => {
    expect(findControlCharacter({ username: 'adm\u0000in', password: 'x' })).toBe('username');
    expect(findControlCharacter({ user: { companies: ['KCG01', 'KC\u0007G'] } })).toBe(
      'user.companies.1',
    );
    expect(findControlCharacter('\u0000')).toBe('');
  });

  it('names the first one found, in the order the request holds them', () => {
    expect(findControlCharacter({ keyword: 'a\u0000', parent: '\u0000b' })).toBe('keyword');
  });

  it('names the object holding a field name with one, not the name itself', () => {
    expect(findControlCharacter({ filter: { 'na\u0000me': 'x' } })).toBe('filter');
    expect(findControlCharacter({ 'na\u0000me': 'x' })).toBe('');
  });

  it('reads query strings and path parameters, whose objects have no prototype of their own', () => {
    const params = Object.assign(Object.create(null), { id: 'x\u001b' });
    expect(findControlCharacter(params)).toBe('id');
    // The query parser's objects inherit from an empty object without a prototype.
    const query = Object.assign(Object.create(Object.create(null)), { keyword: 'x\u0000' });
    expect(findControlCharacter(query)).toBe('keyword');
  });

  it('finds nothing in clean text, numbers, booleans, null, or what a parser does not make', () => {
    expect(findControlCharacter({ name: 'Jakarta\r\n', year: 2026, active: true, end: null })).toBe(
      null,
    );
    expect(findControlCharacter(undefined)).toBe(null);
    expect(findControlCharacter(new Map([['key', '\u0000']]))).toBe(null);
    expect(findControlCharacter(new Uint8Array([0]))).toBe(null);
  });
});
