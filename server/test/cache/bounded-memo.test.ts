import { describe, expect, it } from 'vitest';
import { boundedMemo } from '../../src/cache/bounded-memo.ts';

describe('boundedMemo', () => {
  it('computes an answer once per key, null answers included', () => {
    const asked: string[] = [];
    const lengthOf = boundedMemo(10, (key: string) => {
      asked.push(key);
      return key === 'none' ? null : key.length;
    });
    expect([lengthOf('gzip'), lengthOf('br'), lengthOf('gzip'), lengthOf('none'), lengthOf('none')]).toEqual([
      4,
      2,
      4,
      null,
      null,
    ]);
    expect(asked).toEqual(['gzip', 'br', 'none']);
  });

  it('keeps at most its limit: endless keys cannot grow it, and the answers stay right', () => {
    const asked: number[] = [];
    const double = boundedMemo(3, (key: number) => {
      asked.push(key);
      return key * 2;
    });
    for (const key of [1, 2, 3, 4, 1]) expect(double(key)).toBe(key * 2);
    // The fourth key found three kept and forgot them: 1 is computed again.
    expect(asked).toEqual([1, 2, 3, 4, 1]);
    expect(double(4)).toBe(8);
    expect(asked).toHaveLength(5);
  });
});
