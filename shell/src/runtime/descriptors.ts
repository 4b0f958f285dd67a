import { descriptorUrl, parseRemoteDescriptor, type RemoteDescriptor } from '@skillhub/shared/remote-descriptor';
import type { RemoteName } from '@skillhub/shared/remote-props';
import { sessionStore } from '@skillhub/shared/session';
import { type DeployedRemote, runtimeConfigAtom, setDescriptor } from './runtime-config.ts';

/**
 * What each remote publishes (remote.json, beside its entry): read at start-up for every remote whose host did
 * not inline it, all at once, so one slow or dead remote delays only its own pages.
 */

const pageAddress = () => (typeof window === 'undefined' ? 'http://localhost/' : window.location.href);

async function fetchDescriptor(remote: DeployedRemote): Promise<RemoteDescriptor | null> {
  const url = descriptorUrl(remote.entry, pageAddress());
  try {
    // A build's files never change at its address, so the browser's cache may answer.
    const response = await fetch(url, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const descriptor = parseRemoteDescriptor(remote.name, await response.json());
    if (!descriptor) throw new Error(`${url} is not a remote descriptor`);
    return descriptor;
  } catch (error) {
    console.error(`[shell] the ${remote.name} section's server is unavailable`, error);
    return null;
  }
}

/** Reads the descriptor of each named remote (every one still unknown when no names are given). */
export async function readDescriptors(names?: readonly RemoteName[]): Promise<void> {
  const config = sessionStore.get(runtimeConfigAtom);
  if (!config) return;
  const remotes = Object.values(config.remotes).filter((remote) =>
    names ? names.includes(remote.name) : remote.descriptor === undefined,
  );
  await Promise.all(
    remotes.map(async (remote) => {
      setDescriptor(remote.name, undefined);
      setDescriptor(remote.name, await fetchDescriptor(remote));
    }),
  );
}
