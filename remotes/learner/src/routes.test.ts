import { ROUTES } from '@skillhub/shared/routes';
import { describe, expect, it } from 'vitest';
import { learnerPages } from './routes.tsx';

describe('route table', () => {
  it('has a page for exactly the manifest paths the learner remote owns', () => {
    const owned = ROUTES.filter((route) => route.owner === 'learner').map((route) => route.path);
    expect(learnerPages.map((page) => page.path).sort()).toEqual([...owned].sort());
  });
});
