import { descriptorUrl, parseRemoteDescriptor } from '@skillhub/shared/remote-descriptor';
import type { RemoteName } from '@skillhub/shared/remote-props';
import type { MenuIcon } from '@skillhub/shared/routes';
import { useQueries } from '@tanstack/react-query';
import type { ShellRuntimeConfig } from '../../runtime/runtime-config.ts';

/**
 * The sidebar's icons of the remotes' entries. The runtime config every page loads lists the remotes' pages without
 * them (SVG drawings, most of its size, drawn by no public page); each remote's remote.json beside its entry has
 * them, and the dashboard reads it when it shows (a build's files never change at their address, so the browser's
 * cache answers after the first time). A remote whose pages came with their icons is not asked again.
 */

export interface MenuIcons {
  /** by `page:<page name>` and `group:<group key>` */
  icons: ReadonlyMap<string, MenuIcon>;
  /** some remote's icons are still on the way */
  pending: boolean;
}

async function iconsOf(name: RemoteName, entry: string): Promise<[string, MenuIcon][]> {
  const response = await fetch(descriptorUrl(entry, window.location.href), { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${entry}: remote.json answered ${response.status}`);
  const descriptor = parseRemoteDescriptor(name, await response.json());
  return (descriptor?.pages ?? []).flatMap((page) => {
    const { icon, group } = page.menu ?? {};
    return [
      ...(icon ? [[`page:${page.name}`, icon] as [string, MenuIcon]] : []),
      ...(group?.icon ? [[`group:${group.key}`, group.icon] as [string, MenuIcon]] : []),
    ];
  });
}

export function useMenuIcons(config: ShellRuntimeConfig | undefined): MenuIcons {
  const remotes = Object.values(config?.remotes ?? {}).filter((remote) =>
    remote.descriptor?.pages.some((page) => page.menu && !page.menu.icon),
  );
  return useQueries({
    queries: remotes.map((remote) => ({
      queryKey: ['menu-icons', remote.entry],
      queryFn: () => iconsOf(remote.name, remote.entry),
      staleTime: Number.POSITIVE_INFINITY,
      retry: 1,
    })),
    combine: (results) => ({
      icons: new Map(results.flatMap((result) => result.data ?? [])),
      pending: results.some((result) => result.isPending),
    }),
  });
}
