import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ReadOnChange, readOnChange } from '../../src/cache/read-on-change.ts';

/** The next turn of the event loop (its check phase), where a turn's reads are over. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

let dir: string;
let reader: ReadOnChange<string> | undefined;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'skillhub-read-on-change-'));
  await writeFile(join(dir, 'releases.json'), 'first');
});
afterEach(async () => {
  reader?.close();
  await rm(dir, { recursive: true, force: true });
});

/** The text of `file` (the folder's releases.json by default), read through readOnChange, with the reads counted. */
function watchedFile(
  folders: () => string[],
  options?: Parameters<typeof readOnChange>[2],
  file = join(dir, 'releases.json'),
) {
  const reads = { count: 0 };
  reader = readOnChange(
    folders,
    () => {
      reads.count += 1;
      return readFileSync(file, 'utf8');
    },
    options,
  );
  return { read: reader, reads };
}

describe('readOnChange', () => {
  it('reads once while nothing changes, across turns of the event loop', async () => {
    const { read, reads } = watchedFile(() => [dir]);
    expect(read()).toBe('first');
    for (let turn = 0; turn < 5; turn++) {
      await nextTurn();
      expect(read()).toBe('first');
    }
    expect(reads.count).toBe(1);
  });

  it('reads again once a file in a watched folder is written, or replaced by a rename', async () => {
    const { read, reads } = watchedFile(() => [dir]);
    expect(read()).toBe('first');
    await writeFile(join(dir, 'releases.json'), 'second');
    await vi.waitFor(() => expect(read()).toBe('second'));
    await writeFile(join(dir, '.releases.json.tmp'), 'third');
    await rename(join(dir, '.releases.json.tmp'), join(dir, 'releases.json'));
    await vi.waitFor(() => expect(read()).toBe('third'));
    const afterChanges = reads.count;
    await nextTurn();
    read();
    expect(reads.count).toBe(afterChanges);
  });

  it('watches a folder made again after its removal, through its watched parent', async () => {
    const builds = join(dir, 'dist');
    await mkdir(builds);
    await writeFile(join(builds, 'releases.json'), 'first');
    const { read } = watchedFile(() => [dir, builds], undefined, join(builds, 'releases.json'));
    expect(read()).toBe('first');
    await rm(builds, { recursive: true });
    await mkdir(builds);
    await writeFile(join(builds, 'releases.json'), 'rebuilt');
    await vi.waitFor(() => expect(read()).toBe('rebuilt'));
    // Heard by the new folder's own watch only: the parent's sees no change of a file in a child.
    await writeFile(join(builds, 'releases.json'), 'after');
    await vi.waitFor(() => expect(read()).toBe('after'));
  });

  it('reads again after rereadMs even when no change is heard', async () => {
    let clock = 0;
    const { read, reads } = watchedFile(() => [dir], { rereadMs: 1_000, now: () => clock });
    read();
    clock = 999;
    read();
    expect(reads.count).toBe(1);
    clock = 1_000;
    read();
    expect(reads.count).toBe(2);
  });

  it('with a folder it cannot watch, reads once per turn of the event loop until the folder is there', async () => {
    const later = join(dir, 'not-built-yet');
    const { read, reads } = watchedFile(() => [dir, later]);
    read();
    read();
    expect(reads.count).toBe(1);
    await nextTurn();
    read();
    expect(reads.count).toBe(2);
    await mkdir(later);
    await nextTurn();
    read();
    const watchedAll = reads.count;
    await nextTurn();
    read();
    expect(reads.count).toBe(watchedAll);
  });
});
