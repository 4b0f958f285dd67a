import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RemoteName } from '@skillhub/shared/remote-props';
import { listRemoteWorkspaces } from '@skillhub/shared/remote-workspaces';
import type { PageDefinition } from '@skillhub/shared/routes';
import type { ShellRuntimeConfig } from '../runtime/runtime-config.ts';

/**
 * What each remote publishes (its remote.json), for shell tests: the pages each remote of the repository declares,
 * found as `npm run dev` finds them (the workspaces) and read from each one's own `src/pages.ts`, so the shell is
 * tested against what the remotes really ship, a new remote included.
 */
// A path from the module's own URL string: component tests run where URL is the DOM's, not Node's.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const PUBLISHED: Record<string, Record<string, PageDefinition>> = Object.fromEntries(
  await Promise.all(
    listRemoteWorkspaces(root).map(async ({ remote, dir }) => {
      const { pages } = (await import(join(root, dir, 'src/pages.ts'))) as { pages: Record<string, PageDefinition> };
      return [remote, pages] as const;
    }),
  ),
);

/** A runtime config listing these remotes with their published pages (undefined: not read yet). */
export function deployedRemotes(
  names: readonly RemoteName[] | undefined,
  entryOf: (name: RemoteName) => string = (name) => `/remotes/${name}/remoteEntry.js`,
): ShellRuntimeConfig | undefined {
  if (!names) return undefined;
  return {
    remotes: Object.fromEntries(
      names.map((name) => [
        name,
        {
          name,
          entry: entryOf(name),
          descriptor: { name, requires: {}, pages: Object.values(PUBLISHED[name] ?? {}) },
        },
      ]),
    ),
  };
}
