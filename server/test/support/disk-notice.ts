import type { RemoteName } from '@skillhub/shared/remote-props';
import { expect, vi } from 'vitest';
import type { AppConfig } from '../../src/config.ts';
import { shellRenderSource } from '../../src/modules/seo/remote-renderer.ts';
import { runtimeConfig } from '../../src/modules/web-app/runtime-config.ts';

/**
 * The server hears of a build or a release written to disk from the turn of the event loop after the system's
 * notice of it (src/cache/read-on-change.ts), not the instant it is written. A test that changes the disk waits
 * for the server to have heard before asking for what depends on it. The wait ends within a second even with no
 * notice at all (the value is read again every REREAD_MS).
 */
const HEARD_WITHIN = { timeout: 3_000, interval: 10 };

/** Until the server lists `build` as `remote`'s current one (null: until it lists no build of it). */
export function listedSoon(
  config: Pick<AppConfig, 'remoteUrls' | 'remotesDistDir'>,
  remote: RemoteName,
  build: string | null,
): Promise<void> {
  return vi.waitFor(() => {
    const listed = runtimeConfig(config).remotes[remote];
    const entry = typeof listed === 'string' ? listed : listed?.entry;
    if (build === null) expect(entry).toBeUndefined();
    else expect(entry).toContain(`/${build}/`);
  }, HEARD_WITHIN);
}

/** The shell's server target as the server knows it now: pass it to shellChangedSoon after changing the file. */
export const shellBuild = (config: Pick<AppConfig, 'shellDistDir'>): string => shellRenderSource(config).build;

/** Until the server sees the shell's server target changed from `before` (shellBuild). */
export function shellChangedSoon(config: Pick<AppConfig, 'shellDistDir'>, before: string): Promise<void> {
  return vi.waitFor(() => expect(shellBuild(config)).not.toBe(before), HEARD_WITHIN);
}

/** Until `check` passes: for what only a response shows (the shell's index.html read again). */
export function heardSoon(check: () => Promise<void> | void): Promise<void> {
  return vi.waitFor(check, HEARD_WITHIN);
}
