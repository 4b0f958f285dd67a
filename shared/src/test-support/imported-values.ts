/**
 * The values (not types) a module's source imports by name from `module`: `import { A, B as C, type D } from
 * 'module'` gives A and B, `import type { E } from 'module'` nothing. Read from the text, for the tests that check
 * what the apps take from a shared package (shared-modules.test.ts, the learner's payment-pages-antd.test.ts).
 */
export function namedValueImports(source: string, module: string): string[] {
  const escaped = module.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const statement = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${escaped}'`, 'g');
  const names: string[] = [];
  for (const [, typeOnly, list] of source.matchAll(statement)) {
    if (typeOnly) continue;
    for (const item of (list ?? '').split(',')) {
      const name = item
        .trim()
        .split(/\s+as\s+/)[0]
        ?.trim();
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}
