import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { createSharedMap } from '@skillhub/shared/mf-shared';

/**
 * What this remote gives the shell: one module, `./app`, holding single-spa lifecycles. Its address is
 * not known here; the shell reads it from /runtime-config.json.
 */
export default createModuleFederationConfig({
  name: 'learner',
  filename: 'remoteEntry.js',
  exposes: { './app': './src/app.tsx' },
  shared: createSharedMap(),
  shareStrategy: 'loaded-first',
  // Types cross the boundary through @skillhub/shared, not generated archives (see environment.md).
  dts: false,
});
