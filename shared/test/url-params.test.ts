import { describe, expect, it } from 'vitest';
import { readUrlParams, urlParamsQuery } from '../src/url-params.ts';

const defaults = { category: '', search: '', sort: 'latest', page: 1 };
const allowed = { sort: ['latest', 'title'] };

describe('url-params', () => {
  it('reads what the address holds, the first of a repeated one, and the default for what cannot be meant', () => {
    const read = (query: string) => readUrlParams(new URLSearchParams(query), defaults, allowed);
    expect(read('search=data+science+&sort=title&page=3&page=4&utm_source=mail')).toEqual({
      category: '',
      search: 'data science ',
      sort: 'title',
      page: 3,
    });
    for (const query of ['sort=cheapest', 'page=0', 'page=-2', 'page=2.5', 'page=abc', 'page=']) {
      expect(read(query), query).toEqual(defaults);
    }
  });

  it('writes in the order of the defaults, leaving out defaults and empty values, and reads back the same', () => {
    const params = { category: 'c1', search: ' a&b ', sort: 'title', page: 2 };
    const query = urlParamsQuery(params, defaults);
    expect(query).toBe('?category=c1&search=+a%26b+&sort=title&page=2');
    expect(readUrlParams(new URLSearchParams(query), defaults, allowed)).toEqual(params);
    expect(urlParamsQuery({ ...defaults, category: '' }, defaults)).toBe('');
  });
});
