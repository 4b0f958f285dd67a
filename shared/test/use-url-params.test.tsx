import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { type UrlParams, useUrlParams } from '../src/ui/use-url-params.tsx';

const defaults = { status: 'all', search: '', page: 1, limit: 10 };
type Params = typeof defaults;

let current: UrlParams<Params>;

function Probe() {
  current = useUrlParams(defaults, { status: ['all', 'answered'], limit: [10, 20] });
  const location = useLocation();
  return <output>{location.search}</output>;
}

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Probe />
    </MemoryRouter>,
  );
}

const search = () => screen.getByRole('status').textContent;

describe('useUrlParams', () => {
  it('reads the URL, with the defaults for what it leaves out or cannot mean', () => {
    renderAt('/list?status=answered&page=3&limit=15&search=java');
    expect(current.params).toEqual({ status: 'answered', search: 'java', page: 3, limit: 10 });
    renderAt('/list?status=nonsense&page=-2');
    expect(current.params).toEqual(defaults);
  });

  it('writes changes in a fixed order, defaults left out, and starts again at page 1', () => {
    renderAt('/list?page=4');
    act(() => current.update({ search: '  react ', status: 'answered' }));
    expect(search()).toBe('?status=answered&search=react');
    act(() => current.update({ page: 2, limit: 20 }));
    expect(search()).toBe('?status=answered&search=react&page=2&limit=20');
    act(() => current.update({ search: '' }));
    expect(search()).toBe('?status=answered&limit=20');
    act(() => current.clear());
    expect(search()).toBe('');
    expect(current.params).toEqual(defaults);
  });
});
