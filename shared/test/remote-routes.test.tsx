import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../src/query-client.ts';
import { definePages } from '../src/routes.ts';
import { authAtom, sessionStore, signedOut } from '../src/session.ts';
import { lazyPage } from '../src/ui/lazy-page.tsx';
import {
  askAgainUnlessAskedWithPage,
  endVisit,
  type PageComponents,
  type PageData,
  preloadPageAt,
  RemoteApp,
} from '../src/ui/remote-routes.tsx';
import { renderInRoot } from './render.tsx';

const pages = definePages({
  myCourses: { area: 'public', access: 'signed-in' },
  coursePlayer: { area: 'public', access: 'signed-in' },
});

afterEach(() => {
  vi.restoreAllMocks();
  sessionStore.set(authAtom, signedOut);
});

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

describe('a page fetched ahead of the visit', () => {
  it('fetches only the page at the address, once, and renders from that fetch', async () => {
    const loads = { myCourses: 0, coursePlayer: 0 };
    const components: PageComponents<typeof pages> = {
      myCourses: lazyPage(async () => {
        loads.myCourses += 1;
        return { default: () => <h1>My courses</h1> };
      }),
      coursePlayer: lazyPage(async () => {
        loads.coursePlayer += 1;
        return { default: () => <h1>Player</h1> };
      }),
    };
    preloadPageAt(pages, components, '/course/react/learn/42');
    preloadPageAt(pages, components, '/course/react/learn/42');
    preloadPageAt(pages, components, '/dashboard/users');
    expect(loads).toEqual({ myCourses: 0, coursePlayer: 1 });

    window.history.pushState(null, '', '/course/react/learn/42');
    renderInRoot(<RemoteApp pages={pages} components={components} />);
    expect(await screen.findByRole('heading', { name: 'Player' })).toBeTruthy();
    expect(loads).toEqual({ myCourses: 0, coursePlayer: 1 });
  });

  it('fetches again after a fetch ahead failed, and the page renders from the fetch that came', async () => {
    let attempts = 0;
    const components: PageComponents<typeof pages> = {
      myCourses: lazyPage(async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('offline for a moment');
        return { default: () => <h1>My courses</h1> };
      }, []),
      coursePlayer: lazyPage(async () => ({ default: () => <h1>Player</h1> })),
    };
    preloadPageAt(pages, components, '/my-courses');
    // While the first fetch is on its way, asking again fetches nothing more; once it has failed, it does.
    await vi.waitFor(() => {
      preloadPageAt(pages, components, '/my-courses');
      expect(attempts).toBe(2);
    });

    window.history.pushState(null, '', '/my-courses');
    renderInRoot(<RemoteApp pages={pages} components={components} />);
    expect(await screen.findByRole('heading', { name: 'My courses' })).toBeTruthy();
    expect(attempts).toBe(2);
  });

  it("asks for what the visited page reads first with its code, from the address's parameters; a page ahead, or one the visitor may not open, gets its code only", async () => {
    const components: PageComponents<typeof pages> = {
      myCourses: lazyPage(async () => ({ default: () => <h1>My courses</h1> })),
      coursePlayer: lazyPage(async () => ({ default: () => <h1>Player</h1> })),
    };
    const asked: unknown[] = [];
    const lectureKey = ['lecture', 'react', '42'];
    const data: PageData<typeof pages> = {
      coursePlayer: (params) => {
        asked.push(params);
        return [
          {
            queryKey: lectureKey,
            queryFn: async () => {
              throw new Error('offline for a moment');
            },
          },
        ];
      },
    };
    // Visited by someone signed out, whom the page will send to sign in: its code only.
    window.history.pushState({ key: 'player' }, '', '/course/react/learn/42');
    await preloadPageAt(pages, components, '/course/react/learn/42', data);
    expect(asked).toEqual([]);

    sessionStore.set(authAtom, { ...signedOut, accessToken: 'token', isAuthenticated: true });
    // Ahead of its visit (a next step from another page): its code only.
    window.history.pushState({ key: 'courses' }, '', '/my-courses');
    await preloadPageAt(pages, components, '/course/react/learn/42', data);
    expect(asked).toEqual([]);
    window.history.pushState({ key: 'player-2' }, '', '/course/react/learn/42');
    await preloadPageAt(pages, components, '/course/react/learn/42', data);
    await preloadPageAt(pages, components, '/dashboard/users', data);
    expect(asked).toEqual([{ slug: 'react', courseId: '42' }]);
    // The page's own query needs no rule of its own: its key now has the visit's.
    expect(queryClient.getQueryDefaults(lectureKey).refetchOnMount).toBe(askAgainUnlessAskedWithPage);
  });

  it('has a page ask again as it mounts for an answer from before its visit, not for one asked for with it', async () => {
    const components: PageComponents<typeof pages> = {
      myCourses: lazyPage(async () => ({ default: () => <h1>My courses</h1> })),
      coursePlayer: lazyPage(async () => ({ default: () => <h1>Player</h1> })),
    };
    const answered = (at: number) => ({ state: { dataUpdatedAt: at } });
    const cardAnswer = answered(Date.now() - 1_000);
    sessionStore.set(authAtom, { ...signedOut, accessToken: 'token', isAuthenticated: true });
    window.history.pushState({ key: 'visit-1' }, '', '/my-courses');
    await preloadPageAt(pages, components, '/my-courses');
    const thisVisit = answered(Date.now());
    expect(askAgainUnlessAskedWithPage(cardAnswer)).toBe(true);
    expect(askAgainUnlessAskedWithPage(thisVisit)).toBe(false);
    // Asked again for the same visit (the shell at its start, then the mount): still the same visit.
    await preloadPageAt(pages, components, '/my-courses');
    expect(askAgainUnlessAskedWithPage(thisVisit)).toBe(false);
    // Back to the same entry after the page was left (its unmount ended the visit): the answer is checked.
    endVisit();
    await preloadPageAt(pages, components, '/my-courses');
    expect(askAgainUnlessAskedWithPage(answered(Date.now() - 1))).toBe(true);
  });
});
