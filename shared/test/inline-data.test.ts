import { describe, expect, it } from 'vitest';
import { INLINE_QUERIES_ID, jsonForInlineScript, readInlineQueries } from '../src/inline-data.ts';

/** A document holding `queries` as the server inlines them. */
function pageWith(queries: unknown): Document {
  const text = jsonForInlineScript(queries);
  return {
    getElementById: (id: string) => (id === INLINE_QUERIES_ID ? { textContent: text } : null),
  } as unknown as Document;
}

describe("a page's inlined API answers", () => {
  const everyones = { key: ['courses', 'list'], data: { items: ['</script>'] } };
  const ashas = { key: ['dashboard', 'summary', { period: '30d' }], data: { users: 3 }, for: 'asha' };

  it("gives the visitor the answers read for everyone and those read for them, never another's", () => {
    const page = pageWith([everyones, ashas, { key: 'not-a-list', data: 1 }, { key: ['no-data'] }, null]);
    expect(readInlineQueries('asha', page)).toEqual([everyones, ashas]);
    expect(readInlineQueries('ravi', page)).toEqual([everyones]);
    expect(readInlineQueries(undefined, page)).toEqual([everyones]);
  });

  it('reads none from a page without them or with unreadable ones', () => {
    expect(readInlineQueries('asha', pageWith({ key: ['x'], data: 1 }))).toEqual([]);
    const broken = { getElementById: () => ({ textContent: '[{' }) } as unknown as Document;
    expect(readInlineQueries('asha', broken)).toEqual([]);
  });
});
