import { describe, expect, it } from 'vitest';
import { AnswerCache, answerEtag, answerKey, matchesEtag } from './answer-cache';

const bytes = (key: string, answer: string) => (key.length + answer.length) * 2;

describe('AnswerCache', () => {
  it('returns what it was given and forgets the least recently used first', () => {
    const cache = new AnswerCache(bytes('a', 'xxxx') * 2);
    cache.set('a', 'xxxx');
    cache.set('b', 'yyyy');
    expect(cache.get('a')).toBe('xxxx');
    cache.set('c', 'zzzz');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('xxxx');
    expect(cache.get('c')).toBe('zzzz');
    expect(cache.size).toBe(2);
  });

  it('replaces an answer under the same key without counting it twice', () => {
    const cache = new AnswerCache(bytes('a', 'xxxx') * 2);
    cache.set('a', 'xxxx');
    cache.set('a', 'wwww');
    cache.set('b', 'yyyy');
    expect(cache.get('a')).toBe('wwww');
    expect(cache.get('b')).toBe('yyyy');
  });

  it('keeps nothing larger than itself', () => {
    const cache = new AnswerCache(10);
    cache.set('a', 'a long answer');
    expect(cache.get('a')).toBeUndefined();
  });
});

describe('answerKey', () => {
  const parts = {
    call: '/chartsalessummary',
    query: { company: 'KCG01', group: ['O'] },
    entitlements: 'KCG01,KCG03|-|KCG01',
    salesVersion: 3,
    today: '2026-11-22',
  };

  it('differs when any part differs', () => {
    const base = answerKey(parts);
    expect(answerKey({ ...parts, call: '/chartsales' })).not.toBe(base);
    expect(answerKey({ ...parts, query: { company: 'KCG03', group: ['O'] } })).not.toBe(base);
    expect(answerKey({ ...parts, entitlements: 'KCG01|-|KCG01' })).not.toBe(base);
    expect(answerKey({ ...parts, salesVersion: 4 })).not.toBe(base);
    expect(answerKey({ ...parts, today: '2026-11-23' })).not.toBe(base);
    expect(answerKey({ ...parts })).toBe(base);
  });
});

describe('answer tags', () => {
  it('name one key each, and match an If-None-Match list weakly', () => {
    const tag = answerEtag('key');
    expect(answerEtag('key')).toBe(tag);
    expect(answerEtag('other key')).not.toBe(tag);
    expect(matchesEtag(undefined, tag)).toBe(false);
    expect(matchesEtag(tag, tag)).toBe(true);
    expect(matchesEtag(`W/"x", ${tag.replace('W/', '')}`, tag)).toBe(true);
    expect(matchesEtag('*', tag)).toBe(true);
    expect(matchesEtag(answerEtag('other key'), tag)).toBe(false);
  });
});
