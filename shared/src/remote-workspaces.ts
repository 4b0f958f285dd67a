import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isRemoteName } from './remote-props.ts';

/**
 * The remotes of this repository, found rather than listed: every workspace of the root package.json whose own
 * package.json says `"skillhub": { "remote": "<name>", "devPort": <port> }`. The build, the dev script and the
 * remote generator read them from here, so adding a remote touches no list.
 */

export interface RemoteWorkspace {
  /** the remote's name (its container, its folder, its /remotes/<name>/ segment) */
  remote: string;
  /** the port of its dev server */
  devPort: number;
  version: string;
  packageName: string;
  /** its folder, relative to the repository root */
  dir: string;
}

interface PackageManifest {
  name?: string;
  version?: string;
  workspaces?: string[];
  skillhub?: { remote?: unknown; devPort?: unknown };
}

const readManifest = (dir: string) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageManifest;

/** The remote's own facts, from the `skillhub` field of the package.json in `dir`. */
export function readRemotePackage(dir: string, root: string = dir): RemoteWorkspace {
  const manifest = readManifest(dir);
  const { remote, devPort } = manifest.skillhub ?? {};
  if (typeof remote !== 'string' || !isRemoteName(remote)) {
    throw new Error(`${manifest.name}: package.json needs "skillhub": { "remote": "<lower-case name>" }`);
  }
  if (typeof devPort !== 'number' || !Number.isInteger(devPort)) {
    throw new Error(`${manifest.name}: package.json needs "skillhub": { "devPort": <port> }`);
  }
  return {
    remote,
    devPort,
    version: manifest.version ?? '0.0.0',
    packageName: manifest.name ?? remote,
    dir: relative(root, dir) || '.',
  };
}

/** The workspace folders the root package.json names (`dir` and `dir/*` patterns). */
function workspaceDirs(root: string): string[] {
  return (readManifest(root).workspaces ?? []).flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [join(root, pattern)];
    const parent = join(root, pattern.slice(0, -2));
    if (!existsSync(parent)) return [];
    return readdirSync(parent, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(parent, entry.name));
  });
}

/** Every remote of the repository at `root`, by name. */
export function listRemoteWorkspaces(root: string): RemoteWorkspace[] {
  return workspaceDirs(root)
    .filter((dir) => existsSync(join(dir, 'package.json')) && readManifest(dir).skillhub?.remote !== undefined)
    .map((dir) => readRemotePackage(dir, root))
    .sort((a, b) => a.remote.localeCompare(b.remote));
}
