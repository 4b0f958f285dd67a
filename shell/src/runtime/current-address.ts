import type { RemoteName } from '@skillhub/shared/remote-props';
import { sessionStore } from '@skillhub/shared/session';
import { readDescriptors } from './descriptors.ts';
import { fetchRuntimeConfig, runtimeConfigAtom, setRuntimeConfig } from './runtime-config.ts';

/**
 * Before a remote that could not be loaded is tried again: where its host serves it now. The address this page
 * started with may be a build the host has since replaced and pruned, whose files will never load again; the
 * current one loads in place, and what it publishes (its pages, the versions it needs) comes with it. When the
 * host cannot be asked, or lists the same address, the remote is tried again where it was.
 */
export async function refreshRemoteAddress(name: RemoteName): Promise<void> {
  const known = sessionStore.get(runtimeConfigAtom)?.remotes[name];
  if (!known) return;
  const current = (await fetchRuntimeConfig()).remotes[name];
  if (!current || current.entry === known.entry) return;
  const config = sessionStore.get(runtimeConfigAtom)!;
  setRuntimeConfig({ ...config, remotes: { ...config.remotes, [name]: current } });
  if (current.descriptor === undefined) await readDescriptors([name]);
}
