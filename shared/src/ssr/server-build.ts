import type { EnvironmentConfig } from '@rsbuild/core';
import { SERVER_RENDER_FILE, SERVER_RENDER_SOURCE } from './server-render-contract.ts';

/**
 * The server target of an app's build (a remote's, remote-build.ts; the shell's, shell/rsbuild.config.ts):
 * `src/server-render.tsx` as one plain ES module for Node (`.mjs`, so Node reads it as one wherever the folder
 * lies), with React, react-dom/server, antd and everything else bundled in and only Node's own modules left
 * outside, so its folder alone is enough to render. Dynamic imports (the Hindi texts) stay in the same file. Not
 * minified: it is loaded once per build, and a failure's stack trace in the server's log then names the app's own
 * functions. `dir` is where `render.mjs` goes.
 */
export function serverEnvironment(dir: string): EnvironmentConfig {
  return {
    source: { entry: { render: `./${SERVER_RENDER_SOURCE}` } },
    output: {
      target: 'node',
      module: true,
      distPath: { root: dir, js: '' },
      filename: { js: SERVER_RENDER_FILE },
      // Images and fonts are the browser build's; the markup points at those.
      emitAssets: false,
      minify: false,
      sourceMap: { js: false },
    },
    splitChunks: false,
    tools: { rspack: { output: { asyncChunks: false } } },
  };
}
