import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { definePages } from '../src/routes.ts';
import { lazyPage } from '../src/ui/lazy-page.tsx';
import { type PageComponents, RemoteApp } from '../src/ui/remote-routes.tsx';
import { renderInRoot } from './render.tsx';

const pages = definePages({
  myCourses: { area: 'public', access: 'signed-in' },
  coursePlayer: { area: 'public', access: 'signed-in' },
});

afterEach(() => vi.restoreAllMocks());

describe("a remote's pages", () => {
  it('renders the page published at the address, with its parameters, and nothing elsewhere', async () => {
    const components: PageComponents<typeof pages> = {
      myCourses: lazyPage(async () => ({ default: () => <h1>My courses</h1> })),
      coursePlayer: lazyPage(async () => ({ default: () => <h1>Player</h1> })),
    };
    window.history.pushState(null, '', '/course/react/learn/42');
    const view = renderInRoot(<RemoteApp pages={pages} components={components} />);
    expect(await screen.findByRole('heading', { name: 'Player' })).toBeTruthy();
    view.unmount();

    window.history.pushState(null, '', '/dashboard/users');
    const elsewhere = renderInRoot(<RemoteApp pages={pages} components={components} />);
    expect(elsewhere.container.textContent).toBe('');
  });
});
