import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHARED_ANTD } from '@skillhub/shared/antd-shared';
import { namedValueImports } from '@skillhub/shared/test-support/imported-values';
import { describe, expect, it } from 'vitest';

/**
 * The pages a buyer pays on answer Pay with antd's `start` part alone, the one the shell starts with
 * (antd-shared.ts): a component of another part would have a phone download and run that whole part (139 kB
 * compressed for `more`) before the page could answer. Read from the sources: every module a page imports
 * statically, its own and shared ones (code imported on demand, `import()`, comes later and is not followed).
 */

const here = dirname(fileURLToPath(import.meta.url));
const sharedSrc = resolve(here, '../../../../shared/src');

function moduleFile(from: string, request: string): string | null {
  const base = request.startsWith('.')
    ? resolve(dirname(from), request)
    : request.startsWith('@skillhub/shared/')
      ? resolve(sharedSrc, request.slice('@skillhub/shared/'.length))
      : null;
  if (!base) return null;
  const file = [base, `${base}.ts`, `${base}.tsx`].find(
    (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
  );
  return file ?? null;
}

/** The antd components the modules `entry` imports statically use, with the module that imports each. */
function antdImports(entry: string): Map<string, string> {
  const found = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const name of namedValueImports(source, 'antd')) found.set(name, file);
    for (const [, request] of source.matchAll(/^import\s+(?!type\b)[\s\S]*?'([^']+)';/gm)) {
      const next = request ? moduleFile(file, request) : null;
      if (next) queue.push(next);
    }
  }
  return found;
}

const START: readonly string[] = SHARED_ANTD.start;

describe("the pages a buyer pays on use antd's start part only", () => {
  it.each([
    ['a payment link', 'pay-link/index.tsx'],
    ["a course's payment page", 'course-payment/index.tsx'],
  ])('%s', (_page, entry) => {
    const imports = antdImports(resolve(here, entry));
    expect(imports.size).toBeGreaterThan(0);
    const outside = [...imports].filter(([name]) => !START.includes(name));
    expect(outside.map(([name, file]) => `${name} (${file.slice(here.length + 1)})`)).toEqual([]);
  });
});
