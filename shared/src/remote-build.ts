import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createModuleFederationConfig, pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, type RsbuildConfig, type RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { createSharedMap, runtimeRequirement, sharedRequirements } from './mf-shared.ts';
import { REMOTE_DESCRIPTOR_FILE, REMOTE_ENTRY_FILE, type RemoteDescriptor } from './remote-descriptor.ts';
import { publishBuild, STAGING_DIR } from './remote-releases.ts';
import { readRemotePackage } from './remote-workspaces.ts';
import type { PageDefinition } from './routes.ts';
import { pluginAntd } from './rsbuild-antd.ts';
import { pluginPrecompress } from './rsbuild-precompress.ts';
import { serverEnvironment } from './ssr/server-build.ts';
import { SERVER_RENDER_DIR, SERVER_RENDER_SOURCE } from './ssr/server-render-contract.ts';

/**
 * A remote's whole build in one call: its `rsbuild.config.ts` is
 * `export default defineRemoteConfig(import.meta.url, pages)`. The name and the dev port come from the remote's
 * package.json (`"skillhub": { "remote": "courses", "devPort": 3101 }`), so nothing lists the remotes by hand.
 *
 * What the build does: React; Module Federation exposing `./app` (the single-spa lifecycles in src/app.tsx) with
 * the shared map; `remote.json` beside `remoteEntry.js` with the remote's pages and the versions it needs;
 * `.br`/`.gz` copies of text assets; for a remote with `src/server-render.tsx`, its server target
 * (`server/render.mjs`, ssr/server-build.ts); and the finished build moved into its own immutable folder
 * (`dist/<build id>/`, see remote-releases.ts), the newest in releases.json: served until the remote is released
 * (`npm run release`), which also prunes.
 */

/** Where `npm run dev` of the server listens; a remote's standalone page sends its /api calls there. */
const API_TARGET = process.env.API_TARGET ?? 'http://localhost:3000';

/**
 * What the remote gives the shell: one module, `./app`. Its address is not known here: runtime-config says it. A
 * production build runs on the page's Module Federation runtime (`externalRuntime`, MF_RUNTIME_PACKAGE); the dev
 * server's keeps its own, for the remote's standalone page.
 */
export function remoteFederationConfig(remote: string, appDir: string, { ownRuntime }: { ownRuntime: boolean }) {
  return createModuleFederationConfig({
    name: remote,
    filename: REMOTE_ENTRY_FILE,
    exposes: { './app': './src/app.tsx' },
    shared: createSharedMap(appDir),
    shareStrategy: 'loaded-first',
    // Types cross the boundary through @skillhub/shared, not generated archives: the types plugin races under parallel builds.
    dts: false,
    ...(ownRuntime ? {} : { experiments: { externalRuntime: true } }),
  });
}

/**
 * Emits `remote.json` into every build (the dev server serves it too) and, after a production build, publishes
 * the build into its own folder.
 */
export function pluginRemoteRelease(options: {
  descriptor: RemoteDescriptor;
  version: string;
  buildsDir: string;
}): RsbuildPlugin {
  return {
    name: 'skillhub:remote-release',
    setup(api) {
      api.processAssets({ stage: 'additional', environments: ['web'] }, ({ compilation, sources }) => {
        compilation.emitAsset(REMOTE_DESCRIPTOR_FILE, new sources.RawSource(JSON.stringify(options.descriptor)));
      });
      api.onAfterBuild({
        // After the compressed copies are written, so they move with the build.
        order: 'post',
        handler: async ({ stats }) => {
          // A build with errors (in either target) is never made current.
          if (stats?.hasErrors()) return;
          const { published, builds } = await publishBuild(options.buildsDir, options.version);
          api.logger.info(`${options.descriptor.name} ${published} is the newest of ${builds.length} builds`);
        },
      });
    },
  };
}

/** The whole rsbuild config of the remote whose `rsbuild.config.ts` is at `configUrl`. */
export function defineRemoteConfig(configUrl: string, pages: Readonly<Record<string, PageDefinition>>): RsbuildConfig {
  const appDir = dirname(fileURLToPath(configUrl));
  const { remote, devPort, version } = readRemotePackage(appDir);
  const development = process.env.NODE_ENV === 'development';
  const federation = remoteFederationConfig(remote, appDir, { ownRuntime: development });
  const descriptor: RemoteDescriptor = {
    name: remote,
    requires: { ...sharedRequirements(createSharedMap(appDir)), ...runtimeRequirement(appDir) },
    pages: Object.values(pages),
  };
  // DIST_DIR lets a second build of the same remote go elsewhere (the end-to-end tests serve builds from elsewhere).
  const buildsDir = resolve(appDir, process.env.DIST_DIR ?? 'dist');
  const stagingDir = join(buildsDir, STAGING_DIR);
  const title = remote.charAt(0).toUpperCase() + remote.slice(1);
  // The dev server serves the browser build only: the API renders pages from published releases.
  const withServer = existsSync(join(appDir, SERVER_RENDER_SOURCE)) && !development;

  return defineConfig({
    plugins: [
      pluginReact(),
      pluginAntd(),
      pluginModuleFederation(federation, { environment: 'web' }),
      pluginPrecompress(),
      pluginRemoteRelease({ descriptor, version, buildsDir }),
    ],
    server: {
      port: devPort,
      strictPort: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: { '/api': API_TARGET },
    },
    output: {
      // The staging folder is ours alone, wherever DIST_DIR puts it.
      cleanDistPath: true,
    },
    environments: {
      web: {
        html: { title: `Skillhub · ${title} (standalone)` },
        // The standalone page runs on the dev server only: a production build has no runtime of its own to run it.
        tools: { htmlPlugin: development },
        output: {
          distPath: { root: stagingDir },
          // Chunks resolve against the address remoteEntry.js was loaded from, so one build runs anywhere.
          assetPrefix: 'auto',
          // Source maps for e2e/bench/chunk-contents.mjs only: a served build has none.
          sourceMap: { js: process.env.BUILD_SOURCE_MAPS === '1' ? 'source-map' : false },
        },
        splitChunks: {
          // The schemas and the form library, each in one chunk of their own: left to the size rules, the parts of
          // zod under 20 kB were copied into every page chunk that uses them (twice on a course page).
          cacheGroups: {
            zod: {
              test: /[\\/]node_modules[\\/]zod[\\/]/,
              name: 'lib-zod',
              chunks: 'async',
              priority: 30,
              enforce: true,
            },
            forms: {
              test: /[\\/]node_modules[\\/](react-hook-form|@hookform[\\/]resolvers)[\\/]/,
              name: 'lib-forms',
              chunks: 'async',
              priority: 30,
              enforce: true,
            },
          },
        },
      },
      ...(withServer ? { node: serverEnvironment(join(stagingDir, SERVER_RENDER_DIR)) } : {}),
    },
  });
}
