import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_NAMES, type RuntimeConfig } from '@skillhub/shared/remote-props';
import type { AppConfig } from '../../config.ts';

export const REMOTE_ENTRY = 'remoteEntry.js';

export function remoteDistDir(config: Pick<AppConfig, 'remotesDistDir'>, name: string): string {
  return join(config.remotesDistDir, name, 'dist');
}

/**
 * /runtime-config.json: where the shell loads each remote from. A REMOTE_<NAME>_URL wins; otherwise a
 * remote is listed only when its build is present here. Read on every request, so deploying a remote's
 * build (or removing it) needs no restart and no shell rebuild.
 */
export function runtimeConfig(config: Pick<AppConfig, 'remoteUrls' | 'remotesDistDir'>): RuntimeConfig {
  const remotes: RuntimeConfig['remotes'] = {};
  for (const name of REMOTE_NAMES) {
    const override = config.remoteUrls[name];
    if (override) remotes[name] = override;
    else if (existsSync(join(remoteDistDir(config, name), REMOTE_ENTRY))) {
      remotes[name] = `/remotes/${name}/${REMOTE_ENTRY}`;
    }
  }
  return { remotes };
}
