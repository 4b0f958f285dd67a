/**
 * `npm run new:remote -- <name>`: writes a working, tested remote under remotes/<name>/ on the shared factories
 * (build, federation, tests, standalone page, lifecycles), with one public page at /<name> whose texts come in
 * English and Hindi through the translation layer (src/i18n), links it into the workspaces and says what to run
 * next. Nothing else needs editing: the server, the dev script, the end-to-end
 * build and the shell find remotes by themselves.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isRemoteName } from '../src/remote-props.ts';
import { listRemoteWorkspaces } from '../src/remote-workspaces.ts';
import { PATHS } from '../src/routes.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const name = process.argv[2] ?? '';
const SHELL_PORT = 3100;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (!isRemoteName(name)) fail('Usage: npm run new:remote -- <name>   (lower-case letters and digits, e.g. blog)');
const dir = join(root, 'remotes', name);
if (existsSync(dir)) fail(`remotes/${name} already exists`);
const remotes = listRemoteWorkspaces(root);
if (remotes.some((remote) => remote.remote === name)) fail(`A remote named ${name} already exists`);

const devPort = Math.max(SHELL_PORT, ...remotes.map((remote) => remote.devPort)) + 1;
const title = name.charAt(0).toUpperCase() + name.slice(1);
const App = `${title}App`;

/** The ranges the rest of the repository already uses, so the new remote installs nothing new. */
const manifests = ['shared/package.json', 'shell/package.json'].map(
  (file) => JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<string, Record<string, string> | undefined>,
);
function ranges(names: string[]): Record<string, string> {
  return Object.fromEntries(
    names.map((dependency) => {
      const range = manifests
        .flatMap((manifest) => [manifest.dependencies?.[dependency], manifest.devDependencies?.[dependency]])
        .find(Boolean);
      if (!range) fail(`No range for ${dependency} in shared or shell`);
      return [dependency, range];
    }),
  );
}

/**
 * The remote's first page: a public page at /<name>, declared in its own pages.ts alone; a name the route table
 * already has (blog, certificate, ...) takes the path there.
 */
const pagePath = name in PATHS ? PATHS[name as keyof typeof PATHS] : `/${name}`;
const pageDeclaration = name in PATHS ? '' : `path: '${pagePath}', `;

const files: Record<string, string> = {
  'package.json': `${JSON.stringify(
    {
      name: `@skillhub/remote-${name}`,
      version: '0.1.0',
      private: true,
      type: 'module',
      skillhub: { remote: name, devPort },
      scripts: {
        dev: 'rsbuild dev',
        build: 'rsbuild build',
        release: 'tsx ../../server/scripts/remote-release.ts release',
        rollback: 'tsx ../../server/scripts/remote-release.ts rollback',
        canary: 'tsx ../../server/scripts/remote-release.ts canary',
        promote: 'tsx ../../server/scripts/remote-release.ts promote',
        typecheck: 'tsc --noEmit',
        test: 'vitest run',
        lint: 'biome check .',
      },
      dependencies: {
        '@skillhub/shared': '*',
        ...ranges([
          '@tanstack/react-query',
          'antd',
          'i18next',
          'jotai',
          'react',
          'react-dom',
          'react-i18next',
          'react-router-dom',
          'single-spa',
          'single-spa-react',
        ]),
      },
      devDependencies: ranges([
        '@module-federation/enhanced',
        '@module-federation/rsbuild-plugin',
        '@rsbuild/core',
        '@rsbuild/plugin-react',
        '@testing-library/react',
        '@types/react',
        '@types/react-dom',
        'happy-dom',
        'vitest',
      ]),
    },
    null,
    2,
  )}\n`,
  'tsconfig.json': `{
  "extends": "../../tsconfig.base.json",
  "include": ["src", "test", "*.ts"]
}
`,
  'rsbuild.config.ts': `import { defineRemoteConfig } from '@skillhub/shared/remote-build';
import { pages } from './src/pages.ts';

export default defineRemoteConfig(import.meta.url, pages);
`,
  'vitest.config.ts': `import { remoteTestConfig } from '@skillhub/shared/test-support/remote-vitest';

export default remoteTestConfig();
`,
  'src/index.ts': `// The async boundary: shared modules (React, antd, the session store) are negotiated before any of them runs.
import('./bootstrap');
`,
  'src/bootstrap.tsx': `import { startStandalone } from '@skillhub/shared/ui/standalone-app';
import { ${App} } from './app.tsx';
import { pages } from './pages.ts';

startStandalone(${App}, { area: 'public', home: pages.${name}.path });
`,
  'src/pages.ts': `import { definePages } from '@skillhub/shared/routes';

/**
 * The pages this remote serves, as it publishes them to the shell (remote.json beside remoteEntry.js): where
 * each renders, who may open it and its sidebar entry. A new page ships with this remote alone.
 */
export const pages = definePages({
  ${name}: { ${pageDeclaration}area: 'public', access: 'public' },
});
`,
  'src/routes.tsx': `import { lazyPage } from '@skillhub/shared/ui/lazy-page';
import type { PageComponents } from '@skillhub/shared/ui/remote-routes';
import type { pages } from './pages.ts';

/** The code of each published page; each page is its own chunk. */
export const components: PageComponents<typeof pages> = {
  ${name}: lazyPage(() => import('./pages/${name}/index.tsx')),
};
`,
  'src/app.tsx': `import type { RemoteProps } from '@skillhub/shared/remote-props';
import { createRemoteLifecycles } from '@skillhub/shared/ui/remote-lifecycles';
import { RemoteApp } from '@skillhub/shared/ui/remote-routes';
// The remote's texts register at start-up, so its Hindi loads before a page in Hindi renders (setLocale).
import './i18n/index.ts';
import { pages } from './pages.ts';
import { components } from './routes.tsx';

/** The remote's root: its published pages, each at its path. */
export function ${App}(_props: RemoteProps) {
  return <RemoteApp pages={pages} components={components} />;
}

/** The module the shell loads (\`${name}/app\`). */
export const { bootstrap, mount, unmount, update } = createRemoteLifecycles(${App});
`,
  'src/app.test.tsx': `import { routeTo } from '@skillhub/shared/routes';
import { describeRemoteLifecycles } from '@skillhub/shared/test-support/remote-lifecycle-test';
import { within } from '@testing-library/react';
import * as lifecycles from './app.tsx';
import { pages } from './pages.ts';

describeRemoteLifecycles({
  name: '${name}',
  lifecycles,
  area: 'public',
  page: {
    path: pages.${name}.path,
    expect: async (area) => {
      await within(area).findByRole('heading', { name: '${title}' });
    },
  },
  foreignPath: routeTo('catalogue'),
});
`,
  'src/i18n/en.ts': `/**
 * The ${name} remote's English texts (the \`${name}\` namespace), with Hindi for every one of them in hi.ts (the type
 * there requires the same keys). Texts every app shares (buttons, tables, course facts) are in \`common\`.
 */
export const en = {
  ${name}: {
    title: '${title}',
    intro: 'This section is ready for its pages.',
  },
};
`,
  'src/i18n/hi.ts': `import type { Messages } from '@skillhub/shared/i18n';
import type { en } from './en.ts';

/** The ${name} remote's Hindi texts: every English text has its Hindi here (the type holds the keys to en.ts's). */
export const hi: Messages<typeof en> = {
  ${name}: {
    // A name reads as written until someone gives it its Hindi.
    title: '${title}',
    intro: 'यह हिस्सा अपने पेजों के लिए तैयार है।',
  },
};
`,
  'src/i18n/index.ts': `import { addMessages } from '@skillhub/shared/i18n';
import { useTranslation } from 'react-i18next';
import { en } from './en.ts';

/** The ${name} remote's texts: the \`${name}\` namespace of its i18next instance (\`@skillhub/shared/i18n\`). */

declare module 'i18next' {
  interface ResourceNamespaceMap {
    ${name}: typeof en;
  }
}

addMessages('${name}', en, () => import('./hi.ts').then((module) => module.hi));

/** The remote's texts in the page's language (RemoteProps.locale); re-renders on a change of language. */
export const useT = () => useTranslation('${name}');
`,
  [`src/pages/${name}/index.tsx`]: `import { Flex, Typography } from 'antd';
import { useT } from '../../i18n/index.ts';

export default function ${title}Page() {
  const { t } = useT();
  return (
    <Flex vertical style={{ maxWidth: 960, margin: '0 auto', padding: '48px 16px' }}>
      <Typography.Title level={1}>{t('${name}.title')}</Typography.Title>
      <Typography.Paragraph>{t('${name}.intro')}</Typography.Paragraph>
    </Flex>
  );
}
`,
  [`src/pages/${name}/${name}-page.test.tsx`]: `import { setLocale } from '@skillhub/shared/i18n';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import ${title}Page from './index.tsx';

afterEach(() => setLocale('en'));

describe('the ${name} page', () => {
  it('shows its texts in the page’s language and switches with it', async () => {
    render(<${title}Page />);
    expect(screen.getByRole('heading', { level: 1, name: '${title}' })).toBeTruthy();
    expect(screen.getByText('This section is ready for its pages.')).toBeTruthy();

    await act(() => setLocale('hi'));
    expect(screen.getByText('यह हिस्सा अपने पेजों के लिए तैयार है।')).toBeTruthy();
  });
});
`,
  'README.md': `# @skillhub/remote-${name}

The ${name} remote: its pages, built and released on their own and mounted by the shell at run time. Made by
\`npm run new:remote -- ${name}\`; see "Add a remote" in the root README.

| file | what it is |
| --- | --- |
| \`src/pages.ts\` | the pages it publishes (path, area, access, permissions, sidebar entry with its English and Hindi label, icon and group) |
| \`src/routes.tsx\` | the code of each page, by name |
| \`src/app.tsx\` | its root and the single-spa lifecycles the shell mounts |
| \`src/app.test.tsx\` | the lifecycles mounted as the shell mounts them |
| \`src/pages/<page>/\` | one folder per page, its test beside it |
| \`src/i18n/\` | its texts: \`en.ts\`, \`hi.ts\` with the same keys, and \`useT()\` for its pages |

\`\`\`sh
npm run dev -w @skillhub/remote-${name}     # alone on http://localhost:${devPort}, /api proxied to :3000
npm run build -w @skillhub/remote-${name}   # dist/<build id>/, the newest in dist/releases.json (served until a release)
npm run release -w @skillhub/remote-${name} # records the newest build as current in the release registry
npm run rollback -w @skillhub/remote-${name} [-- <build>]  # back to the previous (or the named) build
npm test -w @skillhub/remote-${name}
\`\`\`
`,
};

const note = `its first page is at ${pagePath}`;
for (const [path, content] of Object.entries(files)) {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), content);
}
// Links the new workspace into node_modules; every package it uses is installed already.
execFileSync('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });

console.log(`
Wrote remotes/${name} (@skillhub/remote-${name}, dev port ${devPort}); ${note}.

  npm test -w @skillhub/remote-${name}        its lifecycle test
  npm run build -w @skillhub/remote-${name}   a build the server lists in /runtime-config.json at once (until released)
  npm run dev                     everything, with hot reload; open http://localhost:${SHELL_PORT}/${name}
`);
