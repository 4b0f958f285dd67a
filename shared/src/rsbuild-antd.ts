import { fileURLToPath } from 'node:url';
import type { RsbuildPlugin } from '@rsbuild/core';

/**
 * How every app's build treats antd (the shell's and the remotes'), as one Rsbuild plugin.
 *
 * - `import { Button, Form } from 'antd'` becomes `import { Button } from 'antd/es/button'` and `import { Form }
 *   from 'antd/es/form'`: one request per component, which the shared part that holds it answers
 *   (antd-shared.ts, mf-shared.ts). Named imports, as a part's module exports each component by name.
 * - antd's own helper packages (@rc-component/*) are marked free of side effects. Their package files do not say
 *   so, and without it importing one name from a package keeps its whole index: the start part carried all of
 *   @rc-component/form and its validator because the Input's form context imports `FormProvider`.
 * - Two imports inside antd that only some uses need load when first rendered instead of with the component:
 *   the Card's Tabs (used only by a card with `tabList`, which no page of ours has: 17 kB compressed, with the
 *   menu and dropdown the tabs bring) and the Result's three illustrations (404, 403, 500: 7 kB). Both keep the
 *   component's behaviour; the illustration's place is held at its size while it loads.
 *
 * The first and the last are for the browser's build only: a server target (remote-build.ts) has no shared parts
 * to answer per-component requests (antd/es/<component> exports only a default there) and downloads nothing.
 */
const ON_DEMAND = [
  {
    // antd/es/card/Card.js: `import Tabs from '../tabs'`
    importer: /[\\/]antd[\\/]es[\\/]card$/,
    request: /^\.\.\/tabs$/,
    module: fileURLToPath(new URL('./antd/tabs-on-demand.tsx', import.meta.url)),
  },
  {
    // antd/es/result/index.js: `import noFound from './noFound'` (and serverError, unauthorized)
    importer: /[\\/]antd[\\/]es[\\/]result$/,
    request: /^\.\/(noFound|serverError|unauthorized)$/,
    // The module learns which illustration it stands for from its query.
    module: fileURLToPath(new URL('./antd/result-image-on-demand.tsx', import.meta.url)),
    withQuery: true,
  },
];

export function pluginAntd(): RsbuildPlugin {
  return {
    name: 'skillhub:antd',
    setup(api) {
      api.modifyEnvironmentConfig((config, { mergeEnvironmentConfig }) =>
        config.output.target !== 'web'
          ? config
          : mergeEnvironmentConfig(config, {
              source: {
                transformImport: [
                  {
                    libraryName: 'antd',
                    libraryDirectory: 'es',
                    camelToDashComponentName: true,
                    transformToDefaultImport: false,
                  },
                ],
              },
            }),
      );
      api.modifyRspackConfig((config, { rspack, target }) => {
        config.module ??= {};
        config.module.rules ??= [];
        config.module.rules.push({ test: /[\\/]node_modules[\\/]@rc-component[\\/]/, sideEffects: false });
        if (target !== 'web') return;
        config.plugins ??= [];
        for (const { importer, request, module, withQuery } of ON_DEMAND) {
          config.plugins.push(
            new rspack.NormalModuleReplacementPlugin(request, (resource) => {
              if (!importer.test(resource.context)) return;
              resource.request = withQuery ? `${module}?${resource.request.slice(2)}` : module;
            }),
          );
        }
      });
    },
  };
}
