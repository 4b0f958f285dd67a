import { fileURLToPath } from 'node:url';
import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { createSharedMap } from '@skillhub/shared/mf-shared';

/**
 * The shell is the host. It declares no remotes: their addresses come from /runtime-config.json at start-up
 * (src/runtime/remotes.ts), so a remote can move to a new build without a shell rebuild.
 */
export default createModuleFederationConfig({
  name: 'shell',
  remotes: {},
  shared: createSharedMap(fileURLToPath(new URL('.', import.meta.url))),
  shareStrategy: 'loaded-first',
  runtimePlugins: ['./src/runtime/retry-plugin.ts', './src/runtime/fallback-plugin.ts'],
  // Types cross the boundary through @skillhub/shared, not generated archives: the types plugin races under parallel builds.
  dts: false,
  experiments: { provideExternalRuntime: true },
});
