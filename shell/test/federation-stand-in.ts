import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { afterEach, beforeEach } from 'vitest';

/**
 * Where the build's Module Federation instance would be (getInstance()): tests run without the build, so there is
 * none, unless a test file puts a stand-in there with withFederationStandIn. The runtime module itself is replaced
 * by the setup of every file (setup-federation.ts), not by the files that use a stand-in: the files share their
 * modules, and a module that imported the runtime for an earlier file keeps what it got then.
 */

/** The part of the instance the shell uses: its name, what it shares, loading and registering remotes. */
export interface FederationStandIn {
  name: string;
  options: { shared: Record<string, { from: string; version: string }[]> };
  loadRemote: (id: string) => Promise<unknown>;
  registerRemotes: (...args: Parameters<ModuleFederation['registerRemotes']>) => void;
}

let current: FederationStandIn | null = null;

/** The stand-in of the test running now, if its file set one. */
export function federationStandIn(): FederationStandIn | null {
  return current;
}

/** The file's tests find `standIn` where the build's instance would be; after each test there is none again. */
export function withFederationStandIn(standIn: FederationStandIn): void {
  beforeEach(() => {
    current = standIn;
  });
  afterEach(() => {
    current = null;
  });
}
