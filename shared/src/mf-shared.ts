import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { antdComponentRequest, SHARED_ANTD } from './antd-shared.ts';
import { sharedPackage } from './remote-descriptor.ts';

/**
 * The Module Federation `shared` map, one for the shell and every remote. Shared at run time is only what must
 * be one instance on the page: React and React DOM, the router, antd (its theme and message contexts), jotai
 * and React Query (their contexts), and `@skillhub/session` (the store, the atoms and the query cache). Pure
 * contract code (schemas, API paths, formatters, UI pieces, icons) is bundled by each app, so each runs the
 * contract it was built and tested against.
 *
 * The router and antd are shared as the parts the apps use (router-shared.ts, antd-shared.ts), not as their
 * packages' whole entries. Every entry is a strict singleton requiring `^<the version this app was built with>`:
 * a remote built against a newer React, antd or session contract than the page provides is refused instead of
 * run against the wrong copy (the shell reports it in the remote's area). No `eager`: every app starts behind an
 * async boundary (`import('./bootstrap')`).
 */

export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'jotai',
  '@tanstack/react-query',
  '@skillhub/session',
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
  /** what this app accepts from the page: `^version` */
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

/** The map for an app built in `appDir` (its folder, for finding the installed versions). */
export function createSharedMap(appDir: string = sharedDir): Record<string, SharedEntry> {
  const map: Record<string, SharedEntry> = {};
  for (const name of SHARED_SINGLETONS) {
    const version = installedVersion(name, appDir);
    map[name] = { singleton: true, strictVersion: true, version, requiredVersion: `^${version}` };
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
      requiredVersion: `^${antdVersion}`,
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
