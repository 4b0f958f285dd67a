import { describe, expect, it } from 'vitest';
import { deployedRemotes } from '../test/deployed-remotes.ts';
import { EXPECTED_REMOTE_PAGES } from './expected-pages.ts';
import { allPages, expectedPageAt, matchRemotePage, remotePages } from './route-table.ts';

const deployed = (names: string[]) => deployedRemotes(names)!;

describe('matchRemotePage', () => {
  it('finds the page a deployed remote publishes at an address of its area, parameters included', () => {
    const match = matchRemotePage(deployed(['courses', 'learner']), 'public', '/course/react-basics/learn/42');
    expect(match).toMatchObject({ kind: 'page', page: { name: 'coursePlayer', owner: 'learner' } });
    expect(matchRemotePage(deployed(['courses']), 'public', '/course/react-basics')).toMatchObject({
      kind: 'page',
      page: { name: 'course', owner: 'courses' },
    });
    expect(matchRemotePage(deployed(['courses']), 'dashboard', '/dashboard/category')).toMatchObject({
      page: { owner: 'courses', permissions: [{ module: 'Courses', subModule: 'Category', operation: 'read' }] },
    });
  });

  it('waits for the runtime config, and for remotes still being read when no known page matches', () => {
    expect(matchRemotePage(undefined, 'public', '/courses')).toEqual({ kind: 'loading' });
    const config = deployed(['courses', 'blog']);
    config.remotes.blog = { ...config.remotes.blog!, descriptor: undefined };
    expect(matchRemotePage(config, 'public', '/courses')).toMatchObject({ kind: 'page' });
    expect(matchRemotePage(config, 'public', '/blog')).toEqual({ kind: 'loading' });
  });

  it('is not found when no app publishes the address, and names the remotes that could not be read', () => {
    const config = deployed(['courses', 'blog']);
    expect(matchRemotePage(config, 'public', '/no/such/page')).toEqual({ kind: 'not-found' });
    // A public address never matches a dashboard page, and the other way round.
    expect(matchRemotePage(config, 'public', '/dashboard/category')).toEqual({ kind: 'not-found' });
    config.remotes.blog = { ...config.remotes.blog!, descriptor: null };
    expect(matchRemotePage(config, 'public', '/blog')).toEqual({ kind: 'unavailable', remotes: ['blog'] });
  });
});

describe('allPages', () => {
  it("lists the shell's pages, then each deployed remote's", () => {
    const owners = [...new Set(allPages(deployed(['learner', 'courses'])).map((page) => page.owner))];
    expect(owners).toEqual(['shell', 'learner', 'courses']);
  });
});

describe('expectedPageAt', () => {
  it("knows who may open a protected page of the spec's without its remote", () => {
    expect(expectedPageAt('dashboard', '/dashboard/category')).toMatchObject({
      name: 'category',
      access: 'signed-in',
      permissions: [{ module: 'Courses', subModule: 'Category', operation: 'read' }],
    });
    expect(expectedPageAt('dashboard', '/dashboard/course/content/42')).toMatchObject({ name: 'courseContent' });
    expect(expectedPageAt('public', '/course-payment/42')).toMatchObject({
      name: 'coursePayment',
      access: 'signed-in',
    });
  });

  it('knows nothing of unknown addresses, public pages or addresses of another area', () => {
    expect(expectedPageAt('dashboard', '/dashboard/no-such-page')).toBeUndefined();
    expect(expectedPageAt('public', '/courses')).toBeUndefined();
    expect(expectedPageAt('public', '/dashboard/category')).toBeUndefined();
  });

  it('expects each page as the remote that serves it publishes it (area, access and permissions)', () => {
    const published = new Map(
      remotePages(deployed(['courses', 'learner', 'blog', 'training', 'whatsapp'])).map((page) => [page.name, page]),
    );
    for (const expected of EXPECTED_REMOTE_PAGES) {
      const page = published.get(expected.name);
      expect(page, expected.name).toBeDefined();
      expect({ area: page?.area, access: page?.access, permissions: page?.permissions }, expected.name).toEqual({
        area: expected.area,
        access: expected.access,
        permissions: expected.permissions,
      });
    }
    // Every protected page a remote publishes is expected.
    const protectedPages = [...published.values()].filter((page) => page.access !== 'public');
    expect(protectedPages.map((page) => page.name).sort()).toEqual(
      EXPECTED_REMOTE_PAGES.map((page) => page.name).sort(),
    );
  });
});
