import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SearchInput } from '../src/ui/search-input.tsx';
import { renderInRoot } from './render.tsx';

/** A list filtered by `search`, as a page holds it (in the URL, here in state). */
function List({ onSearch, initial = '' }: { onSearch: (search: string) => void; initial?: string }) {
  const [search, setSearch] = useState(initial);
  return (
    <>
      <SearchInput
        label="Search courses"
        value={search}
        onSearch={(next) => {
          onSearch(next);
          setSearch(next);
        }}
      />
      <output>{search}</output>
      <button type="button" onClick={() => setSearch('cobol')}>
        Back
      </button>
    </>
  );
}

describe('SearchInput', () => {
  it('is a searchbox that searches once, with the trimmed text, when the typing pauses', async () => {
    const onSearch = vi.fn();
    renderInRoot(<List onSearch={onSearch} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search courses' }), '  python ');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('python'));
    expect(onSearch.mock.calls).toEqual([['python']]);
  });

  it('searches at once on Enter', async () => {
    const onSearch = vi.fn();
    renderInRoot(<List onSearch={onSearch} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search courses' }), 'react{Enter}');
    expect(onSearch).toHaveBeenCalledWith('react');
  });

  it('shows a search changed under it (Back in the browser), and clears', async () => {
    const onSearch = vi.fn();
    renderInRoot(<List onSearch={onSearch} initial="java" />);
    const box = screen.getByRole('searchbox', { name: 'Search courses' });
    expect(box).toHaveProperty('value', 'java');
    act(() => screen.getByRole('button', { name: 'Back' }).click());
    expect(box).toHaveProperty('value', 'cobol');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith(''));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });
});
