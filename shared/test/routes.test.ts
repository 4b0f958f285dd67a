import { describe, expect, it } from 'vitest';
import { parseRemoteDescriptor } from '../src/remote-descriptor.ts';
import { definePages, needsRead, PATHS, routeTo } from '../src/routes.ts';

describe('routeTo', () => {
  it('builds a named address from its parameters, encoded', () => {
    expect(routeTo('course', { slug: 'react & node' })).toBe('/course/react%20%26%20node');
    expect(routeTo('coursePlayer', { slug: 'react', courseId: '42' })).toBe('/course/react/learn/42');
    expect(routeTo('myCourses')).toBe('/my-courses');
  });

  it('puts every other key in the query string, leaving empty values out', () => {
    expect(routeTo('catalogue', { category: 'c 1', search: '', page: undefined })).toBe('/courses?category=c+1');
    expect(routeTo('courseContent', { courseId: 'x', tab: 'announcements' })).toBe(
      '/dashboard/course/content/x?tab=announcements',
    );
  });

  it('refuses an address with a parameter missing rather than link to a wrong page', () => {
    expect(() => routeTo('course', { slug: '' })).toThrow("routeTo('course') needs slug");
  });
});

describe('definePages', () => {
  it("takes each page's path from the route table by its name", () => {
    const pages = definePages({
      category: { area: 'dashboard', access: 'signed-in', permissions: needsRead('Courses', 'Category') },
      catalogue: { area: 'public', access: 'public' },
    });
    expect(pages.category).toEqual({
      name: 'category',
      path: PATHS.category,
      area: 'dashboard',
      access: 'signed-in',
      permissions: [{ module: 'Courses', subModule: 'Category', operation: 'read' }],
    });
    expect(pages.catalogue.path).toBe('/courses');
  });
});

describe('parseRemoteDescriptor', () => {
  const page = { name: 'category', path: '/dashboard/category', area: 'dashboard', access: 'signed-in' };

  it('reads what a remote publishes, and leaves out pages that are malformed or outside their area', () => {
    const warnings: unknown[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      const descriptor = parseRemoteDescriptor('courses', {
        name: 'courses',
        requires: { react: '^19.3.1' },
        pages: [page, { ...page, path: '/courses' }, { ...page, area: 'public', path: '/dashboard' }, 'x'],
      });
      expect(descriptor).toEqual({ name: 'courses', requires: { react: '^19.3.1' }, pages: [page] });
      expect(warnings).toHaveLength(3);
    } finally {
      console.warn = warn;
    }
  });

  it('is null for something that is not a descriptor, or a name that is not a remote name', () => {
    expect(parseRemoteDescriptor('courses', { pages: [] })).toBeNull();
    expect(parseRemoteDescriptor('courses', '<!doctype html>')).toBeNull();
    expect(parseRemoteDescriptor('../x', { requires: {}, pages: [] })).toBeNull();
  });
});
