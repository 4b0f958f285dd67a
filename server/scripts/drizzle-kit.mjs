/**
 * Runs drizzle-kit's CLI (`node scripts/drizzle-kit.mjs generate`).
 *
 * npm hoists drizzle-kit to the repository root but keeps drizzle-orm inside server/node_modules, where
 * drizzle-kit's own require() and import() calls cannot see it. This wrapper points both at this
 * workspace: NODE_PATH for require(), an ESM resolve hook for import().
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const serverPackageUrl = new URL('../package.json', import.meta.url).href;

const resolveHook = `
export async function resolve(specifier, context, next) {
  try {
    return await next(specifier, context);
  } catch (error) {
    if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
      return next(specifier, { ...context, parentURL: ${JSON.stringify(serverPackageUrl)} });
    }
    throw error;
  }
}`;
const registerHook = `
import { register } from 'node:module';
register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(resolveHook)}`)});`;

// The package's exports hide bin.cjs, so locate it next to the package entry.
const require = createRequire(import.meta.url);
const bin = join(dirname(require.resolve('drizzle-kit')), 'bin.cjs');

const result = spawnSync(
  process.execPath,
  ['--import', `data:text/javascript,${encodeURIComponent(registerHook)}`, bin, ...process.argv.slice(2)],
  {
    cwd: serverDir,
    stdio: 'inherit',
    env: { ...process.env, NODE_PATH: join(serverDir, 'node_modules') },
  },
);
process.exit(result.status ?? 1);
