/**
 * A value read from the disk once per turn of the event loop per key: the requests that arrive together (read from
 * their sockets in the same turn) share one look (a few system calls, which under load were the largest cost of
 * the answers made ahead), and a change on disk is seen by every request of the next turn. The memo is dropped in
 * the turn's check phase (setImmediate), before the next turn's I/O.
 */
export function onceThisTurn<T>(): (key: string, read: () => T) => T {
  const values = new Map<string, T>();
  return (key, read) => {
    if (values.has(key)) return values.get(key) as T;
    if (values.size === 0) setImmediate(() => values.clear());
    const value = read();
    values.set(key, value);
    return value;
  };
}
