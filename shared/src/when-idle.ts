/**
 * Runs `run` when the browser is next idle, or after `timeoutMs` at the latest (a busy phone may have no idle moment
 * for a while); without requestIdleCallback, on the next turn. Returns what cancels it.
 */
export function whenIdle(run: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 1);
  return () => window.clearTimeout(id);
}
