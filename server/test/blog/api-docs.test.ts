import { blogEndpoints } from '@skillhub/shared/endpoints/blog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the blog calls at /api/docs', () => {
  it('documents every blog endpoint with its access', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const [name, spec] of Object.entries(blogEndpoints)) {
      const path = `/api${spec.path.replace(/:([A-Za-z]+)/g, '{$1}')}`;
      const operation = doc.paths[path]?.[spec.method.toLowerCase()];
      expect(operation, `${name}: ${spec.method} ${path}`).toBeDefined();
      expect(operation.summary, name).toBeTruthy();
    }
    expect(doc.paths['/api/blog'].post.description).toContain('Blogs/Blogs create');
    expect(doc.paths['/api/blog/category'].post.description).toContain('Blogs/Categories create');
    expect(doc.paths['/api/blog/attachments'].post.responses['201']).toBeDefined();
  });
});
