import { describe, expect, it } from 'vitest';
import { queryClient, refreshOnce } from '../src/index.ts';

describe('refreshOnce', () => {
  it('runs one refresh for callers that ask while it is in flight, and a new one afterwards', async () => {
    let runs = 0;
    let finish: (ok: boolean) => void = () => {};
    const refresh = () => {
      runs += 1;
      return new Promise<boolean>((resolve) => {
        finish = resolve;
      });
    };
    const first = refreshOnce(refresh);
    const second = refreshOnce(refresh);
    finish(true);
    await expect(Promise.all([first, second])).resolves.toEqual([true, true]);
    expect(runs).toBe(1);

    const third = refreshOnce(refresh);
    finish(false);
    await expect(third).resolves.toBe(false);
    expect(runs).toBe(2);
  });
});

describe('queryClient', () => {
  const retry = queryClient.getDefaultOptions().queries?.retry as (failures: number, error: unknown) => boolean;

  it('retries a failed query once, but never an answer the server refused with a 4xx', () => {
    expect(retry(0, { status: 503 })).toBe(true);
    expect(retry(0, { status: 'FETCH_ERROR' })).toBe(true);
    expect(retry(1, { status: 503 })).toBe(false);
    expect(retry(0, { status: 404 })).toBe(false);
    expect(retry(0, { status: 400 })).toBe(false);
  });
});
