import type { RsbuildPlugin, Rspack } from '@rsbuild/core';

/** The shell's async boundary (src/index.ts): everything the app starts with is behind this import. */
const BOOTSTRAP_REQUEST = './bootstrap.tsx';
/** `consume shared module (default) react-dom@^19.0.0 …` or `provide shared module (default) react-dom@19.3.1 = …` */
const SHARED_MODULE = /^(consume|provide) shared module \([^)]*\) (.+?)@/;

/**
 * The scripts the app cannot start without, preloaded by index.html beside its entry script.
 *
 * Without them a phone learns of these scripts only once the entry has arrived and run (Module Federation's
 * runtime, then the share negotiation): at a phone's processor that is half a second or more during which the
 * network sits idle, on every page the app draws (the signed-in ones). Listed here they download while the entry
 * does. They are the bootstrap's own chunks and, for each shared package the bootstrap consumes, the chunks of the
 * shell's own copy of it, which is the one the page uses (the shell provides every shared package at its
 * version). Pages the server draws hand them to wake.js with the app instead (server-page.ts).
 */
export function pluginStartPreload(): RsbuildPlugin {
  return {
    name: 'skillhub:start-preload',
    setup(api) {
      // The dev server serves its chunks from this machine: nothing to win there.
      if (process.env.NODE_ENV === 'development') return;
      api.modifyHTMLTags(({ headTags, bodyTags }, { compilation, assetPrefix }) => {
        const preloads = startScripts(compilation).map((file) => ({
          tag: 'link',
          // Low: asked for at once, but after what the first paint needs and the entry itself.
          attrs: { rel: 'preload', as: 'script', href: `${assetPrefix}${file}`, fetchpriority: 'low' },
          publicPath: false,
        }));
        const entry = headTags.findIndex((tag) => tag.tag === 'script');
        headTags.splice(entry + 1, 0, ...preloads);
        return { headTags, bodyTags };
      });
    },
  };
}

function startScripts(compilation: Rspack.Compilation): string[] {
  const bootstrap = compilation.chunkGroups.find((group) =>
    group.origins.some((origin) => origin.request === BOOTSTRAP_REQUEST),
  );
  if (!bootstrap) throw new Error(`start-preload: no chunk group for ${BOOTSTRAP_REQUEST}; was src/index.ts changed?`);

  const consumed = new Set<string>();
  for (const chunk of bootstrap.chunks) {
    for (const module of compilation.chunkGraph.getChunkModules(chunk)) {
      const shared = SHARED_MODULE.exec(module.identifier());
      if (shared?.[1] === 'consume' && shared[2]) consumed.add(shared[2]);
    }
  }
  const provided = compilation.chunkGroups.filter((group) =>
    group.origins.some((origin) => {
      const shared = SHARED_MODULE.exec(origin.module?.identifier() ?? '');
      return shared?.[1] === 'provide' && consumed.has(shared[2] ?? '');
    }),
  );
  const files = [bootstrap, ...provided].flatMap((group) => group.chunks.flatMap((chunk) => [...chunk.files]));
  return [...new Set(files)].filter((file) => file.endsWith('.js'));
}
