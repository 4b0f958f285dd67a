import { z } from 'zod';
import { OPERATIONS, type PermissionRequirement } from './permissions.ts';
import { isRemoteName, type RemoteName } from './remote-props.ts';
import type { MenuEntry, PageDefinition } from './routes.ts';

/**
 * What a remote publishes about itself beside its `remoteEntry.js`, as `remote.json`: its pages (so a new page
 * ships with the remote alone) and the versions it needs of each module shared at run time (so a shell that
 * cannot satisfy them reports it instead of running the remote). Written by the remote's build
 * (`remote-build.ts`), read by the shell at start-up.
 */

export const REMOTE_DESCRIPTOR_FILE = 'remote.json';
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

export interface RemoteDescriptor {
  name: RemoteName;
  /** shared package -> the semver range this remote runs with, e.g. { react: '^19.0.0', '@skillhub/session': '^1.1.0' } */
  requires: Record<string, string>;
  pages: PageDefinition[];
}

/**
 * `/runtime-config.json`, read by the shell at start-up. Each remote is listed by the address of its entry,
 * either alone (the shell then reads `remote.json` beside it) or with the descriptor inlined, as the server does
 * for the builds it hosts, which saves a request and keeps a remote's pages known when its files cannot load.
 */
export interface RuntimeConfig {
  remotes: Record<RemoteName, string | ({ entry: string } & Omit<RemoteDescriptor, 'name'>)>;
  /** the live-chat widget's script (set in Settings); unset: the WhatsApp button */
  liveChatUrl?: string;
  /** the WhatsApp button's business number, wa.me digits */
  liveChatWhatsApp?: string;
}

/**
 * Module Federation's runtime, one copy on the page: the shell's build provides it and every remote's production
 * build runs on the page's (15 kB compressed less in each remote's entry). A remote's `requires` names it too, at
 * the version the remote was built with or a newer one of the same major version (mf-shared.ts), checked against
 * the page's as a shared package's is.
 */
export const MF_RUNTIME_PACKAGE = '@module-federation/runtime-core';

/**
 * The package a share key belongs to (`antd/es/button` → `antd`, `react/` → `react`, `@skillhub/session` →
 * itself): `requires` names packages, the federation runtime share keys.
 */
export function sharedPackage(shareKey: string): string {
  return shareKey
    .split('/')
    .slice(0, shareKey.startsWith('@') ? 2 : 1)
    .join('/');
}

/** The descriptor's address: beside the entry, whatever host and folder that is. */
export function descriptorUrl(entry: string, base?: string): string {
  return new URL(REMOTE_DESCRIPTOR_FILE, new URL(entry, base)).href;
}

const permissionSchema = z.object({
  module: z.string().min(1),
  subModule: z.string().min(1).optional(),
  operation: z.enum(OPERATIONS),
});

/** The SVG elements an icon is drawn with; anything else (a script, a foreign object) makes the icon invalid. */
const ICON_TAGS = ['svg', 'path', 'g', 'circle', 'ellipse', 'rect', 'line', 'polyline', 'polygon', 'defs'] as const;

interface IconNode {
  tag: string;
  attrs: Record<string, string>;
  children?: IconNode[];
}

const iconNodeSchema: z.ZodType<IconNode> = z.lazy(() =>
  z.object({
    tag: z.enum(ICON_TAGS),
    // Presentation attributes only: no event handler, no link.
    attrs: z.record(z.string().regex(/^(?!on)(?!href$)(?!xlink:href$)[a-zA-Z][a-zA-Z:-]*$/), z.string().max(20_000)),
    children: z.array(iconNodeSchema).max(50).optional(),
  }),
);

const iconSchema = z.object({ name: z.string(), theme: z.string(), icon: iconNodeSchema });

const textSchema = z.object({ en: z.string().min(1), hi: z.string().min(1) });

/**
 * A build published before entries carried their own Hindi and icon wrote an English label and an icon's name:
 * such an entry shows its label in every language and the shell's default icon, outside any group.
 */
const labelSchema = z.union([
  textSchema,
  z
    .string()
    .min(1)
    .transform((en) => ({ en, hi: en })),
]);

const menuSchema = z.object({
  label: labelSchema,
  icon: iconSchema.optional().catch(undefined),
  group: z
    .object({
      key: z.string().min(1),
      label: labelSchema,
      icon: iconSchema.optional().catch(undefined),
      path: z.string().startsWith('/dashboard/'),
      order: z.number().optional(),
    })
    .optional()
    .catch(undefined),
  order: z.number().optional(),
  pinned: z.literal('bottom').optional(),
});

const pageSchema = z.object({
  name: z.string().min(1),
  path: z.string().startsWith('/'),
  area: z.enum(['public', 'dashboard']),
  access: z.enum(['public', 'guest', 'signed-in']),
  permissions: z.array(permissionSchema).optional(),
  menu: menuSchema.optional(),
});

const descriptorSchema = z.object({
  requires: z.record(z.string(), z.string()),
  pages: z.array(z.unknown()),
});

/** A dashboard page lives under /dashboard/ (the index is the shell's); a public page anywhere else. */
function inItsArea(page: { path: string; area: 'public' | 'dashboard' }): boolean {
  const underDashboard = page.path.startsWith('/dashboard/');
  return page.area === 'dashboard' ? underDashboard : !underDashboard && page.path !== '/dashboard';
}

/**
 * Reads a descriptor published by remote `name`; null when it is not one. A page that is malformed or outside
 * its area is left out (and reported), the rest of the remote still works.
 */
export function parseRemoteDescriptor(name: RemoteName, raw: unknown): RemoteDescriptor | null {
  if (!isRemoteName(name)) return null;
  const parsed = descriptorSchema.safeParse(raw);
  if (!parsed.success) return null;
  const pages: PageDefinition[] = [];
  for (const candidate of parsed.data.pages) {
    const page = pageSchema.safeParse(candidate);
    if (page.success && inItsArea(page.data)) {
      pages.push({
        ...page.data,
        permissions: page.data.permissions as PermissionRequirement[] | undefined,
        menu: page.data.menu as MenuEntry | undefined,
      });
    } else {
      console.warn(`[skillhub] remote ${name} publishes a page that is left out`, candidate);
    }
  }
  return { name, requires: parsed.data.requires, pages };
}
