import { TagsOutlined } from '@ant-design/icons-svg';
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

describe('definePages with a path of its own', () => {
  it('takes the path a page outside the route table names, so only its own app declares it', () => {
    const pages = definePages({
      coupons: { path: '/dashboard/coupons', area: 'dashboard', access: 'signed-in' },
      catalogue: { area: 'public', access: 'public' },
    });
    expect(pages.coupons).toEqual({
      name: 'coupons',
      path: '/dashboard/coupons',
      area: 'dashboard',
      access: 'signed-in',
    });
    expect(pages.catalogue.path).toBe(PATHS.catalogue);
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

  const group = { key: 'blogs', label: { en: 'Blogs', hi: 'ब्लॉग' }, icon: TagsOutlined, path: '/dashboard/blog' };

  it("reads a menu entry with its labels, its icon's drawing and its group", () => {
    const menu = { label: { en: 'Topics', hi: 'विषय' }, icon: TagsOutlined, group, order: 60 };
    const descriptor = parseRemoteDescriptor('blog', { requires: {}, pages: [{ ...page, menu }] });
    // What travels as JSON comes back the same.
    expect(descriptor?.pages[0]?.menu).toEqual(JSON.parse(JSON.stringify(menu)));
  });

  it("reads an older build's entry (an English label, an icon by name, a group by key) as a label for every language, no icon and no group", () => {
    const descriptor = parseRemoteDescriptor('blog', {
      requires: {},
      pages: [{ ...page, menu: { label: 'Topics', icon: 'topics', group: 'blogs' } }],
    });
    expect(descriptor?.pages[0]?.menu).toEqual({ label: { en: 'Topics', hi: 'Topics' } });
  });

  it('draws no icon that is more than shapes: a script, an event handler or a link leaves the icon out', () => {
    const drawn = (node: object) =>
      parseRemoteDescriptor('blog', {
        requires: {},
        pages: [{ ...page, menu: { label: { en: 'A', hi: 'A' }, icon: { name: 'x', theme: 'outlined', icon: node } } }],
      })?.pages[0]?.menu?.icon;
    const svg = (children: object[], attrs: Record<string, string> = {}) => ({
      tag: 'svg',
      attrs: { viewBox: '0 0 10 10', ...attrs },
      children,
    });
    expect(drawn(svg([{ tag: 'path', attrs: { d: 'M0 0h10' } }]))).toBeDefined();
    expect(drawn(svg([{ tag: 'script', attrs: {} }]))).toBeUndefined();
    expect(drawn(svg([], { onload: 'alert(1)' }))).toBeUndefined();
    expect(drawn(svg([{ tag: 'path', attrs: { href: 'javascript:alert(1)' } }]))).toBeUndefined();
    expect(drawn(svg([{ tag: 'foreignObject', attrs: {} }]))).toBeUndefined();
  });
});
