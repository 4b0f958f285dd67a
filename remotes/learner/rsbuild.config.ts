import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginPrecompress } from '@skillhub/shared/rsbuild-precompress';
import moduleFederationConfig from './module-federation.config.ts';

const PORT = 3102;
/** Where `npm run dev` of the server listens; the standalone page sends its /api calls there. */
const API_TARGET = process.env.API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [pluginReact(), pluginModuleFederation(moduleFederationConfig), pluginPrecompress()],
  html: { title: 'Skillhub · Learner (standalone)' },
  server: {
    port: PORT,
    strictPort: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    proxy: { '/api': API_TARGET },
  },
  output: {
    // DIST_DIR lets a second build of the same remote go elsewhere (the end-to-end test serves one from another address).
    distPath: { root: process.env.DIST_DIR ?? 'dist' },
    // Chunks resolve against the address remoteEntry.js was loaded from, so one build runs anywhere.
    assetPrefix: 'auto',
  },
});
