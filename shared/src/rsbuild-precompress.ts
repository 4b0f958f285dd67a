import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * An Rsbuild plugin that writes `.br` and `.gz` beside every text asset of a production build, so the
 * server (and any static host or CDN) sends compressed files without compressing on every request. The
 * bundles are mostly antd and React: compression cuts what a phone downloads by about four fifths. Only what a
 * browser fetches: a server target's output (a remote's `server/`, which may sit inside the web output) is left
 * as it is.
 *
 * `BUILD_PRECOMPRESS=0` leaves them out: brotli at its best quality is half a remote's build time, which a build
 * nobody downloads over a network (the end-to-end tests' variants of a remote) need not spend. The server sends a
 * file without its copies as it is.
 */

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map)$/;
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function* filesUnder(dir: string, skipped: ReadonlySet<string>): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skipped.has(resolve(path))) yield* filesUnder(path, skipped);
    } else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

/** Compresses the text assets under `dir`, except those under the `skipped` folders. */
export async function precompressDir(dir: string, skipped: readonly string[] = []): Promise<number> {
  let count = 0;
  for await (const file of filesUnder(dir, new Set(skipped.map((path) => resolve(path))))) {
    if ((await stat(file)).size < MIN_BYTES) continue;
    const content = await readFile(file);
    const [br, gzipped] = await Promise.all([
      brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gz(content, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
    count += 1;
  }
  return count;
}

interface BuildEnvironment {
  distPath: string;
  config: { output: { target: string } };
}

interface BuildApi {
  onAfterBuild: (hook: (params: { environments: Record<string, BuildEnvironment> }) => Promise<void> | void) => void;
}

export function pluginPrecompress() {
  return {
    name: 'skillhub:precompress',
    setup(api: BuildApi) {
      if (process.env.BUILD_PRECOMPRESS === '0') return;
      api.onAfterBuild(async ({ environments }) => {
        const all = Object.values(environments);
        const servers = all.filter((environment) => environment.config.output.target !== 'web');
        for (const web of all.filter((environment) => environment.config.output.target === 'web')) {
          await precompressDir(
            web.distPath,
            servers.map((server) => server.distPath),
          );
        }
      });
    },
  };
}
