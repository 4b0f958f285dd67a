import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as antdMore from '../src/antd/more.ts';
import * as antdStaff from '../src/antd/staff.ts';
import * as antdStart from '../src/antd/start.ts';
import { antdComponentRequest, SHARED_ANTD } from '../src/antd-shared.ts';
import { createSharedMap, sharedRequirements } from '../src/mf-shared.ts';
import { sharedPackage } from '../src/remote-descriptor.ts';
import * as sharedRouter from '../src/router-shared.ts';
import { namedValueImports } from '../src/test-support/imported-values.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourcesUnder(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * Code that runs only in a build's server target (a remote's server-render.tsx and shared/src/ssr/): that bundle
 * carries its own copy of every package, so it shares nothing through Module Federation.
 */
const serverOnly = (file: string) => /[\\/]ssr[\\/]|[\\/]server-render\.tsx$/.test(file);

/** Every value (not type) the apps' browser sources import from `module`, with a file that imports it. */
function valuesImportedFrom(module: string): Map<string, string> {
  const apps = ['shell/src', 'shared/src', ...readdirSync(join(repoRoot, 'remotes')).map((r) => `remotes/${r}/src`)];
  const found = new Map<string, string>();
  for (const app of apps) {
    for (const file of sourcesUnder(join(repoRoot, app)).filter((path) => !serverOnly(path))) {
      for (const name of namedValueImports(readFileSync(file, 'utf8'), module))
        found.set(name, file.slice(repoRoot.length));
    }
  }
  return found;
}

const missingFrom = (imported: Map<string, string>, provided: readonly string[]) =>
  [...imported].filter(([name]) => !provided.includes(name)).map(([name, file]) => `${name} (${file})`);

describe('the shared antd', () => {
  const listed: string[] = Object.values(SHARED_ANTD).flat();

  it('holds every component the apps import from antd, each in one part', () => {
    expect(missingFrom(valuesImportedFrom('antd'), listed)).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it("has each part's module export exactly that part's components", () => {
    expect(Object.keys(antdStart).sort()).toEqual([...SHARED_ANTD.start].sort());
    expect(Object.keys(antdMore).sort()).toEqual([...SHARED_ANTD.more].sort());
    expect(Object.keys(antdStaff).sort()).toEqual([...SHARED_ANTD.staff].sort());
    expect(antdStart.Button).toBeTypeOf('object');
    expect(antdMore.Table).toBeTruthy();
  });

  it("answers each component's request with its part: one share key and one module per part", () => {
    const map = createSharedMap();
    for (const [part, components] of Object.entries(SHARED_ANTD)) {
      for (const component of components) {
        expect(map[antdComponentRequest(component)]).toMatchObject({
          shareKey: `antd/${part}`,
          import: fileURLToPath(new URL(`../src/antd/${part}.ts`, import.meta.url)),
          singleton: true,
          strictVersion: true,
        });
      }
    }
    expect(antdComponentRequest('FloatButton')).toBe('antd/es/float-button');
    expect(antdComponentRequest('theme')).toBe('antd/es/theme');
    expect(map.antd).toBeUndefined();
  });
});

describe('the shared router', () => {
  it('holds everything the apps import from react-router-dom', () => {
    expect(missingFrom(valuesImportedFrom('react-router-dom'), Object.keys(sharedRouter))).toEqual([]);
  });

  it('is the module every app provides and consumes as react-router-dom; react-router is not shared apart', () => {
    const map = createSharedMap();
    expect(map['react-router-dom']).toMatchObject({
      import: fileURLToPath(new URL('../src/router-shared.ts', import.meta.url)),
      singleton: true,
      strictVersion: true,
    });
    expect(map['react-router']).toBeUndefined();
  });
});

describe('what a remote requires', () => {
  it('names each package once, antd for all its components', () => {
    const map = createSharedMap();
    const requires = sharedRequirements(map);
    expect(Object.keys(requires).sort()).toEqual([
      '@skillhub/session',
      '@tanstack/react-query',
      'antd',
      'i18next',
      'jotai',
      'ky',
      'react',
      'react-dom',
      'react-router-dom',
    ]);
    expect(requires.antd).toBe(map['antd/es/button']!.requiredVersion);
  });

  it("maps a share key to its package's name", () => {
    expect(sharedPackage('antd/es/button')).toBe('antd');
    expect(sharedPackage('antd/start')).toBe('antd');
    expect(sharedPackage('react/')).toBe('react');
    expect(sharedPackage('react-dom/client')).toBe('react-dom');
    expect(sharedPackage('@skillhub/session')).toBe('@skillhub/session');
    expect(sharedPackage('@tanstack/react-query')).toBe('@tanstack/react-query');
  });
});
