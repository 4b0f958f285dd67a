import { getInstance, satisfy } from '@module-federation/enhanced/runtime';
import { MF_RUNTIME_PACKAGE, sharedPackage } from '@skillhub/shared/remote-descriptor';

/**
 * Whether a remote can run on this page. Every module shared at run time (React, the router, antd, jotai, React
 * Query, the session) is one instance, the page's, and a remote says which versions it was built to run with
 * (`requires` in its remote.json). A remote that needs a version the page does not provide is not run: its
 * area says it was built for a different version of the platform, and the console names both versions.
 */

export interface Incompatibility {
  /** the shared package */
  name: string;
  /** what the remote needs, e.g. '^2.0.0' */
  required: string;
  /** what the page provides, e.g. '1.0.0' */
  provided: string;
}

/**
 * The version of each shared package the shell provides, from its federation runtime, and of that runtime itself
 * (remotes run on the page's: MF_RUNTIME_PACKAGE).
 */
export function providedVersions(): Record<string, string> {
  const instance = getInstance();
  if (!instance) return {};
  const provided: Record<string, string> = { [MF_RUNTIME_PACKAGE]: instance.version };
  for (const [name, candidates] of Object.entries(instance.options.shared ?? {})) {
    const own = candidates.find((shared) => shared.from === instance.name) ?? candidates[0];
    if (own?.version) provided[sharedPackage(name)] = own.version;
  }
  return provided;
}

/**
 * The shared packages whose provided version falls outside the remote's range. A package the page does not
 * share at all is no conflict: the remote brings its own copy.
 */
export function incompatibilities(
  requires: Record<string, string>,
  provided: Record<string, string> = providedVersions(),
): Incompatibility[] {
  return Object.entries(requires)
    .filter(([name, required]) => provided[name] !== undefined && !satisfy(provided[name], required))
    .map(([name, required]) => ({ name, required, provided: provided[name]! }));
}

/** 'needs @skillhub/session ^2.0.0 (this page has 1.0.0)', one clause per package. */
export function describeIncompatibilities(found: readonly Incompatibility[]): string {
  return found
    .map(({ name, required, provided }) => `needs ${name} ${required} (this page has ${provided})`)
    .join(', ');
}
