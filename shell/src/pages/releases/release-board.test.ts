import { describe, expect, it } from 'vitest';
import { EARLIER_RELEASES_SHOWN, errorRatePercent, parseSharePercent, releaseBoard } from './release-board.ts';

const record = (remote: string, build: string, replacedAt: string | null) => ({
  remote,
  build,
  action: 'release',
  releasedBy: 'Asha Rao <asha@skillhub.in>',
  releasedAt: '2026-11-01T10:00:00.000Z',
  replacedAt,
});

describe('releaseBoard', () => {
  it('gives each remote its current release, canary, health and at most ten earlier releases', () => {
    const earlier = Array.from({ length: 12 }, (_, i) => record('courses', `c-${11 - i}`, '2026-11-02T00:00:00.000Z'));
    const [blog, courses, ...rest] = releaseBoard({
      releases: [record('courses', 'c-12', null), ...earlier],
      canaries: [
        {
          remote: 'blog',
          build: 'b-2',
          sharePercent: 5,
          startedBy: 'Asha',
          startedAt: '2026-11-02T00:00:00.000Z',
        },
      ],
      health: [
        { remote: 'courses', build: 'c-12', loads: 9, errors: 1, chunkFailures: 0, updatedAt: '2026-11-02T00:00:00Z' },
        { remote: 'courses', build: 'c-3', loads: 4, errors: 4, chunkFailures: 0, updatedAt: '2026-11-02T00:00:00Z' },
      ],
    });
    expect(rest).toEqual([]);
    expect(courses?.current?.build).toBe('c-12');
    expect(courses?.currentHealth?.loads).toBe(9);
    expect(courses?.canary).toBeNull();
    expect(courses?.earlier.map((r) => r.build)).toEqual(earlier.slice(0, EARLIER_RELEASES_SHOWN).map((r) => r.build));
    expect(blog).toMatchObject({ remote: 'blog', current: null, currentHealth: null, canaryHealth: null, earlier: [] });
    expect(blog?.canary?.build).toBe('b-2');
  });
});

describe('errorRatePercent', () => {
  it('counts errors and failed files per load, to one decimal, and has none without loads', () => {
    expect(errorRatePercent({ loads: 200, errors: 3, chunkFailures: 1 })).toBe(2);
    expect(errorRatePercent({ loads: 3, errors: 1, chunkFailures: 0 })).toBe(33.3);
    expect(errorRatePercent({ loads: 0, errors: 2, chunkFailures: 0 })).toBeNull();
  });
});

describe('parseSharePercent', () => {
  it('takes a whole number from 1 to 99 and says why anything else is refused', () => {
    expect(parseSharePercent(' 25 ')).toEqual({ value: 25 });
    expect(parseSharePercent('1')).toEqual({ value: 1 });
    expect(parseSharePercent('99')).toEqual({ value: 99 });
    expect(parseSharePercent('')).toEqual({ error: 'required' });
    expect(parseSharePercent('0')).toEqual({ error: 'range' });
    expect(parseSharePercent('100')).toEqual({ error: 'range' });
    expect(parseSharePercent('10.5')).toEqual({ error: 'whole' });
    expect(parseSharePercent('-3')).toEqual({ error: 'whole' });
    expect(parseSharePercent('1e1')).toEqual({ error: 'whole' });
  });
});
