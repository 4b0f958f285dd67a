import type { RemoteName } from '@skillhub/shared/remote-props';
import { definePages, needsRead, type PageDefinition } from '@skillhub/shared/routes';
import { pages as blogPages } from '../../../remotes/blog/src/pages.ts';
import { pages as coursesPages } from '../../../remotes/courses/src/pages.ts';
import { pages as learnerPages } from '../../../remotes/learner/src/pages.ts';
import { pages as trainingPages } from '../../../remotes/training/src/pages.ts';
import type { ShellRuntimeConfig } from '../runtime/runtime-config.ts';

/**
 * What each remote publishes (its remote.json), for shell tests: the pages the built remotes (courses, learner,
 * blog, training) declare, read from their own `src/pages.ts` so the shell is tested against what they really
 * ship, and the pages the WhatsApp remote is planned to publish.
 */
const PUBLISHED: Record<string, Record<string, PageDefinition>> = {
  courses: coursesPages,
  learner: learnerPages,
  blog: blogPages,
  training: trainingPages,
  whatsapp: definePages({
    whatsappContacts: {
      area: 'dashboard',
      access: 'signed-in',
      permissions: needsRead('Whatsapp', 'Contacts'),
      menu: { label: 'Contacts', icon: 'contacts', group: 'whatsapp' },
    },
    whatsappMessages: { area: 'dashboard', access: 'signed-in', permissions: needsRead('Whatsapp', 'Messages') },
    whatsappTemplates: { area: 'dashboard', access: 'signed-in', permissions: needsRead('Whatsapp', 'Templates') },
  }),
};

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
