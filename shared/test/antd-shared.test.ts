import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as sharedAntd from '../src/antd-shared.ts';
import { createSharedMap } from '../src/mf-shared.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourcesUnder(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every value (not type) the apps' sources import from 'antd', with a file that imports it. */
function antdImports(): Map<string, string> {
  const apps = ['shell/src', 'shared/src', ...readdirSync(join(repoRoot, 'remotes')).map((r) => `remotes/${r}/src`)];
  const found = new Map<string, string>();
  for (const app of apps) {
    for (const file of sourcesUnder(join(repoRoot, app))) {
      const source = readFileSync(file, 'utf8');
      for (const [, typeOnly, names] of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'antd'/g)) {
        if (typeOnly) continue;
        for (const item of names!.split(',')) {
          const name = item
            .trim()
            .split(/\s+as\s+/)[0]!
            .trim();
          if (name && !name.startsWith('type ')) found.set(name, file.slice(repoRoot.length));
        }
      }
    }
  }
  return found;
}

describe('the shared antd', () => {
  it('is what every app imports from antd', () => {
    const missing = [...antdImports()].filter(([name]) => !(name in sharedAntd)).map(([n, file]) => `${n} (${file})`);
    expect(missing).toEqual([]);
    expect(sharedAntd.Button).toBeTypeOf('object');
  });

  it('is the module every app provides and consumes as antd, the one copy on the page', () => {
    const antd = createSharedMap().antd!;
    expect(antd.import).toBe(fileURLToPath(new URL('../src/antd-shared.ts', import.meta.url)));
    expect(antd).toMatchObject({ singleton: true, strictVersion: true, requiredVersion: `^${antd.version}` });
  });
});
