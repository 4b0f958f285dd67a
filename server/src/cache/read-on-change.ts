import { type FSWatcher, watch } from 'node:fs';

/**
 * A value read from files (a stat or two, a folder listing), read again only once something in the folders it
 * comes from has changed: the system tells of a change (fs.watch: inotify, FSEvents) instead of every request
 * looking. Under load, those looks were a seventh of a page request's time on the server.
 *
 * A change is seen from the next turn of the event loop after it is made, when the notice arrives (a request
 * already being answered in the same turn gets the value before it). The value is also read again at least every
 * `rereadMs`, for a notice that never comes (a network file system sends none for another machine's writes). Where
 * a folder cannot be watched (not made yet), the value holds for one turn of the event loop, and the next turn
 * tries again to watch them all.
 */
export interface ReadOnChange<T> {
  (): T;
  /** Stops watching (the next read watches again). */
  close(): void;
}

/** By default, a value is read again at least this often whatever the notices say. */
export const REREAD_MS = 1_000;

/**
 * `read()`, kept until something changes in one of `folders()` (asked again, with `read`, after each change: a
 * folder added to a watched one may be one to watch). Watch a folder's parent as well when the folder itself may
 * be replaced (a build removes and makes its output folder again): a removed folder's watch says nothing more.
 */
export function readOnChange<T>(
  folders: () => readonly string[],
  read: () => T,
  { rereadMs = REREAD_MS, now = Date.now }: { rereadMs?: number; now?: () => number } = {},
): ReadOnChange<T> {
  let watchers: FSWatcher[] = [];
  /** A change was heard since the folders were watched (or they are not yet): watch again, and read. */
  let changed = true;
  let readAt = 0;
  let value: T;

  const heard = () => {
    changed = true;
  };
  const close = () => {
    for (const watcher of watchers) watcher.close();
    watchers = [];
    changed = true;
  };

  /** Watches every folder; false when one of them cannot be (missing, or the system's watches used up). */
  const watchAll = (): boolean => {
    let all = true;
    for (const folder of folders()) {
      try {
        // Not persistent: a watch never keeps the process alive.
        const watcher = watch(folder, { persistent: false }, heard);
        watcher.on('error', heard);
        watchers.push(watcher);
      } catch {
        all = false;
      }
    }
    return all;
  };

  const get = (() => {
    if (changed) {
      close();
      // Watched before the read: a change made while reading is heard, and read again.
      changed = false;
      // A folder not watched may change unheard: the value holds for this turn, then all is tried again.
      if (!watchAll()) setImmediate(heard);
    } else if (now() - readAt < rereadMs) {
      return value;
    }
    value = read();
    readAt = now();
    return value;
  }) as ReadOnChange<T>;
  get.close = close;
  return get;
}
