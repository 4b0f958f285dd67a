import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginAntd } from '@skillhub/shared/rsbuild-antd';
import { pluginPrecompress } from '@skillhub/shared/rsbuild-precompress';
import { APP_ICON_TAGS, sizeIcoFavicon, THEME_COLOR } from './app-icons.ts';
import moduleFederationConfig from './module-federation.config.ts';

const PORT = 3100;
/** The API (and, in a composed build, the remotes and runtime config) served by `npm run dev` of the server. */
const API_TARGET = process.env.API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [pluginReact(), pluginAntd(), pluginModuleFederation(moduleFederationConfig), pluginPrecompress()],
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
  output: {
    // DIST_DIR builds elsewhere (e2e/bench/chunk-contents.mjs builds with source maps into a temporary folder).
    distPath: { root: process.env.DIST_DIR ?? 'dist' },
    assetPrefix: '/',
    sourceMap: { js: process.env.BUILD_SOURCE_MAPS === '1' ? 'source-map' : false },
  },
});
