import type { RemoteName } from '@skillhub/shared/remote-props';
import type { PageDefinition } from '@skillhub/shared/routes';
import { pages as blogPages } from '../../../remotes/blog/src/pages.ts';
import { pages as coursesPages } from '../../../remotes/courses/src/pages.ts';
import { pages as learnerPages } from '../../../remotes/learner/src/pages.ts';
import { pages as trainingPages } from '../../../remotes/training/src/pages.ts';
import { pages as whatsappPages } from '../../../remotes/whatsapp/src/pages.ts';
import type { ShellRuntimeConfig } from '../runtime/runtime-config.ts';

/**
 * What each remote publishes (its remote.json), for shell tests: the pages each remote declares, read from its
 * own `src/pages.ts` so the shell is tested against what the remotes really ship.
 */
const PUBLISHED: Record<string, Record<string, PageDefinition>> = {
  courses: coursesPages,
  learner: learnerPages,
  blog: blogPages,
  training: trainingPages,
  whatsapp: whatsappPages,
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
