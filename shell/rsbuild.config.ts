import { join, resolve } from 'node:path';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginAntd } from '@skillhub/shared/rsbuild-antd';
import { pluginPrecompress } from '@skillhub/shared/rsbuild-precompress';
import { serverEnvironment } from '@skillhub/shared/ssr/server-build';
import { SERVER_RENDER_DIR } from '@skillhub/shared/ssr/server-render-contract';
import { APP_ICON_TAGS, sizeIcoFavicon, THEME_COLOR } from './app-icons.ts';
import moduleFederationConfig from './module-federation.config.ts';
import { pluginStartPreload } from './start-preload.ts';

const PORT = 3100;
/** The API (and, in a composed build, the remotes and runtime config) served by `npm run dev` of the server. */
const API_TARGET = process.env.API_TARGET ?? 'http://localhost:3000';
// DIST_DIR builds elsewhere (e2e/bench/chunk-contents.mjs builds with source maps into a temporary folder).
const DIST_DIR = resolve(import.meta.dirname, process.env.DIST_DIR ?? 'dist');
/**
 * The server target (src/server-render.tsx → dist/server/render.mjs, ssr/server-build.ts): the API draws the
 * public frame, the home page and the sign-in page with it. The dev server serves the browser build only.
 */
const withServer = process.env.NODE_ENV !== 'development';

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginAntd(),
    pluginModuleFederation(moduleFederationConfig, { environment: 'web' }),
    pluginPrecompress(),
    pluginStartPreload(),
  ],
  html: {
    // index.html: the built-in template with <html lang="en"> (the language switch then sets it at run time).
    template: './index.html',
    title: 'Skillhub',
    meta: {
      description: 'Skillhub: online skill-training courses in Full Stack, Digital Marketing, Data Science and more.',
      'theme-color': THEME_COLOR,
    },
    tags: [sizeIcoFavicon, ...APP_ICON_TAGS],
  },
  server: {
    port: PORT,
    strictPort: true,
    historyApiFallback: true,
    proxy: {
      '/api': API_TARGET,
      '/runtime-config.json': API_TARGET,
      '/remotes': API_TARGET,
    },
  },
  environments: {
    web: {
      output: {
        distPath: { root: DIST_DIR },
        assetPrefix: '/',
        sourceMap: { js: process.env.BUILD_SOURCE_MAPS === '1' ? 'source-map' : false },
      },
    },
    ...(withServer ? { node: serverEnvironment(join(DIST_DIR, SERVER_RENDER_DIR)) } : {}),
  },
});
