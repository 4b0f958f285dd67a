import { describe, expect, it } from 'vitest';
import { deployedRemotes } from '../test/deployed-remotes.ts';
import { allPages, groupAt, matchRemotePage } from './route-table.ts';

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

describe('groupAt', () => {
  it("finds a sidebar group by its own path, as the deployed remotes' pages declare it", () => {
    const config = deployed(['courses', 'training']);
    expect(groupAt(config, '/dashboard/training-program')).toMatchObject({ key: 'training' });
    expect(groupAt(config, '/dashboard/courses-group/')).toMatchObject({ key: 'courses' });
    // A group whose remote is not deployed is no group here.
    expect(groupAt(config, '/dashboard/blog')).toBeUndefined();
    expect(groupAt(config, '/dashboard/category')).toBeUndefined();
  });
});
