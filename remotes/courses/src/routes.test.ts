import { ROUTES } from '@skillhub/shared/routes';
import { describe, expect, it } from 'vitest';
import { coursesPages } from './routes.tsx';

describe('route table', () => {
  it('has a page for exactly the manifest paths the courses remote owns', () => {
    const owned = ROUTES.filter((route) => route.owner === 'courses').map((route) => route.path);
    expect(coursesPages.map((page) => page.path).sort()).toEqual([...owned].sort());
  });
});
