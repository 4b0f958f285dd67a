import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { antdComponentRequest, SHARED_ANTD } from './antd-shared.ts';
import { MF_RUNTIME_PACKAGE, sharedPackage } from './remote-descriptor.ts';

/**
 * The Module Federation `shared` map, one for the shell and every remote. Shared at run time is what must be one
 * instance on the page: React and React DOM, the router, antd (its theme and message contexts), jotai and React
 * Query (their contexts), and `@skillhub/session` (the store, the atoms and the query cache); and two libraries
 * every app starts with (SHARED_LIBRARIES). Pure contract code (schemas, API paths, formatters, UI pieces, icons)
 * is bundled by each app, so each runs the contract it was built and tested against.
 *
 * The router and antd are shared as the parts the apps use (router-shared.ts, antd-shared.ts), not as their
 * packages' whole entries. Every entry is a strict singleton requiring the versions compatible with the one this
 * app was built with (`^19.0.0` for React 19.3.1, semver's promise for a major version): a remote built on a newer
 * minor or patch runs on the page's copy, a remote built on another major version is refused instead of run
 * against the wrong copy (the shell reports it in the remote's area). A remote that needs what only a newer minor
 * brings says so in its package.json (`"skillhub": { "requires": { "@skillhub/session": "^1.1.0" } }`), and a
 * page with an older copy refuses it the same way. No `eager`: every app starts behind an async boundary
 * (`import('./bootstrap')`).
 */

/**
 * Libraries that need not be one instance but that the shell and every remote load with their first page: shared
 * so that a remote's page does not download and run a second copy of what the shell started with (the payment
 * page: 29 kB compressed). Each app still makes its own instances of them (its i18next instance, its ky client).
 * zod is not among them: shared, its `z` would go out whole, every locale with it, where each app's build keeps
 * only what it uses.
 */
const SHARED_LIBRARIES = ['i18next', 'ky'] as const;

export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'jotai',
  '@tanstack/react-query',
  '@skillhub/session',
  ...SHARED_LIBRARIES,
] as const;

/** Shared as the parts the apps use, not as the package's whole entry. */
const SHARED_IMPORTS: Partial<Record<(typeof SHARED_SINGLETONS)[number], string>> = {
  'react-router-dom': fileURLToPath(new URL('./router-shared.ts', import.meta.url)),
};

/** Packages whose subpath imports (react/jsx-runtime, react-dom/client) are the same instance as the package. */
const WITH_SUBPATHS = ['react', 'react-dom'] as const;

export interface SharedEntry {
  singleton: true;
  strictVersion: true;
  /** the version this app provides */
  version: string;
  /** what this app accepts from the page: `^<major>.0.0`, or the minimum its package.json declares */
  requiredVersion: string;
  /** the module provided (and used when the page provides none) instead of the package's own entry */
  import?: string;
  /** the name in the page's share scope, when not the request matched (antd's components share their part's) */
  shareKey?: string;
}

const sharedDir = fileURLToPath(new URL('..', import.meta.url));

/** The version of `name` that a build run in `fromDir` bundles: the nearest node_modules copy, as Node finds it. */
export function installedVersion(name: string, fromDir: string): string {
  for (let dir = resolve(fromDir); ; dir = dirname(dir)) {
    const manifest = join(dir, 'node_modules', name, 'package.json');
    if (existsSync(manifest)) return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
    if (dirname(dir) === dir) throw new Error(`${name} is not installed (looked upwards from ${fromDir})`);
  }
}

/** `[major, minor, patch]` of a plain `x.y.z` version (a pre-release tag after it is ignored). */
function versionParts(version: string): [number, number, number] | null {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(version);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/**
 * The versions that can stand in for `version`: the same major (below 1.0.0, the same minor, as semver counts
 * a 0.x minor as breaking). `^19.0.0` for 19.3.1, `^0.4.0` for 0.4.2.
 */
export function compatibleRange(version: string): string {
  const parts = versionParts(version);
  if (!parts) throw new Error(`${version} is not an x.y.z version`);
  const [major, minor] = parts;
  return major > 0 ? `^${major}.0.0` : `^0.${minor}.0`;
}

/**
 * What an app accepts of `name` from the page, built with `version`: the compatible range, or the minimum the
 * app declares (`^1.1.0`) when it needs what an older copy lacks. A minimum the build's own copy does not meet,
 * or one across a major version, is a mistake in the declaration and fails the build.
 */
export function requiredRange(name: string, version: string, minimum?: string): string {
  if (minimum === undefined) return compatibleRange(version);
  const needed = /^\^(\d+\.\d+\.\d+)$/.exec(minimum)?.[1];
  if (!needed) throw new Error(`${name}: the declared minimum ${minimum} is not of the form ^x.y.z`);
  const [have, want] = [versionParts(version)!, versionParts(needed)!];
  const sameLine = compatibleRange(needed) === compatibleRange(version);
  const met = have[1] > want[1] || (have[1] === want[1] && have[2] >= want[2]);
  if (!sameLine || !met) throw new Error(`${name}: the declared minimum ${minimum} does not fit the built ${version}`);
  return minimum;
}

/** The minimum versions an app declares in its package.json (`"skillhub": { "requires": { … } }`). */
export function declaredMinimums(appDir: string): Record<string, string> {
  const manifest = join(appDir, 'package.json');
  if (!existsSync(manifest)) return {};
  const { skillhub } = JSON.parse(readFileSync(manifest, 'utf8')) as { skillhub?: { requires?: unknown } };
  const requires = skillhub?.requires ?? {};
  if (typeof requires !== 'object' || requires === null || Array.isArray(requires)) {
    throw new Error(`${manifest}: "skillhub": { "requires" } must map shared packages to ^x.y.z`);
  }
  const shared = new Set<string>([...SHARED_SINGLETONS, 'antd']);
  for (const name of Object.keys(requires)) {
    if (!shared.has(name)) throw new Error(`${manifest}: ${name} in "skillhub": { "requires" } is not shared`);
  }
  return requires as Record<string, string>;
}

/** The map for an app built in `appDir` (its folder, for finding the installed versions and its minimums). */
export function createSharedMap(appDir: string = sharedDir): Record<string, SharedEntry> {
  const map: Record<string, SharedEntry> = {};
  const minimums = declaredMinimums(appDir);
  for (const name of SHARED_SINGLETONS) {
    const version = installedVersion(name, appDir);
    map[name] = {
      singleton: true,
      strictVersion: true,
      version,
      requiredVersion: requiredRange(name, version, minimums[name]),
    };
    const sharedImport = SHARED_IMPORTS[name];
    if (sharedImport) map[name].import = sharedImport;
  }
  for (const name of WITH_SUBPATHS) map[`${name}/`] = { ...map[name]! };
  // antd in two parts (antd-shared.ts): each component's request is answered by its part, one share key and one
  // provided module per part (an absolute path, so the shell provides both parts whether or not it renders from
  // them itself).
  const antdVersion = installedVersion('antd', appDir);
  for (const [part, components] of Object.entries(SHARED_ANTD)) {
    const partEntry: SharedEntry = {
      singleton: true,
      strictVersion: true,
      version: antdVersion,
      requiredVersion: requiredRange('antd', antdVersion, minimums.antd),
      shareKey: `antd/${part}`,
      import: fileURLToPath(new URL(`./antd/${part}.ts`, import.meta.url)),
    };
    for (const component of components) map[antdComponentRequest(component)] = { ...partEntry };
  }
  return map;
}

/**
 * What an app needs from the page, package by package: the ranges a remote publishes beside its entry (antd's
 * components and React's subpaths under their package's name, once).
 */
export function sharedRequirements(map: Record<string, SharedEntry>): Record<string, string> {
  return Object.fromEntries(Object.entries(map).map(([key, entry]) => [sharedPackage(key), entry.requiredVersion]));
}

/**
 * What a remote built in `appDir` needs of the page's Module Federation runtime (MF_RUNTIME_PACKAGE): the version it
 * was built with, or a newer one of the same major version. Its entry calls the runtime that version has.
 */
export function runtimeRequirement(appDir: string): Record<string, string> {
  const version = installedVersion(MF_RUNTIME_PACKAGE, appDir);
  return { [MF_RUNTIME_PACKAGE]: requiredRange(MF_RUNTIME_PACKAGE, version, `^${version}`) };
}
